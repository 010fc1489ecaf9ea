import type { ReactNode } from 'react';
import styles from './news-layout.module.css';

/** The home page's vertical rhythm: blocks one under another with generous spacing. */
export function NewsStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

/** RANKINGI: the table (left) next to a 2×2 grid of ranking cards (right). */
export function RankingsGrid({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return (
    <div className={styles.rankings}>
      <div className={styles.table}>{table}</div>
      <div className={styles.cards}>{cards}</div>
    </div>
  );
}

/** The TABELA card of RANKINGI. */
export function TableCard({
  title,
  more,
  children,
}: {
  title: string;
  more: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.tableCard} aria-labelledby="news-table-title">
      <h3 id="news-table-title" className={styles.cardTitle}>
        {title}
      </h3>
      {children}
      {more}
    </section>
  );
}

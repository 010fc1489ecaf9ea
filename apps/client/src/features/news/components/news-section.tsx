import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { newsTexts } from '../texts';
import styles from './news-section.module.css';

/** A titled block of the home page with an optional 'Pokaż więcej' link. */
export function NewsSection({
  id,
  title,
  moreHref,
  children,
  className,
}: {
  id: string;
  title: string;
  moreHref?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={id}>
      <header className={styles.header}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {moreHref && (
          <Link to={moreHref} className={styles.more}>
            {newsTexts.more}
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { newsTexts } from '../texts';
import styles from './filters-panel.module.css';

/** The collapsible 'Filtry' panel: its header opens and closes it. */
export function FiltersPanel({
  summary,
  children,
  defaultOpen = false,
}: {
  /** Shown next to the header while closed ('Wybrana liga: Liga 1'). */
  summary?: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className={`${styles.panel} ${open ? styles.open : ''}`}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M4 5h16l-6 7v6l-4 2v-8z" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>{newsTexts.filters.heading}</span>
          {summary && <span className={styles.summary}>{summary}</span>}
          <svg
            className={styles.chevron}
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </h2>
      <div id={bodyId} className={styles.body} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

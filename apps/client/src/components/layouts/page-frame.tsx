import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './page-frame.module.css';

interface PageFrameProps {
  title: string;
  /** Hide the heading visually (it stays for screen readers), e.g. the cup page. */
  hideTitle?: boolean;
  eyebrow?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of a content page: its Polish heading (h1), the tab title and the content width. */
export function PageFrame({
  title,
  hideTitle = false,
  eyebrow,
  actions,
  children,
}: PageFrameProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.frame}>
      <header className={hideTitle ? 'visually-hidden' : styles.header}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}

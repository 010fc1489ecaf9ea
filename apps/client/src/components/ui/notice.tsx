import type { ReactNode } from 'react';
import { CheckIcon, InfoIcon, WarningIcon } from './icons';
import styles from './notice.module.css';

export type NoticeKind = 'success' | 'error' | 'info';

const ICONS = { success: CheckIcon, error: WarningIcon, info: InfoIcon } as const;

/** An inline message box in a form or page (success, error or information), with actions. */
export function Notice({
  kind,
  children,
  actions,
}: {
  kind: NoticeKind;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const Icon = ICONS[kind];
  return (
    <div
      className={`${styles.notice} ${styles[kind]}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>
        <div className={styles.text}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}

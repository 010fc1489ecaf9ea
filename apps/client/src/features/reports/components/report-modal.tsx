import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { reportsTexts } from '../texts';
import styles from './report-modal.module.css';

/** The report window (native modal <dialog>: focus trap, Escape closes). */
export function ReportModal({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className="icon-btn"
          onClick={onClose}
          aria-label={reportsTexts.dialog.close}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}

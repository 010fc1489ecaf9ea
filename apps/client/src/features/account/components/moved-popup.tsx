import { useEffect, useRef } from 'react';
import { accountTexts } from '../texts';
import styles from './manage-account.module.css';

/** The success popup with a check mark: saved, and the user is about to be moved. */
export function MovedPopup({ open }: { open: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.popup}
      aria-labelledby="moved-title"
      onCancel={(event) => event.preventDefault()}
    >
      {open && (
        <div className={styles.popupBody} role="status">
          <svg viewBox="0 0 52 52" className={styles.check} aria-hidden="true">
            <circle cx="26" cy="26" r="24" />
            <path d="M15 27l7 7 15-16" />
          </svg>
          <p id="moved-title" className={styles.popupTitle}>
            {accountTexts.saved}
          </p>
          <p className={styles.popupText}>{accountTexts.moving}</p>
        </div>
      )}
    </dialog>
  );
}

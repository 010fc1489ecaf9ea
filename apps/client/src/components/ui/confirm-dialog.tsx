import { useEffect, useId, useRef } from 'react';
import styles from './confirm-dialog.module.css';
import { useConfirmStore } from './confirm-store';

/** The one confirmation dialog of the portal (native modal <dialog>: focus trap, Escape). */
export function ConfirmDialog() {
  const request = useConfirmStore((state) => state.request);
  const answer = useConfirmStore((state) => state.answer);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (request && !dialog.open) dialog.showModal();
    if (!request && dialog.open) dialog.close();
  }, [request]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      {request && (
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {request.title}
          </h2>
          <p id={messageId} className={styles.message}>
            {request.message}
          </p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-secondary" onClick={() => answer(false)}>
              {request.cancelLabel}
            </button>
            <button
              type="button"
              className={`btn ${request.danger ? 'btn-danger' : 'btn-primary'}`}
              onClick={() => answer(true)}
              autoFocus
            >
              {request.confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}

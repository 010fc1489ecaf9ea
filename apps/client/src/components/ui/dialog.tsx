import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

export type DialogSize = 'small' | 'medium' | 'wide';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Accessible name of the × button (Polish, from the feature's texts). */
  closeLabel: string;
  size?: DialogSize;
  /** A click on the dimmed backdrop closes the dialog. */
  closeOnBackdrop?: boolean;
}

/**
 * The portal's modal window: a native <dialog> shown with showModal() (focus trap, Escape
 * closes, the page behind is inert), a title bar with a close button, content mounted only
 * while open.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  closeLabel,
  size = 'medium',
  closeOnBackdrop = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.body}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className="icon-btn" onClick={onClose} aria-label={closeLabel}>
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { teamsTexts } from '../texts';
import styles from './team-modal.module.css';

interface TeamModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/** A modal window of the team page (native <dialog>: focus trap, Escape closes). */
export function TeamModal({ open, title, onClose, children, wide = false }: TeamModalProps) {
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
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {open && (
        <div className={styles.body}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className="icon-btn"
              onClick={onClose}
              aria-label={teamsTexts.modal.close}
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

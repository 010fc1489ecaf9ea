import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { pitchesTexts } from '../texts';
import styles from './pitch-dialog.module.css';

/** The modal of the Boiska tab (native <dialog>: focus trap, Escape closes). */
export function PitchDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
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
              aria-label={pitchesTexts.admin.close}
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

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

/** Widths: small 460 px (confirmations, notices), medium 560, wide 880, full 980 (report). */
export type DialogSize = 'small' | 'medium' | 'wide' | 'full';

export interface DialogProps {
  open: boolean;
  /** Escape, the × button and (with `closeOnBackdrop`) a backdrop click ask to close. */
  onClose: () => void;
  children: ReactNode;
  /** The heading of the window; without it give `label`. */
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Accessible name of the × button (Polish, from the feature's texts); no × without it. */
  closeLabel?: string;
  /** The id of the text that describes the window (aria-describedby). */
  describedBy?: string;
  /** A bar of actions under the scrolling content. */
  footer?: ReactNode;
  size?: DialogSize;
  /** `drawer`: a full-height panel on the right (the user menu). */
  variant?: 'modal' | 'drawer';
  /** A click on the dimmed backdrop closes the dialog. */
  closeOnBackdrop?: boolean;
  /** False: Escape does nothing (a popup that closes itself). */
  dismissible?: boolean;
  /** Centres the content (a success popup). */
  centered?: boolean;
}

/**
 * The portal's one modal window: a native <dialog> shown with showModal() (focus trap, Escape,
 * the page behind is inert), an optional title bar with a close button and an optional footer;
 * the content is mounted only while open. The parent owns `open`: closing goes through `onClose`.
 */
export function Dialog({
  open,
  onClose,
  children,
  title,
  label,
  closeLabel,
  describedBy,
  footer,
  size = 'medium',
  variant = 'modal',
  closeOnBackdrop = false,
  dismissible = true,
  centered = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const classes = [styles.dialog, variant === 'drawer' ? styles.drawer : styles[size]];
  return (
    <dialog
      ref={ref}
      className={classes.join(' ')}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClose={() => {
        // The browser may close a modal on its own (a repeated Escape); keep the parent in step.
        if (openRef.current) onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.frame}>
          {title && (
            <div className={styles.head}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {closeLabel && (
                <button
                  type="button"
                  className="icon-btn"
                  onClick={onClose}
                  aria-label={closeLabel}
                >
                  <CloseIcon />
                </button>
              )}
            </div>
          )}
          <div className={`${styles.content} ${centered ? styles.centered : ''}`}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

/** The row of buttons at the end of a dialog's content, right-aligned. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A muted paragraph under the title: what the dialog asks or tells. */
export function DialogLead({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.lead}>
      {children}
    </p>
  );
}

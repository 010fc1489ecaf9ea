import { commonTexts } from '../../texts/common';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from './icons';
import styles from './toaster.module.css';
import { useToastStore, type ToastKind } from './toast-store';

const ICONS: Record<ToastKind, typeof CheckIcon> = {
  success: CheckIcon,
  error: WarningIcon,
  info: InfoIcon,
};

/** Renders the popups; mounted once by the app. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);

  return (
    <section className={styles.region} aria-label={commonTexts.notifications}>
      <div aria-live="polite" aria-atomic="false" className={styles.list}>
        {toasts.map((item) => {
          const Icon = ICONS[item.kind];
          return (
            <div
              key={item.id}
              className={`${styles.toast} ${styles[item.kind]}`}
              role={item.kind === 'error' ? 'alert' : 'status'}
            >
              <Icon className={styles.icon} />
              <p className={styles.message}>{item.message}</p>
              <button
                type="button"
                className={styles.close}
                onClick={() => dismiss(item.id)}
                aria-label={commonTexts.close}
              >
                <CloseIcon />
              </button>
            </div>
          );
        })}
      </div>
    </section>
  );
}

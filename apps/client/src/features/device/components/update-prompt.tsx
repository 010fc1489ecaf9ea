import { useRegisterSW } from 'virtual:pwa-register/react';
import { deviceTexts as t } from '../texts';
import styles from './update-prompt.module.css';

/**
 * Registers the service worker (production builds) and, when a new build is waiting, offers
 * "Nowa wersja — odśwież": the new worker takes over and the page reloads.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <div role="status" className={styles.prompt}>
      <span>{t.newVersionLead}</span>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void updateServiceWorker(true)}
      >
        {t.newVersion}
      </button>
    </div>
  );
}

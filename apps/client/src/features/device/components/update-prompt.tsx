import { useEffect, useState } from 'react';
import { activateWaitingWorker, registerServiceWorker } from '../lib/service-worker';
import { deviceTexts as t } from '../texts';
import styles from './update-prompt.module.css';

/**
 * Registers the service worker (production builds) and, when a new build is waiting, offers
 * "Nowa wersja — odśwież": the new worker takes over and the page reloads.
 */
export function UpdatePrompt() {
  const [needRefresh, setNeedRefresh] = useState(false);
  useEffect(() => registerServiceWorker(setNeedRefresh), []);
  if (!needRefresh) return null;
  return (
    <div role="status" className={styles.prompt}>
      <span>{t.newVersionLead}</span>
      <button type="button" className="btn btn-primary" onClick={activateWaitingWorker}>
        {t.newVersion}
      </button>
    </div>
  );
}

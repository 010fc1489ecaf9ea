import { useOfflineStore } from '../../lib/offline-store';
import { formatTime, utcToWarsawParts } from '../../lib/warsaw-time';
import { shellTexts } from '../texts';
import styles from './offline-note.module.css';

/** "offline — dane z HH:MM" (Warsaw time) while the page shows answers kept by the service worker. */
export function OfflineNote() {
  const dataFrom = useOfflineStore((state) => state.dataFrom);
  if (dataFrom === null) return null;
  return (
    <p role="status" className={styles.note}>
      {shellTexts.offlineNote(formatTime(utcToWarsawParts(dataFrom)))}
    </p>
  );
}

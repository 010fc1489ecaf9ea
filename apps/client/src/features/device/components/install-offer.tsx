import { useState } from 'react';
import { DownloadIcon } from '../../../components/ui/icons';
import { useDeviceStore } from '../stores/device-store';
import { deviceTexts as t } from '../texts';
import styles from './mobile-overlay.module.css';

/** "Zainstaluj aplikację": the browser's prompt where it has one, else how to do it by hand. */
export function InstallOffer() {
  const install = useDeviceStore((state) => state.install);
  const promptInstall = useDeviceStore((state) => state.promptInstall);
  const [busy, setBusy] = useState(false);
  if (install === 'installed') return <p className={styles.howTo}>{t.installed}</p>;
  if (install === 'prompt') {
    return (
      <button
        type="button"
        className={`btn btn-primary ${styles.install}`}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void promptInstall().finally(() => setBusy(false));
        }}
      >
        <DownloadIcon width={20} height={20} />
        {busy ? t.installing : t.install}
      </button>
    );
  }
  return (
    <section aria-label={t.installLabel} className={styles.howToBox}>
      <p className={styles.howToTitle}>
        <DownloadIcon width={20} height={20} />
        {t.install}
      </p>
      <p className={styles.howTo}>{install === 'ios' ? t.iosInstall : t.menuInstall}</p>
    </section>
  );
}

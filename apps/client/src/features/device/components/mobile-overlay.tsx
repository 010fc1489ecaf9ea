import { useEffect, useId, useRef } from 'react';
import { useDeviceStore } from '../stores/device-store';
import { deviceTexts as t } from '../texts';
import { InstallOffer } from './install-offer';
import styles from './mobile-overlay.module.css';

export function MobileOverlay() {
  const continueAnyway = useDeviceStore((state) => state.continueAnyway);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <main className={styles.overlay} aria-labelledby={titleId}>
      <div className={styles.card}>
        <PhoneArt />
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.lead}>{t.lead}</p>
        <p className={styles.invite}>{t.invite}</p>
        <InstallOffer />
        <button
          type="button"
          className={`btn btn-ghost ${styles.continue}`}
          onClick={continueAnyway}
        >
          {t.continueAnyway}
        </button>
        <p className={styles.hint}>{t.continueHint}</p>
      </div>
    </main>
  );
}

function PhoneArt() {
  return (
    <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true">
      <circle cx="60" cy="60" r="56" fill="var(--color-accent-soft)" />
      <rect x="38" y="18" width="44" height="84" rx="9" fill="var(--color-surface-3)" />
      <rect x="42" y="26" width="36" height="64" rx="3" fill="var(--color-bg)" />
      <rect x="46" y="32" width="28" height="18" rx="2" fill="var(--color-accent)" opacity="0.9" />
      <rect x="46" y="55" width="28" height="4" rx="2" fill="var(--color-surface-3)" />
      <rect x="46" y="63" width="20" height="4" rx="2" fill="var(--color-surface-3)" />
      <rect x="46" y="71" width="24" height="4" rx="2" fill="var(--color-surface-3)" />
      <circle cx="60" cy="96" r="2.5" fill="var(--color-bg)" />
    </svg>
  );
}

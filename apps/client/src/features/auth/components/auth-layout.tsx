import type { ReactNode } from 'react';
import { OnboardingProgress } from '../../../components/layouts/onboarding-progress';
import type { OnboardingStage } from '../../../components/layouts/onboarding-stages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  lead?: string;
  /** The right-hand panel (brand message) or the wizard progress on the left. */
  aside?: ReactNode;
  asideSide?: 'start' | 'end';
  children: ReactNode;
}

/** The frame of the login, admin login and registration pages: a form card and a side panel. */
export function AuthLayout({ title, lead, aside, asideSide = 'end', children }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div
      className={`${styles.page} ${aside ? '' : styles.single} ${asideSide === 'start' ? styles.asideStart : ''}`}
    >
      <section className={styles.card} aria-labelledby="auth-title">
        <header className={styles.header}>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </section>
      {aside && <aside className={styles.aside}>{aside}</aside>}
    </div>
  );
}

/** The decorative brand panel next to the login forms. */
export function BrandPanel({ title, lead }: { title: string; lead: string }) {
  return (
    <div className={styles.brand}>
      <svg viewBox="0 0 200 300" className={styles.pitch} aria-hidden="true">
        <rect x="10" y="10" width="180" height="280" rx="6" />
        <line x1="10" y1="150" x2="190" y2="150" />
        <circle cx="100" cy="150" r="30" />
        <rect x="55" y="10" width="90" height="45" />
        <rect x="55" y="245" width="90" height="45" />
      </svg>
      <p className={styles.brandTitle}>{title}</p>
      <p className={styles.brandLead}>{lead}</p>
    </div>
  );
}

/** The onboarding's progress as the side panel of /register and of /login while confirming. */
export function OnboardingPanel({ stage }: { stage: OnboardingStage }) {
  return (
    <div className={styles.progressCard}>
      <OnboardingProgress current={stage} />
    </div>
  );
}

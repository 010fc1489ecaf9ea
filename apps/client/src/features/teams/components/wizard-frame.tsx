import type { ReactNode } from 'react';
import { OnboardingProgress } from '../../../components/layouts/onboarding-progress';
import { PageFrame } from '../../../components/layouts/page-frame';
import styles from './wizard-frame.module.css';

/** Step 3 of the onboarding wizard ("Znajdź lub stwórz zespół"): progress list, heading, body. */
export function WizardFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <PageFrame title={title}>
      <div className={styles.wizard}>
        <OnboardingProgress current={2} />
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </PageFrame>
  );
}

/** 'Cofnij' on the left, 'Przejdź dalej' on the right. */
export function WizardNav({ children }: { children: ReactNode }) {
  return <div className={styles.nav}>{children}</div>;
}

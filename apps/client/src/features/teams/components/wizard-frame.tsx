import type { ReactNode } from 'react';
import { OnboardingProgress } from '../../../components/layouts/onboarding-progress';
import type { OnboardingStage } from '../../../components/layouts/onboarding-stages';
import { PageFrame } from '../../../components/layouts/page-frame';
import styles from './wizard-frame.module.css';

/**
 * The onboarding wizard's pages after the registration (the lobby, joining, creating a team):
 * progress list lit at `stage`, heading, body.
 */
export function WizardFrame({
  title,
  lead,
  stage,
  children,
}: {
  title: string;
  lead?: string;
  stage: OnboardingStage;
  children: ReactNode;
}) {
  return (
    <PageFrame title={title}>
      <div className={styles.wizard}>
        <OnboardingProgress current={stage} />
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

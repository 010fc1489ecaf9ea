import { useEffect, useRef } from 'react';
import { OnboardingProgress } from '../../../components/layouts/onboarding-progress';
import { useRegistration } from '../hooks/use-registration';
import { authTexts } from '../texts';
import { AuthLayout } from './auth-layout';
import { RegisterStep1 } from './register-step-1';
import { RegisterStep2 } from './register-step-2';
import styles from './register.module.css';

/** /register: the first stage of the onboarding wizard, in two steps. */
export function RegisterWizard() {
  const form = useRegistration();
  const firstStep = useRef(true);

  // A step change starts at the top, with focus on the step's heading (screen readers).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    document.getElementById('step-title')?.focus();
  }, [form.step]);
  return (
    <AuthLayout
      title={authTexts.register.title}
      asideSide="start"
      aside={
        <div className={styles.progressCard}>
          <OnboardingProgress current={0} />
        </div>
      }
    >
      {form.step === 1 ? <RegisterStep1 form={form} /> : <RegisterStep2 form={form} />}
    </AuthLayout>
  );
}

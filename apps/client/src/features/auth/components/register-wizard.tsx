import { useEffect, useRef } from 'react';
import { ONBOARDING_STAGE } from '../../../components/layouts/onboarding-stages';
import { useRegistration } from '../hooks/use-registration';
import { authTexts } from '../texts';
import { AuthLayout, OnboardingPanel } from './auth-layout';
import { RegisterStep1 } from './register-step-1';
import { RegisterStep2 } from './register-step-2';

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
      aside={<OnboardingPanel stage={ONBOARDING_STAGE.profile} />}
    >
      {form.step === 1 ? <RegisterStep1 form={form} /> : <RegisterStep2 form={form} />}
    </AuthLayout>
  );
}

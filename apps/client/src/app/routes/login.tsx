import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ONBOARDING_STAGE } from '../../components/layouts/onboarding-stages';
import {
  AuthLayout,
  BrandPanel,
  OnboardingPanel,
} from '../../features/auth/components/auth-layout';
import { LoginForm } from '../../features/auth/components/login-form';
import { authTexts } from '../../features/auth/texts';

const t = authTexts.login;

/**
 * /login. While the new account is being confirmed (the page opened from the e-mailed link,
 * `?verified=1|0`, or a login refused until the address is confirmed) the side panel is the
 * onboarding's progress at its second stage; otherwise the brand panel.
 */
export function LoginRoute() {
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState(() => params.has('verified'));
  return (
    <AuthLayout
      title={t.title}
      lead={t.lead}
      asideSide={confirming ? 'start' : 'end'}
      aside={
        confirming ? (
          <OnboardingPanel stage={ONBOARDING_STAGE.account} />
        ) : (
          <BrandPanel title={t.brandTitle} lead={t.brandLead} />
        )
      }
    >
      <LoginForm area="user" onUnverified={() => setConfirming(true)} />
    </AuthLayout>
  );
}

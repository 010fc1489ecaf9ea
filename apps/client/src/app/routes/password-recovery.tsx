import { useSearchParams } from 'react-router-dom';
import { AuthLayout, BrandPanel } from '../../features/auth/components/auth-layout';
import {
  ForgotPasswordForm,
  ResetPasswordForm,
} from '../../features/auth/components/password-recovery-forms';
import { authTexts } from '../../features/auth/texts';

/** /forgot-password — "Nie pamiętasz hasła?" (guests). */
export function ForgotPasswordRoute() {
  const t = authTexts.forgot;
  return (
    <AuthLayout
      title={t.title}
      lead={t.lead}
      aside={<BrandPanel title={authTexts.login.brandTitle} lead={authTexts.login.brandLead} />}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

/** /reset-password?token= — the mailed link: a new password. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const t = authTexts.reset;
  return (
    <AuthLayout
      title={t.title}
      lead={t.lead}
      aside={<BrandPanel title={authTexts.login.brandTitle} lead={authTexts.login.brandLead} />}
    >
      <ResetPasswordForm token={params.get('token')} />
    </AuthLayout>
  );
}

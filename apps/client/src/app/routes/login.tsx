import { AuthLayout, BrandPanel } from '../../features/auth/components/auth-layout';
import { LoginForm } from '../../features/auth/components/login-form';
import { authTexts } from '../../features/auth/texts';

const t = authTexts.login;

export function LoginRoute() {
  return (
    <AuthLayout
      title={t.title}
      lead={t.lead}
      aside={<BrandPanel title={t.brandTitle} lead={t.brandLead} />}
    >
      <LoginForm area="user" />
    </AuthLayout>
  );
}

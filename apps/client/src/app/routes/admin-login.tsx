import { AuthLayout } from '../../features/auth/components/auth-layout';
import { LoginForm } from '../../features/auth/components/login-form';
import { authTexts } from '../../features/auth/texts';

const t = authTexts.login;

export function AdminLoginRoute() {
  return (
    <AuthLayout title={t.adminTitle} lead={t.adminLead}>
      <LoginForm area="admin" />
    </AuthLayout>
  );
}

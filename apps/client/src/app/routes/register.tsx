import { RegisterWizard } from '../../features/auth/components/register-wizard';

export function RegisterRoute() {
  return <RegisterWizard />;
}

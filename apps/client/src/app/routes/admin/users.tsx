import { shellTexts } from '../../texts';
import { AdminSection } from './admin-section';

export function AdminUsersRoute() {
  return <AdminSection title={shellTexts.admin.users} />;
}

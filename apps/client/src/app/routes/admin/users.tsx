import { AdminUsersPanel } from '../../../features/admin-users/components/admin-users-panel';
import { useSession } from '../../../features/auth/hooks/use-session';

export function AdminUsersRoute() {
  const { canFetch, userId } = useSession();
  return <AdminUsersPanel enabled={canFetch} ownId={userId} />;
}

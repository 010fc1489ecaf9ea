import { useLocation } from 'react-router-dom';
import { ManageAccount } from '../../features/account/components/manage-account';
import { useSession } from '../../features/auth/hooks/use-session';

/** /user/manage — the logged-in user's account. */
export function ManageAccountRoute() {
  const session = useSession();
  const location = useLocation();
  const state = location.state as { mustChangePassword?: boolean } | null;
  if (!session.userId) return null;
  return (
    <ManageAccount
      userId={session.userId}
      email={session.username}
      enabled={session.canFetch}
      mustChangePassword={state?.mustChangePassword === true}
    />
  );
}

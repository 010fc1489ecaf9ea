import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ManageAccount } from '../../features/account/components/manage-account';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSignInAgain } from '../../features/auth/hooks/use-sign-in-again';
import { NotificationPreferences } from '../../features/notifications/components/notification-preferences';
import { notificationTexts } from '../../features/notifications/texts';

/** /user/manage — the logged-in user's account. */
export function ManageAccountRoute() {
  const session = useSession();
  const signInAgain = useSignInAgain();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = location.state as { mustChangePassword?: boolean } | null;
  // after a login with a temporary password, or when the API asks for a new password first
  const mustChangePassword =
    state?.mustChangePassword === true || params.get('mustChangePassword') === '1';
  if (!session.userId) return null;
  return (
    <ManageAccount
      userId={session.userId}
      email={session.username}
      enabled={session.canFetch}
      mustChangePassword={mustChangePassword}
      onPasswordChanged={signInAgain}
      onDeleted={() => {
        void session.logout();
        navigate(paths.home, { replace: true });
      }}
      sections={[
        {
          id: 'powiadomienia',
          title: notificationTexts.preferences.title,
          lead: notificationTexts.preferences.lead,
          content: <NotificationPreferences enabled={session.canFetch} />,
        },
      ]}
    />
  );
}

import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';
import { UnsubscribePage } from '../../features/notifications/components/unsubscribe-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { shellTexts } from '../texts';

/** /user/notifications — every notification of the logged-in user, live. */
export function NotificationsRoute() {
  const { canFetch } = useSession();
  useDocumentTitle(shellTexts.titles.notifications);
  return <NotificationsPage enabled={canFetch} settingsPath={paths.notificationSettings} />;
}

/** /unsubscribe?token= — the footer link of a notification e-mail (no login needed). */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  useDocumentTitle(shellTexts.titles.unsubscribe);
  return <UnsubscribePage token={params.get('token')} settingsPath={paths.notificationSettings} />;
}

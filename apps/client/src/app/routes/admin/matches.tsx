import { AdminMatchesPanel } from '../../../features/admin-matches/components/admin-matches-panel';
import { useSession } from '../../../features/auth/hooks/use-session';

/**
 * /admin/matches — Mecze: the accepted matches without a report, each cancellable with a reason
 * (both captains see it, the pitch booking is freed). Live through the 'calendar' topic.
 */
export function AdminMatchesRoute() {
  const { canFetch } = useSession();
  return <AdminMatchesPanel enabled={canFetch} />;
}

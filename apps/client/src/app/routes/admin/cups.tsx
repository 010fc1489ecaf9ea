import { useSession } from '../../../features/auth/hooks/use-session';
import { AdminCupsPanel } from '../../../features/cup/components/admin-cups-panel';
import { useCurrentSeason } from '../../../features/leagues/api/get-current-season';
import { useCurrentLeagues } from '../../../features/leagues/api/get-leagues-by-season';

/**
 * /admin/cups — Puchary: create a cup of the current season (leagues, entry and round
 * deadlines), open and close entries, add or remove a team with a reason, draw, decide an
 * unplayed tie with a reason, cancel. Live through the 'cups' topic.
 */
export function AdminCupsRoute() {
  const { canFetch } = useSession();
  const season = useCurrentSeason({ enabled: canFetch });
  const { leagues } = useCurrentLeagues({ enabled: canFetch });
  return <AdminCupsPanel seasonId={season.data?.id ?? null} leagues={leagues} />;
}

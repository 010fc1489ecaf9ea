import { useSession } from '../../../features/auth/hooks/use-session';
import { useCurrentSeason } from '../../../features/leagues/api/get-current-season';
import { SeasonPlanPanel } from '../../../features/season-plan/components/season-plan-panel';

/**
 * /admin/seasons — Sezony: the next season's leagues by tier and the numbers of promotion and
 * relegation, the proposal with moves by hand, the confirmation; after the turn, its state.
 * Live through the 'season-plan' topic (admin room) and the tables' topics.
 */
export function AdminSeasonsRoute() {
  const { canFetch } = useSession();
  const season = useCurrentSeason({ enabled: canFetch });
  return <SeasonPlanPanel currentSeasonId={season.data?.id ?? null} />;
}

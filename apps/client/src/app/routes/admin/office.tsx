import { useSession } from '../../../features/auth/hooks/use-session';
import { useCurrentLeagues } from '../../../features/leagues/api/get-leagues-by-season';
import { LeagueOfficePanel } from '../../../features/league-office/components/league-office-panel';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * /admin/office — Biuro ligi: per league of the current season, the tie-break rules, points
 * deductions and bonuses, suspensions and withdrawals (each with a reason).
 */
export function AdminOfficeRoute() {
  const { canFetch } = useSession();
  const { leagues, isPending } = useCurrentLeagues({ enabled: canFetch });
  if (isPending) return <Skeleton height={240} />;
  return <LeagueOfficePanel leagues={leagues} />;
}

import { rooms } from '@liga/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { LeagueTable } from '../../features/standings/components/league-table';
import { LeagueTableSkeleton } from '../../features/standings/components/league-table-skeleton';
import { TableLegend } from '../../features/standings/components/table-legend';
import { TableSortFilter } from '../../features/standings/components/table-sort-filter';
import { useTableSort } from '../../features/standings/hooks/use-table-sort';
import { FilterBar } from '../../features/teams/components/filter-bar';
import { LeagueButtons } from '../../features/teams/components/league-buttons';
import { useLeagueParam } from '../../features/teams/hooks/use-league-param';
import { useTeamsByUserId } from '../../features/users/api/get-teams-by-user-id';
import { shellTexts } from '../texts';

/** /table?league={index}&sort=position — the league table; live in `league:{id}` ('standings'). */
export function TableRoute() {
  const { userId, canFetch } = useSession();
  const { leagues, isPending, error, refetch } = useCurrentLeagues({ enabled: canFetch });
  const [index, setIndex] = useLeagueParam(leagues.length);
  const [sort, setSort] = useTableSort();
  const myTeams = useTeamsByUserId(userId, { enabled: canFetch });
  const league = leagues[index] ?? null;
  useSocketRooms([canFetch && league ? rooms.league(league.id) : null]);

  return (
    <PageFrame title={shellTexts.titles.table}>
      <FilterBar>
        <LeagueButtons
          leagues={leagues}
          selected={league ? index : null}
          onSelect={setIndex}
          isPending={isPending}
          error={error}
          onRetry={() => void refetch()}
        />
        <TableSortFilter sort={sort} onChange={setSort} />
      </FilterBar>
      {error ? null : isPending || !league ? (
        isPending && <LeagueTableSkeleton />
      ) : (
        <>
          <LeagueTable
            leagueId={league.id}
            leagueName={league.name}
            seasonId={league.seasonId}
            sort={sort}
            ownTeamIds={(myTeams.data ?? []).map((team) => team.id)}
            enabled={canFetch}
          />
          <TableLegend />
        </>
      )}
    </PageFrame>
  );
}

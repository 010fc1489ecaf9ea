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
import { useTeamsByUserId } from '../../features/users/api/get-teams-by-user-id';
import { shellTexts } from '../texts';
import { FilterBar } from '../../components/ui/filter-bar';
import { LeaguePicker } from '../../components/ui/league-picker';
import { useLeaguePicker } from '../../components/ui/use-league-picker';

/** /table?league={index}&sort=position — the league table; live in `league:{id}` ('standings'). */
export function TableRoute() {
  const { userId, canFetch } = useSession();
  const leagues = useCurrentLeagues({ enabled: canFetch });
  const { league, pickerProps } = useLeaguePicker(leagues);
  const [sort, setSort] = useTableSort();
  const myTeams = useTeamsByUserId(userId, { enabled: canFetch });
  useSocketRooms([canFetch && league ? rooms.league(league.id) : null]);

  return (
    <PageFrame title={shellTexts.titles.table}>
      <FilterBar>
        <LeaguePicker {...pickerProps} />
        <TableSortFilter sort={sort} onChange={setSort} />
      </FilterBar>
      {leagues.error ? null : leagues.isPending || !league ? (
        leagues.isPending && <LeagueTableSkeleton />
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

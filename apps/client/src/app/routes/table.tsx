import { rooms } from '@liga/contracts';
import { useMemo } from 'react';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { seasonDays } from '../../lib/season-days';
import { useSession } from '../../features/auth/hooks/use-session';
import { PositionChartPanel } from '../../features/archive/components/position-chart-panel';
import { useSeasonLeagues } from '../../features/leagues/hooks/use-season-leagues';
import { LeagueTable } from '../../features/standings/components/league-table';
import { LeagueTableSkeleton } from '../../features/standings/components/league-table-skeleton';
import {
  isDayInRange,
  TableDateControl,
} from '../../features/standings/components/table-date-control';
import { TableLegend } from '../../features/standings/components/table-legend';
import { TableRules } from '../../features/standings/components/table-rules';
import { TableSortFilter } from '../../features/standings/components/table-sort-filter';
import { useAsOfParam } from '../../features/standings/hooks/use-as-of-param';
import { useTableSort } from '../../features/standings/hooks/use-table-sort';
import { useTeamsByUserId } from '../../features/users/api/get-teams-by-user-id';
import { shellTexts } from '../texts';
import { FilterBar } from '../../components/ui/filter-bar';
import { LeaguePicker } from '../../components/ui/league-picker';
import { SeasonNotice, SeasonPicker } from '../../components/ui/season-picker';
import { useLeaguePicker } from '../../components/ui/use-league-picker';
import styles from './table.module.css';

/**
 * /table?season={key}&league={index}&sort=position&asOf={YYYY-MM-DD} — the league table of any
 * season, live or as it stood on a day, with the positions by round beside it; live in
 * `league:{id}` ('standings', 'archive').
 */
export function TableRoute() {
  const { userId, canFetch } = useSession();
  const { season, isPast, unknownSeason, leagues, pickerProps } = useSeasonLeagues({
    enabled: canFetch,
  });
  const { league, pickerProps: leaguePickerProps } = useLeaguePicker(leagues);
  const [sort, setSort] = useTableSort();
  const [asOf, setAsOf] = useAsOfParam();
  const days = season ? seasonDays(season) : null;
  const day = days && isDayInRange(asOf, days.first, days.lastBegun) ? asOf : null;
  const myTeams = useTeamsByUserId(userId, { enabled: canFetch });
  const ownTeamIds = useMemo(() => (myTeams.data ?? []).map((team) => team.id), [myTeams.data]);
  useSocketRooms([canFetch && league ? rooms.league(league.id) : null]);

  return (
    <PageFrame title={shellTexts.titles.table}>
      <FilterBar>
        <div className={styles.pickers}>
          <SeasonPicker {...pickerProps} />
          <TableDateControl
            value={asOf}
            min={days?.first ?? null}
            max={days?.lastBegun ?? null}
            onChange={setAsOf}
          />
        </div>
        <SeasonNotice isPast={isPast} unknownSeason={unknownSeason} />
        <LeaguePicker {...leaguePickerProps} oneRow />
        <TableSortFilter sort={sort} onChange={setSort} />
      </FilterBar>
      {leagues.error ? null : leagues.isPending || !league ? (
        leagues.isPending && <LeagueTableSkeleton />
      ) : (
        <div className={styles.layout}>
          <div className={styles.table}>
            <LeagueTable
              leagueId={league.id}
              leagueName={league.name}
              seasonId={league.seasonId}
              sort={sort}
              asOf={day}
              ownTeamIds={ownTeamIds}
              enabled={canFetch}
            />
            <TableLegend />
            <TableRules leagueId={league.id} enabled={canFetch} />
          </div>
          <PositionChartPanel leagueId={league.id} highlight={ownTeamIds} enabled={canFetch} />
        </div>
      )}
    </PageFrame>
  );
}

import { rooms } from '@liga/contracts';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { FilterBar } from '../../features/teams/components/filter-bar';
import { LeagueButtons } from '../../features/teams/components/league-buttons';
import { TeamSearchList } from '../../features/teams/components/team-search-list';
import { useLeagueParam } from '../../features/teams/hooks/use-league-param';
import { PlayerSearchView } from '../../features/transfers/components/player-search';
import { ViewToggle, type TransfersView } from '../../features/transfers/components/view-toggle';
import { shellTexts } from '../texts';

/** /user/transfers — TRANSFERY: teams of a league, or the player search (?view=players). */
export function TransfersRoute() {
  const { canFetch } = useSession();
  const [params, setParams] = useSearchParams();
  const view: TransfersView = params.get('view') === 'players' ? 'players' : 'teams';

  return (
    <PageFrame
      title={shellTexts.titles.transfers}
      actions={
        <ViewToggle
          view={view}
          onChange={(next) => setParams(next === 'players' ? { view: next } : {})}
        />
      }
    >
      {view === 'teams' ? (
        <TeamsView enabled={canFetch} />
      ) : (
        <PlayerSearchView enabled={canFetch} />
      )}
    </PageFrame>
  );
}

function TeamsView({ enabled }: { enabled: boolean }) {
  const { leagues, isPending, error, refetch } = useCurrentLeagues({ enabled });
  const [index, setIndex] = useLeagueParam(leagues.length);
  const league = leagues[index] ?? null;
  useSocketRooms([league ? rooms.league(league.id) : null]);
  return (
    <>
      <FilterBar>
        <LeagueButtons
          leagues={leagues}
          selected={league ? index : null}
          onSelect={setIndex}
          isPending={isPending}
          error={error}
          onRetry={() => void refetch()}
        />
      </FilterBar>
      {!error && <TeamSearchList leagueId={league?.id ?? null} />}
    </>
  );
}

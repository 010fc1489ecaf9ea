import { rooms } from '@liga/contracts';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { TeamSearchList } from '../../features/teams/components/team-search-list';
import { PlayerSearchView } from '../../features/transfers/components/player-search';
import { ViewToggle, type TransfersView } from '../../features/transfers/components/view-toggle';
import { shellTexts } from '../texts';
import { FilterBar } from '../../components/ui/filter-bar';
import { LeaguePicker } from '../../components/ui/league-picker';
import { useLeaguePicker } from '../../components/ui/use-league-picker';

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
  const leagues = useCurrentLeagues({ enabled });
  const { league, pickerProps } = useLeaguePicker(leagues);
  useSocketRooms([league ? rooms.league(league.id) : null]);
  return (
    <>
      <FilterBar>
        <LeaguePicker {...pickerProps} />
      </FilterBar>
      {!leagues.error && <TeamSearchList leagueId={league?.id ?? null} />}
    </>
  );
}

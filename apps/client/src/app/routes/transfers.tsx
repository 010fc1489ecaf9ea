import { rooms } from '@liga/contracts';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { MyOffers } from '../../features/transfers/components/my-offers';
import { PlayerSearchView } from '../../features/transfers/components/player-search';
import { TransferTeams } from '../../features/transfers/components/transfer-teams';
import { useMyTeam } from '../../features/users/hooks/use-my-team';
import { ViewToggle, type TransfersView } from '../../features/transfers/components/view-toggle';
import { shellTexts } from '../texts';
import { FilterBar } from '../../components/ui/filter-bar';
import { LeaguePicker } from '../../components/ui/league-picker';
import { useLeaguePicker } from '../../components/ui/use-league-picker';

/**
 * /user/transfers — TRANSFERY: teams of a league (those looking for players first), or the
 * players (?view=players; free agents marked); offers to the player on top; a captain offers
 * free agents a place and marks the team 'szukamy zawodników'. Live: 'offers' in the user's and
 * the team's rooms.
 */
export function TransfersRoute() {
  const { userId, canFetch } = useSession();
  const myTeam = useMyTeam(userId, { enabled: canFetch });
  const captainTeamId = myTeam.captainedTeamId;
  useSocketRooms([canFetch && captainTeamId ? rooms.team(captainTeamId) : null]);
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
      <MyOffers enabled={canFetch} />
      {view === 'teams' ? (
        <TeamsView enabled={canFetch} captainTeamId={captainTeamId} />
      ) : (
        <PlayerSearchView enabled={canFetch} captainTeamId={captainTeamId} />
      )}
    </PageFrame>
  );
}

function TeamsView({ enabled, captainTeamId }: { enabled: boolean; captainTeamId: string | null }) {
  const leagues = useCurrentLeagues({ enabled });
  const { league, pickerProps } = useLeaguePicker(leagues);
  useSocketRooms([league ? rooms.league(league.id) : null]);
  return (
    <>
      <FilterBar>
        <LeaguePicker {...pickerProps} />
      </FilterBar>
      {!leagues.error && (
        <TransferTeams
          leagueId={league?.id ?? null}
          captainTeamId={captainTeamId}
          enabled={enabled}
        />
      )}
    </>
  );
}

import { rooms } from '@liga/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { TeamCards, TeamCardsSkeleton } from '../../features/teams/components/team-cards';
import { shellTexts } from '../texts';
import { FilterBar } from '../../components/ui/filter-bar';
import { LeaguePicker } from '../../components/ui/league-picker';
import { useLeaguePicker } from '../../components/ui/use-league-picker';

/** /teams?league={index} — ZESPOŁY: the team cards of the chosen league. */
export function TeamsRoute() {
  const { canFetch } = useSession();
  const leagues = useCurrentLeagues({ enabled: canFetch });
  const { league, pickerProps } = useLeaguePicker(leagues);
  useSocketRooms([league ? rooms.league(league.id) : null]);

  return (
    <PageFrame title={shellTexts.titles.teams}>
      <FilterBar>
        <LeaguePicker {...pickerProps} />
      </FilterBar>
      {leagues.error ? null : leagues.isPending ? (
        <TeamCardsSkeleton />
      ) : (
        league && <TeamCards leagueId={league.id} enabled={canFetch} />
      )}
    </PageFrame>
  );
}

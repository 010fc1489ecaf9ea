import { rooms } from '@liga/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { FilterBar } from '../../features/teams/components/filter-bar';
import { LeagueButtons } from '../../features/teams/components/league-buttons';
import { TeamCards, TeamCardsSkeleton } from '../../features/teams/components/team-cards';
import { useLeagueParam } from '../../features/teams/hooks/use-league-param';
import { shellTexts } from '../texts';

/** /teams?league={index} — ZESPOŁY: the team cards of the chosen league. */
export function TeamsRoute() {
  const { canFetch } = useSession();
  const { leagues, isPending, error, refetch } = useCurrentLeagues({ enabled: canFetch });
  const [index, setIndex] = useLeagueParam(leagues.length);
  const league = leagues[index] ?? null;
  useSocketRooms([league ? rooms.league(league.id) : null]);

  return (
    <PageFrame title={shellTexts.titles.teams}>
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
      {error ? null : isPending ? (
        <TeamCardsSkeleton />
      ) : (
        league && <TeamCards leagueId={league.id} enabled={canFetch} />
      )}
    </PageFrame>
  );
}

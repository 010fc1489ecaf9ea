import { rooms } from '@liga/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSeasonLeagues } from '../../features/leagues/hooks/use-season-leagues';
import { TeamCards, TeamCardsSkeleton } from '../../features/teams/components/team-cards';
import { shellTexts } from '../texts';
import { FilterBar } from '../../components/ui/filter-bar';
import { LeaguePicker } from '../../components/ui/league-picker';
import { SeasonNotice, SeasonPicker } from '../../components/ui/season-picker';
import { useLeaguePicker } from '../../components/ui/use-league-picker';

/** /teams?season={key}&league={index} — ZESPOŁY: the team cards of any season's league. */
export function TeamsRoute() {
  const { canFetch } = useSession();
  const { isPast, unknownSeason, leagues, pickerProps } = useSeasonLeagues({ enabled: canFetch });
  const { league, pickerProps: leaguePickerProps } = useLeaguePicker(leagues);
  useSocketRooms([league ? rooms.league(league.id) : null]);

  return (
    <PageFrame title={shellTexts.titles.teams}>
      <FilterBar>
        <SeasonPicker {...pickerProps} />
        <SeasonNotice isPast={isPast} unknownSeason={unknownSeason} />
        <LeaguePicker {...leaguePickerProps} />
      </FilterBar>
      {leagues.error ? null : leagues.isPending ? (
        <TeamCardsSkeleton />
      ) : (
        league && <TeamCards leagueId={league.id} enabled={canFetch} />
      )}
    </PageFrame>
  );
}

import { PageFrame } from '../../components/layouts/page-frame';
import { useSession } from '../../features/auth/hooks/use-session';
import { CupPage } from '../../features/cup/components/cup-page';
import { useCurrentSeason } from '../../features/leagues/api/get-current-season';
import { useTeamsByUserId } from '../../features/users/api/get-teams-by-user-id';
import { useMyTeam } from '../../features/users/hooks/use-my-team';
import { shellTexts } from '../texts';

/** /cup — PUCHAR: the season's cups, the bracket live for everyone watching (season room). */
export function CupRoute() {
  const { userId, canFetch } = useSession();
  const season = useCurrentSeason({ enabled: canFetch });
  const teams = useTeamsByUserId(userId, { enabled: canFetch });
  const mine = useMyTeam(userId, { enabled: canFetch });
  return (
    <PageFrame title={shellTexts.titles.cup}>
      <CupPage
        seasonId={season.data?.id ?? null}
        myTeamId={mine.captainedTeamId ?? teams.data?.[0]?.id ?? null}
        captainedTeamId={mine.captainedTeamId}
        enabled={canFetch}
      />
    </PageFrame>
  );
}

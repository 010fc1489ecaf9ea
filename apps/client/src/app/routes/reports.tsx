import { rooms } from '@liga/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { CaptainGate } from '../../features/challenges/components/captain-gate';
import { FiledReport } from '../../features/match-centre/components/filed-report';
import { ReportsScreen } from '../../features/reports/components/reports-screen';
import { paths } from '../../config/paths';
import { useMyTeam } from '../../features/users/hooks/use-my-team';
import { shellTexts } from '../texts';

/** /user/reports (captain) — RAPORTY; live in `team:{id}` ('matches' and 'reports'). */
export function ReportsRoute() {
  const { userId, canFetch } = useSession();
  const myTeam = useMyTeam(userId, { enabled: canFetch });
  const teamId = myTeam.captainedTeamId;
  useSocketRooms([canFetch && teamId ? rooms.team(teamId) : null]);

  return (
    <PageFrame title={shellTexts.titles.reports}>
      <CaptainGate isPending={!canFetch || myTeam.isPending} isCaptain={teamId !== null}>
        {teamId && (
          <ReportsScreen
            teamId={teamId}
            enabled={canFetch}
            renderReport={(matchId) => <FiledReport matchId={matchId} />}
            matchHref={paths.match}
          />
        )}
      </CaptainGate>
    </PageFrame>
  );
}

import { rooms } from '@liga/contracts';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { CaptainGate } from '../../features/challenges/components/captain-gate';
import { ChallengeHistory } from '../../features/challenges/components/challenge-history';
import { ChallengeLists } from '../../features/challenges/components/challenge-lists';
import type { ChallengeDirection } from '../../features/challenges/components/challenge-toggle';
import { useMyTeam } from '../../features/users/hooks/use-my-team';
import { shellTexts } from '../texts';

/** /user/challenges (captain) — WYZWANIA; live in the room team:{id} (topic 'challenges'). */
export function ChallengesRoute() {
  const { userId, canFetch } = useSession();
  const myTeam = useMyTeam(userId, { enabled: canFetch });
  const teamId = myTeam.captainedTeamId;
  const [params, setParams] = useSearchParams();
  const view: ChallengeDirection = params.get('view') === 'outgoing' ? 'outgoing' : 'incoming';
  useSocketRooms([canFetch && teamId ? rooms.team(teamId) : null]);

  return (
    <PageFrame title={shellTexts.titles.challenges}>
      <CaptainGate isPending={!canFetch || myTeam.isPending} isCaptain={teamId !== null}>
        {teamId && (
          <>
            <ChallengeLists
              teamId={teamId}
              view={view}
              onViewChange={(next) =>
                setParams(next === 'outgoing' ? { view: next } : {}, { replace: true })
              }
              enabled={canFetch}
            />
            <ChallengeHistory teamId={teamId} enabled={canFetch} />
          </>
        )}
      </CaptainGate>
    </PageFrame>
  );
}

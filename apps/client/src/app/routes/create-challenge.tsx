import { PageFrame } from '../../components/layouts/page-frame';
import { ErrorMessage } from '../../components/ui/error-message';
import { useSession } from '../../features/auth/hooks/use-session';
import {
  CaptainGate,
  ChallengeFormSkeleton,
} from '../../features/challenges/components/captain-gate';
import { CreateChallengeForm } from '../../features/challenges/components/create-challenge-form';
import { challengesTexts } from '../../features/challenges/texts';
import { useCurrentSeason } from '../../features/leagues/api/get-current-season';
import { PitchPicker } from '../../features/pitches/components/pitch-picker';
import { useMyTeam } from '../../features/users/hooks/use-my-team';
import { shellTexts } from '../texts';

/** /user/create-challenge (captain): opponent, meeting time, length and pitch on the map. */
export function CreateChallengeRoute() {
  const { userId, canFetch } = useSession();
  const myTeam = useMyTeam(userId, { enabled: canFetch });
  const season = useCurrentSeason({ enabled: canFetch });

  return (
    <PageFrame title={shellTexts.titles.createChallenge}>
      <CaptainGate
        isPending={!canFetch || myTeam.isPending}
        isCaptain={myTeam.isCaptain}
        skeleton={<ChallengeFormSkeleton />}
      >
        {season.isError ? (
          <ErrorMessage
            title={challengesTexts.create.seasonFailed}
            error={season.error}
            onRetry={() => void season.refetch()}
          />
        ) : season.isPending ? (
          <ChallengeFormSkeleton />
        ) : (
          <CreateChallengeForm
            seasonId={season.data.id}
            season={season.data}
            enabled={canFetch}
            renderPitchPicker={(slot) => <PitchPicker {...slot} enabled={canFetch} />}
          />
        )}
      </CaptainGate>
    </PageFrame>
  );
}

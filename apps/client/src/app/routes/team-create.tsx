import { useState } from 'react';
import { ONBOARDING_STAGE } from '../../components/layouts/onboarding-stages';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { useSession } from '../../features/auth/hooks/use-session';
import { CreateTeamForm } from '../../features/teams/components/create-team-form';
import { WizardFrame } from '../../features/teams/components/wizard-frame';
import { teamsTexts } from '../../features/teams/texts';

/**
 * /team/create — stage 3 for a captain: the new team's photo, names and league; once it is
 * created (the league office verifies it) stage 4 lights until the team's page opens.
 */
export function TeamCreateRoute() {
  const { canFetch } = useSession();
  const { leagues, isPending, error, refetch } = useCurrentLeagues({ enabled: canFetch });
  const [created, setCreated] = useState(false);
  return (
    <WizardFrame
      title={teamsTexts.create.title}
      lead={teamsTexts.create.lead}
      stage={created ? ONBOARDING_STAGE.approval : ONBOARDING_STAGE.team}
    >
      <CreateTeamForm
        leagues={leagues}
        leaguesPending={isPending}
        leaguesError={error}
        onRetryLeagues={() => void refetch()}
        onCreated={() => setCreated(true)}
      />
    </WizardFrame>
  );
}

import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { useSession } from '../../features/auth/hooks/use-session';
import { CreateTeamForm } from '../../features/teams/components/create-team-form';
import { WizardFrame } from '../../features/teams/components/wizard-frame';
import { teamsTexts } from '../../features/teams/texts';

/** /team/create — step 3 for a captain: the new team's photo, names and league. */
export function TeamCreateRoute() {
  const { canFetch } = useSession();
  const { leagues, isPending, error, refetch } = useCurrentLeagues({ enabled: canFetch });
  return (
    <WizardFrame title={teamsTexts.create.title} lead={teamsTexts.create.lead}>
      <CreateTeamForm
        leagues={leagues}
        leaguesPending={isPending}
        leaguesError={error}
        onRetryLeagues={() => void refetch()}
      />
    </WizardFrame>
  );
}

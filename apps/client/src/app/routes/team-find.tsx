import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { lobbyStage, ONBOARDING_STAGE } from '../../components/layouts/onboarding-stages';
import { ErrorMessage } from '../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast-store';
import { paths } from '../../config/paths';
import { useMyApplications } from '../../features/applications/api/get-applications-for-user';
import { useSendApplication } from '../../features/applications/api/send-application';
import { PendingApplication } from '../../features/applications/components/pending-application';
import { showActionError } from '../../features/applications/lib/action-error';
import { applicationsTexts } from '../../features/applications/texts';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { LeaguePicker } from '../../components/ui/league-picker';
import { RoleChoice } from '../../features/teams/components/role-choice';
import { TeamPicker } from '../../features/teams/components/team-picker';
import { WizardFrame, WizardNav } from '../../features/teams/components/wizard-frame';
import { teamsTexts } from '../../features/teams/texts';
import { runMutation } from '../../lib/run-mutation';

const REDIRECT_MS = 2000;
const JOIN_STEP = 'join';

/** /team/find — the lobby: Kapitan or Zawodnik; only a notice while an application waits. */
export function TeamFindRoute() {
  const { userId, canFetch } = useSession();
  const mine = useMyApplications(userId, { enabled: canFetch });
  const [params, setParams] = useSearchParams();
  const [sent, setSent] = useState(false);
  const isJoinStep = params.get('step') === JOIN_STEP;

  const stage = lobbyStage({
    applicationPending: (mine.data?.length ?? 0) > 0 && !sent,
    joining: isJoinStep,
  });

  if (mine.isError) {
    return (
      <WizardFrame title={teamsTexts.lobby.title} stage={stage}>
        <ErrorMessage
          title={applicationsTexts.checkFailed}
          error={mine.error}
          onRetry={() => void mine.refetch()}
        />
      </WizardFrame>
    );
  }
  if (mine.isPending) {
    return (
      <WizardFrame title={teamsTexts.lobby.title} stage={stage}>
        <SkeletonGroup>
          <Skeleton height={220} radius="24px" />
        </SkeletonGroup>
      </WizardFrame>
    );
  }
  if (mine.data.length > 0 && !sent) {
    return (
      <WizardFrame title={teamsTexts.lobby.title} stage={stage}>
        <PendingApplication applications={mine.data} />
      </WizardFrame>
    );
  }
  if (isJoinStep && userId) {
    return <JoinStep userId={userId} onBack={() => setParams({})} onSent={setSent} />;
  }
  return (
    <WizardFrame title={teamsTexts.lobby.title} lead={teamsTexts.lobby.lead} stage={stage}>
      <RoleChoice onPlayer={() => setParams({ step: JOIN_STEP })} />
    </WizardFrame>
  );
}

interface JoinStepProps {
  userId: string;
  onBack: () => void;
  /** Keeps the join step on screen while the new application makes the lobby's notice due. */
  onSent: (sent: boolean) => void;
}

/**
 * Stage 3 for a player: league buttons, the league's teams, 'Cofnij' and 'Przejdź dalej'; once
 * the application is sent (the captain accepts it) stage 4 lights until the news page opens.
 */
function JoinStep({ userId, onBack, onSent }: JoinStepProps) {
  const navigate = useNavigate();
  const { canFetch } = useSession();
  const { leagues, isPending, error, refetch } = useCurrentLeagues({ enabled: canFetch });
  const [leagueIndex, setLeagueIndex] = useState(0);
  const [teamId, setTeamId] = useState<string | null>(null);
  const send = useSendApplication();
  const [done, setDone] = useState(false);
  const league = leagues[leagueIndex] ?? null;

  const next = () => {
    if (!teamId) {
      toast.info(teamsTexts.join.chooseTeam);
      return;
    }
    onSent(true);
    runMutation(
      send.mutateAsync,
      { teamId, userId },
      {
        onSuccess: () => {
          setDone(true);
          toast.success(applicationsTexts.joinSent, REDIRECT_MS);
          window.setTimeout(() => navigate(paths.news), REDIRECT_MS);
        },
        onError: (failure) => {
          onSent(false);
          showActionError(failure, REDIRECT_MS);
        },
      },
    );
  };

  const busy = send.isPending || done;
  return (
    <WizardFrame
      title={teamsTexts.join.title}
      lead={teamsTexts.join.lead}
      stage={done ? ONBOARDING_STAGE.approval : ONBOARDING_STAGE.team}
    >
      <LeaguePicker
        leagues={leagues}
        selected={league ? leagueIndex : null}
        onSelect={(index) => {
          setLeagueIndex(index);
          setTeamId(null);
        }}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
      />
      {!error && (
        <TeamPicker
          leagueId={league?.id ?? null}
          selected={teamId}
          onSelect={setTeamId}
          disabled={busy}
        />
      )}
      <WizardNav>
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={busy}>
          {teamsTexts.wizard.back}
        </button>
        <button type="button" className="btn btn-primary btn-lg" onClick={next} disabled={busy}>
          {teamsTexts.wizard.next}
        </button>
      </WizardNav>
    </WizardFrame>
  );
}

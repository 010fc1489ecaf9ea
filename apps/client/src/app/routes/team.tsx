import { rooms, type TeamDto } from '@liga/contracts';
import { useState } from 'react';
import { useCurrentSeason } from '../../features/leagues/api/get-current-season';
import { NextMatchCard } from '../../features/match-centre/components/next-match-card';
import { TeamSeasonMatches } from '../../features/match-centre/components/team-season-matches';
import { matchCentreTexts } from '../../features/match-centre/texts';
import { useParams } from 'react-router-dom';
import { Dialog } from '../../components/ui/dialog';
import { ErrorMessage } from '../../components/ui/error-message';
import { ApiRequestError } from '../../lib/api-client';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useTeamApplications } from '../../features/applications/api/get-applications-for-captain';
import { ApplicationsList } from '../../features/applications/components/applications-list';
import { ApplyButton } from '../../features/applications/components/apply-button';
import { applicationsTexts } from '../../features/applications/texts';
import { useSession } from '../../features/auth/hooks/use-session';
import { useTeam } from '../../features/teams/api/get-team-by-id';
import {
  ChangeTeamImageButton,
  LeaveTeamButton,
  ManageTeamButton,
} from '../../features/teams/components/team-member-actions';
import {
  TeamProfile,
  TeamProfileMessage,
  TeamProfileSkeleton,
} from '../../features/teams/components/team-profile';
import { membershipOf } from '../../features/teams/lib/members';
import { teamsTexts } from '../../features/teams/texts';

/** /team/:teamId — the team profile; live in the room team:{id}. */
export function TeamRoute() {
  const { teamId = '' } = useParams();
  const { userId, canFetch } = useSession();
  useSocketRooms([canFetch && teamId ? rooms.team(teamId) : null]);
  const team = useTeam(teamId, { enabled: canFetch });
  const season = useCurrentSeason({ enabled: canFetch });
  const [now] = useState(() => new Date());

  if (team.isError) {
    const notFound = team.error instanceof ApiRequestError && team.error.status === 404;
    return (
      <TeamProfileMessage>
        <ErrorMessage
          title={notFound ? teamsTexts.team.notFound : teamsTexts.team.loadFailed}
          error={notFound ? undefined : team.error}
          onRetry={notFound ? undefined : () => void team.refetch()}
        />
      </TeamProfileMessage>
    );
  }
  if (team.isPending) return <TeamProfileSkeleton />;
  return (
    <TeamProfile
      team={team.data}
      actions={userId ? <TeamActions team={team.data} userId={userId} /> : null}
      nextMatch={<NextMatchCard teamId={team.data.id} enabled={canFetch} />}
      matches={
        season.data ? (
          <section aria-labelledby="team-season-title">
            <h2 id="team-season-title">{matchCentreTexts.team.season}</h2>
            <TeamSeasonMatches teamId={team.data.id} season={season.data} now={now} />
          </section>
        ) : undefined
      }
    />
  );
}

/** The viewer's buttons: captain, member or non-member (spec: Team profile). */
function TeamActions({ team, userId }: { team: TeamDto; userId: string }) {
  const membership = membershipOf(team, userId);
  if (membership === 'none') return <ApplyButton teamId={team.id} userId={userId} />;
  if (membership === 'member') return <LeaveTeamButton team={team} userId={userId} />;
  return (
    <>
      <ManageTeamButton team={team} captainId={userId} />
      <ApplicationsButton teamId={team.id} captainId={userId} />
      <ChangeTeamImageButton teamId={team.id} />
      <LeaveTeamButton team={team} userId={userId} />
    </>
  );
}

/** 'Zgłoszenia (n)': the count updates live when an application arrives. */
function ApplicationsButton({ teamId, captainId }: { teamId: string; captainId: string }) {
  const [open, setOpen] = useState(false);
  const applications = useTeamApplications(captainId, teamId);
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {applicationsTexts.button(applications.data?.length ?? 0)}
      </button>
      <Dialog
        open={open}
        title={applicationsTexts.title}
        onClose={() => setOpen(false)}
        closeLabel={teamsTexts.modal.close}
        size="wide"
        closeOnBackdrop
      >
        <ApplicationsList
          applications={applications.data}
          isPending={applications.isPending}
          error={applications.error}
          onRetry={() => void applications.refetch()}
        />
      </Dialog>
    </>
  );
}

import type { TeamInvitationDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/team-invitation/get-team-invitation-for-capitan?CapitanId: applications to my team. */
export function getApplicationsForCaptain(captainId: string): Promise<TeamInvitationDto[]> {
  return api
    .get<TeamInvitationDto[] | null>('/api/team-invitation/get-team-invitation-for-capitan', {
      CapitanId: captainId,
    })
    .then((list) => list ?? []);
}

export const applicationsForCaptainQuery = (captainId: string) =>
  queryOptions({
    queryKey: ['applications', 'for-captain', captainId],
    queryFn: () => getApplicationsForCaptain(captainId),
  });

/** The applications to one team of the captain (live: the 'applications' topic refetches it). */
export function useTeamApplications(
  captainId: string | null,
  teamId: string,
  { enabled = true } = {},
) {
  return useQuery({
    ...applicationsForCaptainQuery(captainId ?? ''),
    enabled: enabled && captainId !== null,
    select: (list) => list.filter((application) => application.team?.id === teamId),
  });
}

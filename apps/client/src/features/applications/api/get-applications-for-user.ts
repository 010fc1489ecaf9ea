import type { TeamInvitationDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/team-invitation/get-team-invitation-for-user?UserId: the user's pending applications. */
export function getApplicationsForUser(userId: string): Promise<TeamInvitationDto[]> {
  return api
    .get<TeamInvitationDto[] | null>('/api/team-invitation/get-team-invitation-for-user', {
      UserId: userId,
    })
    .then((list) => list ?? []);
}

export const applicationsForUserQuery = (userId: string) =>
  queryOptions({
    queryKey: ['applications', 'for-user', userId],
    queryFn: () => getApplicationsForUser(userId),
  });

export function useMyApplications(userId: string | null, { enabled = true } = {}) {
  return useQuery({
    ...applicationsForUserQuery(userId ?? ''),
    enabled: enabled && userId !== null,
  });
}

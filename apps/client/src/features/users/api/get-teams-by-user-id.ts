import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserTeamDto } from '../types';

/** GET /api/user/get-teams-by-user-id?UserId=…: the user's teams with their members. */
export function getTeamsByUserId(userId: string): Promise<UserTeamDto[]> {
  return api
    .get<UserTeamDto[] | null>('/api/user/get-teams-by-user-id', { UserId: userId })
    .then((teams) => teams ?? []);
}

export const teamsByUserIdQuery = (userId: string) =>
  queryOptions({
    queryKey: ['teams', 'by-user', userId],
    queryFn: () => getTeamsByUserId(userId),
  });

export function useTeamsByUserId(userId: string | null, { enabled = true } = {}) {
  return useQuery({ ...teamsByUserIdQuery(userId ?? ''), enabled: enabled && userId !== null });
}

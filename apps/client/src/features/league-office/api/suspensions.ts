import type { SuspendPlayerInput, SuspensionDto, TeamDto } from '@liga/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/team/suspend {teamId, userId, matches | until, reason}. */
export function suspendPlayer(input: SuspendPlayerInput): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/admin/team/suspend', input);
}

export function useSuspendPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendPlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teams'] }),
  });
}

/**
 * GET /api/suspension/get-suspensions?TeamId=|UserId=: under the 'teams' topic (the team's
 * room hears of a new suspension) and 'users' (the player's own room).
 */
export function useSuspensions(of: { teamId: string } | { userId: string }, enabled = true) {
  const query = 'teamId' in of ? { TeamId: of.teamId } : { UserId: of.userId };
  return useQuery({
    queryKey: ['teams', 'suspensions', query],
    queryFn: () => api.get<SuspensionDto[]>('/api/suspension/get-suspensions', query),
    meta: { liveTopics: ['users'] },
    enabled,
  });
}

/** GET /api/team/get-team-by-id: the roster the admin picks the suspended player from. */
export function useOfficeTeam(teamId: string | null) {
  return useQuery({
    queryKey: ['teams', 'by-id', teamId ?? ''],
    queryFn: () => api.get<TeamDto>('/api/team/get-team-by-id', { TeamId: teamId ?? '' }),
    enabled: teamId !== null && teamId !== '',
  });
}

import type { WithdrawTeamDto, WithdrawTeamRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/team/withdraw {teamId, leagueId, mode, reason}. */
export function withdrawTeam(input: WithdrawTeamRequest): Promise<WithdrawTeamDto> {
  return api.post<WithdrawTeamDto>('/api/admin/team/withdraw', input);
}

/** The table, the league's teams and every match list change: they refetch. */
export function useWithdrawTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawTeam,
    onSuccess: () =>
      Promise.all(
        ['standings', 'leagues', 'teams', 'matches'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}

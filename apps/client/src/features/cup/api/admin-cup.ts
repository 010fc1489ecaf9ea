import type { CreateCupInput, LeagueTeamsDto, TieOutcome } from '@liga/contracts';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface CupCommandAnswer {
  id: string;
  message: string;
}

/** The admin's calls on a cup (`/api/admin/cup…`), one mutation with the action named. */
export type AdminCupAction =
  | { kind: 'create'; input: CreateCupInput }
  | { kind: 'open' | 'close' | 'draw'; cupId: string }
  | { kind: 'cancel'; cupId: string; reason: string }
  | { kind: 'addTeam' | 'removeTeam'; cupId: string; teamId: string; reason: string }
  | { kind: 'decide'; cupId: string; tieId: string; outcome: TieOutcome; reason: string };

export function runAdminCupAction(action: AdminCupAction): Promise<CupCommandAnswer> {
  if (action.kind === 'create') return api.post<CupCommandAnswer>('/api/admin/cup', action.input);
  const base = `/api/admin/cup/${encodeURIComponent(action.cupId)}`;
  switch (action.kind) {
    case 'open':
    case 'close':
    case 'draw':
      return api.post<CupCommandAnswer>(`${base}/${action.kind}`, {});
    case 'cancel':
      return api.post<CupCommandAnswer>(`${base}/cancel`, { reason: action.reason });
    case 'addTeam':
    case 'removeTeam':
      return api.post<CupCommandAnswer>(
        `${base}/team${action.kind === 'removeTeam' ? '/remove' : ''}`,
        {
          teamId: action.teamId,
          reason: action.reason,
        },
      );
    case 'decide':
      return api.post<CupCommandAnswer>(`${base}/tie/${encodeURIComponent(action.tieId)}/decide`, {
        outcome: action.outcome,
        reason: action.reason,
      });
  }
}

export function useAdminCupAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAdminCupAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cups'] }),
  });
}

/** GET /api/league/get-league-team-by-id for each allowed league: the teams an admin may add. */
export function useTeamsOfLeagues(leagueIds: readonly string[]) {
  return useQueries({
    queries: leagueIds.map((leagueId) => ({
      queryKey: ['teams', 'league', leagueId],
      queryFn: () =>
        api.get<LeagueTeamsDto>('/api/league/get-league-team-by-id', { LeagueId: leagueId }),
    })),
    combine: (results) => results.flatMap((r) => r.data?.teams ?? []),
  });
}

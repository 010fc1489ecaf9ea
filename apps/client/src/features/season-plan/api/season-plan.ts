import type {
  AddPlannedLeagueRequest,
  ClosePlannedLeagueRequest,
  ConfirmSeasonPlanRequest,
  MoveTeamInPlanRequest,
  RenamePlannedLeagueRequest,
  SeasonPlanDto,
  SetPromotionNumbersRequest,
} from '@liga/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/season-plan (no id: the next season). */
export const seasonPlanQuery = (seasonId: string | null) =>
  queryOptions({
    queryKey: ['season-plan', seasonId ?? 'next'],
    queryFn: () =>
      api.get<SeasonPlanDto>(
        '/api/admin/season-plan',
        seasonId ? { SeasonId: seasonId } : undefined,
      ),
    // the proposal follows the tables and the teams live
    meta: { liveTopics: ['standings', 'teams', 'leagues', 'seasons'] },
  });

export function useSeasonPlan(seasonId: string | null, { enabled = true } = {}) {
  return useQuery({ ...seasonPlanQuery(seasonId), enabled });
}

/** The admin's calls on a season's plan, one mutation with the action named. */
export type SeasonPlanAction =
  | { kind: 'add'; input: AddPlannedLeagueRequest }
  | { kind: 'rename'; input: RenamePlannedLeagueRequest }
  | { kind: 'close'; input: ClosePlannedLeagueRequest }
  | { kind: 'numbers'; input: SetPromotionNumbersRequest }
  | { kind: 'move'; input: MoveTeamInPlanRequest }
  | { kind: 'confirm'; input: ConfirmSeasonPlanRequest };

const BASE = '/api/admin/season-plan';

export function runSeasonPlanAction(action: SeasonPlanAction): Promise<unknown> {
  switch (action.kind) {
    case 'add':
      return api.post(`${BASE}/league`, action.input);
    case 'rename':
      return api.put(`${BASE}/league`, action.input);
    case 'close':
      return api.post(`${BASE}/league/close`, action.input);
    case 'numbers':
      return api.put(`${BASE}/numbers`, action.input);
    case 'move':
      return api.post(`${BASE}/move`, action.input);
    case 'confirm':
      return api.post<{ moved: number }>(`${BASE}/confirm`, action.input);
  }
}

export function useSeasonPlanAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSeasonPlanAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['season-plan'] }),
  });
}

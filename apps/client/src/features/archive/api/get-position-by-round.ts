import type { PositionByRoundDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/league/get-position-by-round?LeagueId[&TeamId]: places after every round. */
export function getPositionByRound(leagueId: string, teamId: string | null) {
  return api.get<PositionByRoundDto>('/api/league/get-position-by-round', {
    LeagueId: leagueId,
    TeamId: teamId ?? undefined,
  });
}

/** Under the 'archive' topic: a push in `league:{id}` refetches it. */
export const positionByRoundQuery = (leagueId: string, teamId: string | null) =>
  queryOptions({
    queryKey: ['archive', 'positions', leagueId, teamId ?? 'all'],
    queryFn: () => getPositionByRound(leagueId, teamId),
  });

export function usePositionByRound(
  leagueId: string | null,
  teamId: string | null,
  { enabled = true } = {},
) {
  return useQuery({
    ...positionByRoundQuery(leagueId ?? '', teamId),
    enabled: enabled && leagueId !== null,
  });
}

import type { LeagueRulesDto } from '@liga/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/league/get-league-rules?LeagueId: the tie-break order, promotion and relegation. */
export function getLeagueRules(leagueId: string) {
  return api.get<LeagueRulesDto>('/api/league/get-league-rules', { LeagueId: leagueId });
}

/** Key under the 'standings' topic: the admin's change pushes it in `league:{id}`. */
export function useLeagueRules(leagueId: string | null, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['standings', 'rules', leagueId ?? ''],
    queryFn: () => getLeagueRules(leagueId ?? ''),
    enabled: enabled && leagueId !== null,
  });
}

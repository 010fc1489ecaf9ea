import type { LeagueRulesDto } from '@liga/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/league/get-league-rules?LeagueId (the office's editor starts from it). */
export function useOfficeLeagueRules(leagueId: string | null) {
  return useQuery({
    queryKey: ['standings', 'rules', leagueId ?? ''],
    queryFn: () =>
      api.get<LeagueRulesDto>('/api/league/get-league-rules', { LeagueId: leagueId ?? '' }),
    enabled: leagueId !== null,
  });
}

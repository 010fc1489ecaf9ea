import type { MatchDetailDto } from '@liga/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Who said 'Będę' for the match, per team (from GET /api/match/get-match-by-id). */
export async function getComing(matchId: string): Promise<Record<string, string[]>> {
  const match = await api.get<MatchDetailDto>('/api/match/get-match-by-id', { MatchId: matchId });
  const coming: Record<string, string[]> = {};
  for (const team of match.availability.teams) {
    coming[team.teamId] = (team.players ?? [])
      .filter((p) => p.answer === 'yes')
      .map((p) => p.userId);
  }
  return coming;
}

/** The report dialog pre-ticks attendance with it; a failure only means no pre-ticks. */
export function useComing(matchId: string) {
  return useQuery({
    queryKey: ['availability', 'coming', matchId],
    queryFn: () => getComing(matchId),
    retry: false,
  });
}

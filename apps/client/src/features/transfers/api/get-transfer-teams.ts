import type { TransferTeamDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/transfers/teams?LeagueId=: recruiting teams first, with their league position. */
export function getTransferTeams(leagueId: string | null): Promise<TransferTeamDto[]> {
  return api
    .get<TransferTeamDto[] | null>('/api/transfers/teams', { LeagueId: leagueId ?? undefined })
    .then((rows) => rows ?? []);
}

export const transferTeamsQuery = (leagueId: string | null) =>
  queryOptions({
    queryKey: ['offers', 'teams', leagueId],
    queryFn: () => getTransferTeams(leagueId),
    meta: { liveTopics: ['teams', 'standings'] },
  });

export function useTransferTeams(leagueId: string | null, { enabled = true } = {}) {
  return useQuery({ ...transferTeamsQuery(leagueId), enabled: enabled && leagueId !== null });
}

import type { MatchReportSummaryDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/match-report/get-match-reports-to-accept?TeamId: reports the captain must decide. */
export function getReportsToAccept(teamId: string): Promise<MatchReportSummaryDto[]> {
  return api
    .get<MatchReportSummaryDto[] | null>('/api/match-report/get-match-reports-to-accept', {
      TeamId: teamId,
    })
    .then((rows) => rows ?? []);
}

/** Under the 'reports' topic: a push in `team:{id}` refetches it. */
export const reportsToAcceptQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['reports', 'to-accept', teamId],
    queryFn: () => getReportsToAccept(teamId),
  });

export function useReportsToAccept(teamId: string | null, { enabled = true } = {}) {
  return useQuery({ ...reportsToAcceptQuery(teamId ?? ''), enabled: enabled && teamId !== null });
}

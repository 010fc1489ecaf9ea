import type { MatchReportDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/match-report/get-match-report?MatchReportId: a report in full (goals, MVP, keepers). */
export function getReport(reportId: string): Promise<MatchReportDto> {
  return api.get<MatchReportDto>('/api/match-report/get-match-report', {
    MatchReportId: reportId,
  });
}

export const reportQuery = (reportId: string) =>
  queryOptions({
    queryKey: ['reports', 'detail', reportId],
    queryFn: () => getReport(reportId),
  });

export function useReport(reportId: string, { enabled = true } = {}) {
  return useQuery({ ...reportQuery(reportId), enabled });
}

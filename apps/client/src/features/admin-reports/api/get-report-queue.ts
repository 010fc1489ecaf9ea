import type { ReportQueueDto, ReportQueueStatus } from '@liga/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rangeBounds } from '../lib/range';

export interface ReportQueueParams {
  status: ReportQueueStatus;
  leagueId: string | null;
  teamId: string | null;
  from: string | null;
  to: string | null;
  page: number;
  pageSize: number;
}

/**
 * GET /api/match-report/get-report-queue?Status&LeagueId&TeamId&StartDate&EndDate&page&pageSize:
 * one tab of the admin's queue with every tab's count (days sent as Warsaw bounds).
 */
export function getReportQueue(p: ReportQueueParams): Promise<ReportQueueDto> {
  const bounds = rangeBounds(p.from ?? '', p.to ?? '');
  return api.get<ReportQueueDto>('/api/match-report/get-report-queue', {
    Status: p.status,
    LeagueId: p.leagueId ?? undefined,
    TeamId: p.teamId ?? undefined,
    StartDate: p.from ? bounds.StartDate : undefined,
    EndDate: p.to ? bounds.EndDate : undefined,
    page: p.page,
    pageSize: p.pageSize,
  });
}

/** Under the 'reports' topic: a push in the `admin` room refetches it (live queue). */
export const reportQueueQuery = (p: ReportQueueParams) =>
  queryOptions({
    queryKey: ['reports', 'admin', 'queue', p],
    queryFn: () => getReportQueue(p),
    placeholderData: keepPreviousData,
  });

export function useReportQueue(p: ReportQueueParams, { enabled = true } = {}) {
  return useQuery({ ...reportQueueQuery(p), enabled });
}

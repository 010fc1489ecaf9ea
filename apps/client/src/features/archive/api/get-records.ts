import { ARCHIVE_RULES, type RecordsDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/records/get-records?MinKeeperMatches&Limit: the all-time records. */
export function getRecords(minKeeperMatches: number): Promise<RecordsDto> {
  return api.get<RecordsDto>('/api/records/get-records', {
    MinKeeperMatches: minKeeperMatches,
    Limit: ARCHIVE_RULES.recordsLimit,
  });
}

export const recordsQuery = (minKeeperMatches: number) =>
  queryOptions({
    queryKey: ['archive', 'records', minKeeperMatches],
    queryFn: () => getRecords(minKeeperMatches),
    staleTime: 60_000,
  });

export function useRecords(minKeeperMatches: number, { enabled = true } = {}) {
  return useQuery({ ...recordsQuery(minKeeperMatches), enabled });
}

import { type CalendarMatchDto, MATCH_STATUS } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/pitch/get-calendar?StartDate&EndDate, kept to the accepted matches without a report:
 * the ones an admin may cancel, soonest first.
 */
export function getCancellableMatches(from: string, to: string): Promise<CalendarMatchDto[]> {
  return api
    .get<CalendarMatchDto[] | null>('/api/pitch/get-calendar', { StartDate: from, EndDate: to })
    .then((rows) =>
      (rows ?? []).filter((m) => m.status.id === MATCH_STATUS.accepted && m.hasReport !== true),
    );
}

/** Under the 'calendar' topic: a push in the season room (any match change) refetches it. */
export const cancellableMatchesQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['calendar', 'admin-accepted', from, to],
    queryFn: () => getCancellableMatches(from, to),
  });

export function useCancellableMatches(from: string, to: string, { enabled = true } = {}) {
  return useQuery({ ...cancellableMatchesQuery(from, to), enabled });
}

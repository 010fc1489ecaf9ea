import type { CalendarMatchDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/pitch/get-calendar?StartDate=&EndDate=: matches starting in [start, end) (public). */
export function getCalendar(startDate: string, endDate: string): Promise<CalendarMatchDto[]> {
  return api
    .get<CalendarMatchDto[] | null>('/api/pitch/get-calendar', {
      StartDate: startDate,
      EndDate: endDate,
    })
    .then((matches) => matches ?? []);
}

export const calendarQuery = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: ['calendar', startDate, endDate],
    queryFn: () => getCalendar(startDate, endDate),
  });

export function useCalendar(startDate: string, endDate: string) {
  return useQuery(calendarQuery(startDate, endDate));
}

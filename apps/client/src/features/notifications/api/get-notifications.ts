import type { NotificationsPageDto } from '@liga/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/notification/get-notifications?page=&pageSize=: the caller's list, newest first. */
export function getNotifications(page: number, pageSize: number): Promise<NotificationsPageDto> {
  return api.get<NotificationsPageDto>('/api/notification/get-notifications', { page, pageSize });
}

/** Key starts with 'notifications': a push to user:{id} refetches it (bell and page alike). */
export const notificationsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['notifications', 'list', page, pageSize],
    queryFn: () => getNotifications(page, pageSize),
    placeholderData: keepPreviousData,
  });

export function useNotifications(page: number, pageSize: number, { enabled = true } = {}) {
  return useQuery({ ...notificationsQuery(page, pageSize), enabled });
}

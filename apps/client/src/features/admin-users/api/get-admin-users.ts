import { USER_SEARCH_PAGE_SIZE, type UserSearchRowDto } from '@liga/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/users?Query=&page=&pageSize=32: one page of players for the admin. */
export function getAdminUsers(query: string, page: number): Promise<UserSearchRowDto[]> {
  return api
    .get<UserSearchRowDto[] | null>('/api/admin/users', {
      Query: query,
      page,
      pageSize: USER_SEARCH_PAGE_SIZE,
    })
    .then((rows) => rows ?? []);
}

export function useAdminUsers(query: string, page: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['users', 'admin', query, page],
    queryFn: () => getAdminUsers(query, page),
    enabled,
    placeholderData: keepPreviousData,
  });
}

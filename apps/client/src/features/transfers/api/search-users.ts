import { USER_SEARCH_PAGE_SIZE, type UserSearchRowDto } from '@liga/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PlayerSearch {
  query: string;
  /** 0 = any position. */
  position: number;
  page: number;
}

/** GET /api/user/search-user?Query=&Position=&pageSize=32&page=: one page of players. */
export function searchUsers({ query, position, page }: PlayerSearch): Promise<UserSearchRowDto[]> {
  return api
    .get<UserSearchRowDto[] | null>(
      '/api/user/search-user',
      {
        Query: query,
        Position: position,
        pageSize: USER_SEARCH_PAGE_SIZE,
        page,
      },
      // Spec section 6: the user-search call on the transfers page sends no token.
      { auth: false },
    )
    .then((rows) => rows ?? []);
}

/** Every cached page of the transfers search starts with this key (cleared on a filter change). */
export const PLAYER_SEARCH_KEY = ['users', 'search'] as const;

export const playerSearchQuery = (search: PlayerSearch) =>
  queryOptions({
    queryKey: [...PLAYER_SEARCH_KEY, search.query, search.position, search.page],
    queryFn: () => searchUsers(search),
  });

export function usePlayerSearch(search: PlayerSearch, { enabled = true } = {}) {
  return useQuery({ ...playerSearchQuery(search), enabled, placeholderData: keepPreviousData });
}

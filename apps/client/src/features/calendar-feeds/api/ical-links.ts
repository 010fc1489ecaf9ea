import type { FeedScope, IcalLinksDto } from '@liga/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface FeedTarget {
  leagueId?: string;
  teamId?: string;
}

/** GET /api/ical/links?leagueId=&teamId=: the caller's subscription addresses. */
export function getIcalLinks(target: FeedTarget): Promise<IcalLinksDto> {
  return api.get<IcalLinksDto>('/api/ical/links', { ...target });
}

export const icalLinksQuery = (target: FeedTarget) =>
  queryOptions({
    queryKey: ['ical-links', target.leagueId ?? null, target.teamId ?? null],
    queryFn: () => getIcalLinks(target),
    staleTime: 5 * 60_000,
  });

export function useIcalLinks(target: FeedTarget, { enabled = true } = {}) {
  return useQuery({ ...icalLinksQuery(target), enabled });
}

/** POST /api/ical/regenerate {scope, leagueId?, teamId?}: a new secret, the old address dies. */
export function useRegenerateFeed(target: FeedTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: FeedScope) =>
      api.post<IcalLinksDto>('/api/ical/regenerate', { scope, ...target }),
    onSuccess: (links) => queryClient.setQueryData(icalLinksQuery(target).queryKey, links),
  });
}

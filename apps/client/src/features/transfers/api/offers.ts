import type { TeamOfferAcceptedDto, TeamOfferDto, TeamOfferSentDto } from '@liga/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/team-offer/get-offers-for-user: the caller's open offers. */
export const getMyOffers = () =>
  api.get<TeamOfferDto[] | null>('/api/team-offer/get-offers-for-user').then((r) => r ?? []);

export function useMyOffers({ enabled = true } = {}) {
  return useQuery({ queryKey: ['offers', 'mine'], queryFn: getMyOffers, enabled });
}

/** GET /api/team-offer/get-offers-for-team?TeamId=: the captain's open offers. */
export const getTeamOffers = (teamId: string) =>
  api
    .get<TeamOfferSentDto[] | null>('/api/team-offer/get-offers-for-team', { TeamId: teamId })
    .then((r) => r ?? []);

export function useTeamOffers(teamId: string | null) {
  return useQuery({
    queryKey: ['offers', 'team', teamId],
    queryFn: () => getTeamOffers(teamId ?? ''),
    enabled: teamId !== null,
  });
}

function useOfferMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['offers'] }),
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
      ]),
  });
}

/** POST /api/team-offer {teamId, userId}: the captain offers a free agent a place. */
export const useMakeOffer = () =>
  useOfferMutation((v: { teamId: string; userId: string }) =>
    api.post<{ id: string }>('/api/team-offer', v),
  );

/** POST /api/team-offer/accept {offerId}. */
export const useAcceptOffer = () =>
  useOfferMutation((offerId: string) =>
    api.post<TeamOfferAcceptedDto>('/api/team-offer/accept', { offerId }),
  );

/** POST /api/team-offer/decline {offerId}. */
export const useDeclineOffer = () =>
  useOfferMutation((offerId: string) => api.post<null>('/api/team-offer/decline', { offerId }));

/** DELETE /api/team-offer/{id}: the captain withdraws it. */
export const useWithdrawOffer = () =>
  useOfferMutation((offerId: string) =>
    api.delete<null>(`/api/team-offer/${encodeURIComponent(offerId)}`),
  );

/** PUT /api/team/recruitment {teamId, lookingForPlayers, positions}. */
export const useSetRecruitment = () =>
  useOfferMutation((v: { teamId: string; lookingForPlayers: boolean; positions: number[] }) =>
    api.put<null>('/api/team/recruitment', v),
  );

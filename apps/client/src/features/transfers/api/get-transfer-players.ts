import type { TransferPlayersPageDto } from '@liga/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface TransferPlayersSearch {
  query: string;
  /** 0 = any position. */
  position: number;
  freeAgents: boolean;
  page: number;
}

export const TRANSFER_PAGE_SIZE = 32;

/** GET /api/transfers/players: one page, free agents marked, with the total. */
export function getTransferPlayers(s: TransferPlayersSearch): Promise<TransferPlayersPageDto> {
  return api.get<TransferPlayersPageDto>('/api/transfers/players', {
    Query: s.query,
    Position: s.position,
    FreeAgents: s.freeAgents,
    page: s.page,
    pageSize: TRANSFER_PAGE_SIZE,
  });
}

/** Refetched when offers change ('offers') and when players join teams ('teams'). */
export const transferPlayersQuery = (s: TransferPlayersSearch) =>
  queryOptions({
    queryKey: ['offers', 'players', s.query, s.position, s.freeAgents, s.page],
    queryFn: () => getTransferPlayers(s),
    meta: { liveTopics: ['teams'] },
  });

export function useTransferPlayers(s: TransferPlayersSearch, { enabled = true } = {}) {
  return useQuery({ ...transferPlayersQuery(s), enabled, placeholderData: keepPreviousData });
}

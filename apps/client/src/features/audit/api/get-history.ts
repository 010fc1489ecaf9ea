import type { AuditEntityType, AuditEntryDto } from '@liga/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/audit/get-history?EntityType=&EntityId=&page=&pageSize=: newest first, page from 0. */
export function getHistory(
  entityType: AuditEntityType,
  entityId: string,
  page: number,
  pageSize: number,
): Promise<AuditEntryDto[]> {
  return api.get<AuditEntryDto[]>('/api/audit/get-history', {
    EntityType: entityType,
    EntityId: entityId,
    page,
    pageSize,
  });
}

export const historyQuery = (
  entityType: AuditEntityType,
  entityId: string,
  page: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: ['audit', entityType, entityId, page, pageSize],
    queryFn: () => getHistory(entityType, entityId, page, pageSize),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useHistory(
  entityType: AuditEntityType,
  entityId: string,
  page: number,
  pageSize: number,
  { enabled = true } = {},
) {
  return useQuery({ ...historyQuery(entityType, entityId, page, pageSize), enabled });
}

import { z } from 'zod';
import { eitherCase, queryInt, queryUuid } from '../common/query-fields';
import { AUDIT_ENTITY_TYPES, AUDIT_RULES } from './audit.rules';
import { AUDIT_MESSAGES as M } from './audit.texts';

/** `GET /api/audit/get-history?EntityType=&EntityId=&page=&pageSize=` (page counts from 0). */
export const auditHistoryQuerySchema = z.preprocess(
  (v) => eitherCase('entityId', 'EntityId')(eitherCase('entityType', 'EntityType')(v)),
  z.object({
    EntityType: z.enum(AUDIT_ENTITY_TYPES, { error: M.entityTypeInvalid }),
    EntityId: queryUuid(M.entityIdInvalid),
    page: queryInt(0, 0, AUDIT_RULES.pageMax, M.pageInvalid),
    pageSize: queryInt(AUDIT_RULES.pageSizeDefault, 1, AUDIT_RULES.pageSizeMax, M.pageSizeInvalid),
  }),
);
export type AuditHistoryQuery = z.infer<typeof auditHistoryQuerySchema>;

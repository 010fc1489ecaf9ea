/** What the audit trail can be asked about (`GET /api/audit/get-history?EntityType=`). */
export const AUDIT_ENTITY_TYPES = ['match', 'report', 'team', 'user'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_RULES = {
  /** Pages count from 0, as the spec's other paged calls. */
  pageMax: 100_000,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

/** One field of "what changed": `before` is null for a first value. */
export interface AuditChangeDto {
  field: string;
  before: unknown;
  after: unknown;
}

/** One entry of `GET /api/audit/get-history`, newest first. */
export interface AuditEntryDto {
  /** ISO instant (UTC) the event was recorded; the client shows Warsaw time. */
  at: string;
  /** Who did it; id null = the system (a start-up task, a scheduled job). */
  actor: { id: string | null; name: string };
  /** The Polish label of the action. */
  action: string;
  /** The event type behind the label. */
  type: string;
  changes: AuditChangeDto[];
  /** The request's correlation id: admins only (null for everyone else). */
  correlationId: string | null;
}

import { AUDIT_FIELD_LABELS, AUDIT_TEXTS, isWalkover, type AuditChangeDto } from '@liga/contracts';
import { formatLongDateTime } from '../../../lib/polish-dates';

const WALKOVER_FIELD = 'walkoverType';

/** A recorded value as a person reads it: instants in Warsaw time, yes/no, lists joined. */
export function formatAuditValue(value: unknown, field?: string): string {
  if (value === null || value === undefined) return '—';
  if (field === WALKOVER_FIELD && typeof value === 'number') {
    const names: Readonly<Record<number, string>> = AUDIT_TEXTS.walkoverTypes;
    return names[value] ?? String(value);
  }
  if (typeof value === 'boolean') return value ? AUDIT_TEXTS.yes : AUDIT_TEXTS.no;
  if (Array.isArray(value)) return value.map((item) => formatAuditValue(item)).join(', ') || '—';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
    return formatLongDateTime(value);
  }
  return String(value);
}

export const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

const walkoverValue = (value: unknown) => typeof value === 'number' && isWalkover(value);

/**
 * The changes an entry shows: a report's result type only when it is, or was, a walkover (a
 * normal report records walkoverType 1, which is no walkover and no news).
 */
export function shownChanges(changes: readonly AuditChangeDto[]): AuditChangeDto[] {
  return changes.filter(
    (change) =>
      change.field !== WALKOVER_FIELD ||
      walkoverValue(change.after) ||
      walkoverValue(change.before),
  );
}

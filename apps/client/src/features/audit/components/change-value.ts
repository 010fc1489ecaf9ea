import { AUDIT_FIELD_LABELS } from '@liga/contracts';
import { formatLongDateTime } from '../../../lib/polish-dates';

/** A recorded value as a person reads it: instants in Warsaw time, yes/no, lists joined. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (Array.isArray(value)) return value.map(formatAuditValue).join(', ') || '—';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
    return formatLongDateTime(value);
  }
  return String(value);
}

export const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

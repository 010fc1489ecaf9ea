import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/**
 * Puts the messages of a refused save under the fields they name (`validation.<field>`, or a
 * code mapped by `codes`), each field its first message. Returns whether any field was named.
 */
export function markApiFieldErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  error: unknown,
  fields: readonly Path<TValues>[],
  codes: Readonly<Record<string, Path<TValues>>> = {},
): boolean {
  if (!(error instanceof ApiRequestError) || error.isNetworkError) return false;
  const marked = new Set<string>();
  for (const item of error.errors) {
    const code = item.code ?? '';
    const named = codes[code] ?? (code.startsWith('validation.') ? code.slice(11) : null);
    const field = fields.find((candidate) => candidate === named);
    if (!field || marked.has(field) || !item.message) continue;
    marked.add(field);
    setError(field, { type: 'server', message: item.message });
  }
  return marked.size > 0;
}

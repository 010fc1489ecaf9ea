import { ApiRequestError } from '../../../lib/api-client';

/**
 * Which form field a failed save names: `validation.<field>` → that field; a refused
 * password (401, or a code about the password) → `passwordField`. Null: a general failure.
 */
export function fieldOfApiError(
  error: unknown,
  fields: readonly string[],
  passwordField: string,
): { field: string; message: string } | null {
  if (!(error instanceof ApiRequestError) || error.isNetworkError) return null;
  for (const item of error.errors) {
    const last = item.code?.split('.').pop() ?? '';
    const field = last === 'positionType' ? 'position' : last;
    if (fields.includes(field)) return { field, message: item.message };
    if (/password|credential/i.test(item.code ?? '')) {
      return { field: passwordField, message: item.message };
    }
  }
  if (error.status === 401 || error.status === 403) {
    return { field: passwordField, message: error.message };
  }
  return null;
}

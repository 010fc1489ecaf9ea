import { USER_ERROR_CODES } from '@liga/contracts';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * Which form field a failed save names: `validation.<field>` → that field; a wrong current
 * password → `passwordField`; "same as the current one" → `newPasswordField`. Null: a general
 * failure shown above the form.
 */
export function fieldOfApiError(
  error: unknown,
  fields: readonly string[],
  passwordField: string,
  newPasswordField?: string,
): { field: string; message: string } | null {
  if (!(error instanceof ApiRequestError) || error.isNetworkError) return null;
  for (const item of error.errors) {
    if (item.code === USER_ERROR_CODES.wrongPassword) {
      return { field: passwordField, message: item.message };
    }
    if (item.code === USER_ERROR_CODES.samePassword && newPasswordField) {
      return { field: newPasswordField, message: item.message };
    }
    if (item.code?.startsWith('validation.')) {
      const last = item.code.slice('validation.'.length);
      const field = last === 'positionType' ? 'position' : last;
      if (fields.includes(field)) return { field, message: item.message };
    }
  }
  return null;
}

import { USER_ERROR_CODES } from '@liga/contracts';
import { PLAYER_PROFILE_FIELDS } from '../../../components/forms/player-profile-values';
import { ApiRequestError } from '../../../lib/api-client';
import { authTexts } from '../texts';

const t = authTexts.register;

export const STEP1_FIELDS = ['email', 'repeatEmail', 'password', 'repeatPassword'] as const;
export type Step1Field = (typeof STEP1_FIELDS)[number];

/** The form field an API error names (`validation.<field>`), if it is one of ours. */
export function fieldOfErrorCode(code: string | null | undefined): string | null {
  if (!code) return null;
  if (code === USER_ERROR_CODES.emailTaken) return 'email';
  if (!code.startsWith('validation.')) return null;
  const last = code.slice('validation.'.length);
  const field = last === 'positionType' ? 'position' : last === 'username' ? 'email' : last;
  return ([...STEP1_FIELDS, ...PLAYER_PROFILE_FIELDS] as readonly string[]).includes(field)
    ? field
    : null;
}

/** The message of a failed registration (spec section 8, but the form is kept). */
export function registrationFailureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.isNetworkError) return t.unexpectedError;
  return error.errors[0]?.message || t.unknownError;
}

/** The fields a failed registration names, each with its first message. */
export function fieldsOfFailure(error: unknown): Partial<Record<string, string>> {
  const marked: Partial<Record<string, string>> = {};
  if (!(error instanceof ApiRequestError)) return marked;
  for (const item of error.errors) {
    const field = fieldOfErrorCode(item.code);
    if (field) marked[field] ??= item.message;
  }
  return marked;
}

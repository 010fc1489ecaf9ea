import { z } from 'zod';
import {
  CREDENTIAL_TEXTS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
} from '../common/credentials';
import type { LegId, PositionId } from '../common/player-attributes';
import { trimmedText } from '../common/schema-fields';
import { PERSON_NAME_PATTERN, USER_LIMITS } from './users.rules';
import { typeError } from '../common/zod-errors';
import { USER_FIELD_MESSAGES as M } from './users.texts';

/** The fields of the account forms, each with its messages (Polish on the server). */

export const emailField = trimmedText(M.emailRequired).pipe(
  z
    .string()
    .max(EMAIL_MAX_LENGTH, CREDENTIAL_TEXTS.emailTooLong)
    .regex(EMAIL_PATTERN, M.emailInvalid),
);

/** An e-mail typed where only its length is checked (login username, repeated e-mail). */
export const typedEmailField = (required: string) =>
  trimmedText(required).pipe(z.string().max(EMAIL_MAX_LENGTH, CREDENTIAL_TEXTS.emailTooLong));

export const newPasswordField = z
  .string(typeError(M.passwordRequired))
  .min(1, M.passwordRequired)
  .max(128, M.passwordTooLong)
  .regex(PASSWORD_PATTERN, M.passwordWeak());

/** A password typed again or confirmed: only required, with its own message. */
export const typedPasswordField = (required: string) =>
  z.string(typeError(required)).min(1, required);

export const personNameField = (label: string) =>
  trimmedText(M.nameRequired(label)).pipe(
    z.string().max(50, M.nameTooLong(label)).regex(PERSON_NAME_PATTERN, M.nameChars(label)),
  );

export const wholeNumberField = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number(typeError(M.numberRequired(label), M.notANumber(label)))
      .int(M.notWhole(label))
      .min(min, M.outOfRange(label, min, max))
      .max(max, M.outOfRange(label, min, max)),
  );

/** Birth date: a real date, year not before 1900 and not in the future (checked against `now`). */
export const birthDateSchema = (now: () => Date = () => new Date()) =>
  z
    .string(typeError(M.birthDateRequired))
    .min(1, M.birthDateRequired)
    .refine((v) => !Number.isNaN(Date.parse(v)), M.birthDateInvalid)
    .refine((v) => new Date(v).getUTCFullYear() >= USER_LIMITS.birthYearMin, M.birthYearTooEarly)
    .refine((v) => new Date(v).getTime() <= now().getTime(), M.birthDateInFuture);

/** A choice of 1..max where every failure says the same message. */
const choice = (max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

export const positionField = choice(4, M.positionRequired) as unknown as z.ZodType<PositionId>;
export const legField = choice(2, M.legRequired) as unknown as z.ZodType<LegId>;

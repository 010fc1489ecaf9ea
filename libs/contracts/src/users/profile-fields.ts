import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EMAIL_TOO_LONG,
  PASSWORD_HINT,
  PASSWORD_PATTERN,
} from '../common/credentials';
import type { LegId, PositionId } from '../common/player-attributes';
import { trimmedText } from '../common/schema-fields';
import { PERSON_NAME_PATTERN, USER_LIMITS } from './users.rules';
import { typeError } from '../common/zod-errors';

/** The fields of the account forms, each with its Polish messages. */

export const emailField = trimmedText('Adres e-mail jest wymagany.').pipe(
  z
    .string()
    .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG)
    .regex(EMAIL_PATTERN, 'Podaj poprawny adres e-mail.'),
);

/** An e-mail typed where only its length is checked (login username, repeated e-mail). */
export const typedEmailField = (required: string) =>
  trimmedText(required).pipe(z.string().max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG));

export const newPasswordField = z
  .string(typeError('Hasło jest wymagane.'))
  .min(1, 'Hasło jest wymagane.')
  .max(128, 'Hasło jest za długie.')
  .regex(PASSWORD_PATTERN, `Hasło nie spełnia wymagań. ${PASSWORD_HINT}`);

/** A password typed again or confirmed: only required, with its own message. */
export const typedPasswordField = (required: string) =>
  z.string(typeError(required)).min(1, required);

export const personNameField = (label: string) =>
  trimmedText(`${label} jest wymagane.`).pipe(
    z
      .string()
      .max(50, `${label} jest za długie.`)
      .regex(
        PERSON_NAME_PATTERN,
        `${label} może zawierać tylko litery, apostrof i myślnik (min. 2 znaki w słowie).`,
      ),
  );

export const wholeNumberField = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number(typeError(`${label} jest wymagany.`, `${label} musi być liczbą.`))
      .int(`${label} musi być liczbą całkowitą.`)
      .min(min, `${label} musi mieścić się w zakresie ${min}–${max}.`)
      .max(max, `${label} musi mieścić się w zakresie ${min}–${max}.`),
  );

/** Birth date: a real date, year not before 1900 and not in the future (checked against `now`). */
export const birthDateSchema = (now: () => Date = () => new Date()) =>
  z
    .string(typeError('Data urodzenia jest wymagana.'))
    .min(1, 'Data urodzenia jest wymagana.')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Podaj poprawną datę urodzenia.')
    .refine(
      (v) => new Date(v).getUTCFullYear() >= USER_LIMITS.birthYearMin,
      'Rok urodzenia nie może być wcześniejszy niż 1900.',
    )
    .refine(
      (v) => new Date(v).getTime() <= now().getTime(),
      'Data urodzenia nie może być z przyszłości.',
    );

/** A choice of 1..max where every failure says the same message. */
const choice = (max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

export const positionField = choice(4, 'Wybierz pozycję.') as unknown as z.ZodType<PositionId>;
export const legField = choice(2, 'Wybierz nogę dominującą.') as unknown as z.ZodType<LegId>;

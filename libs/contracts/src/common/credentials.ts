/** Password and e-mail rules, shared by forms and the server (no zod: the shell imports them). */
import { localized } from './text-language';

export const PASSWORD_HINT = 'Minimum 8 znaków: A-Z, a-z, 0-9, @ $ ! % * ? &';
export const PASSWORD_PATTERN =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The longest e-mail address (and login username) accepted anywhere: RFC 5321's path limit. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG = 'Adres e-mail jest za długi (maksymalnie 254 znaki).';

/** The two texts above in the page's language (forms show the hint; the server stays Polish). */
export const CREDENTIAL_TEXTS = /* @__PURE__ */ localized(
  { passwordHint: PASSWORD_HINT, emailTooLong: EMAIL_TOO_LONG },
  {
    passwordHint: 'At least 8 characters: A-Z, a-z, 0-9, @ $ ! % * ? &',
    emailTooLong: 'The e-mail address is too long (at most 254 characters).',
  },
);

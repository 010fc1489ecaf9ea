/**
 * Fields never written to the log as they are: secrets (passwords, tokens, the Authorization and
 * Cookie headers) and personal data (e-mail addresses). pino replaces their values with
 * CENSORED, at the top level of a line and one level down (`{ user: { email } }`).
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'email',
  'to',
];

/** The request/response headers pino-http would write with its request lines. */
const SECRET_HEADERS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export const CENSORED = '[redacted]';

export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...SECRET_HEADERS,
];

/**
 * The one normal form of an e-mail address for every lookup (login, registration claim,
 * resend, throttling): trimmed and lower-cased. What the person typed is kept for the mail.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Limits of an admin's cancellation of an accepted match. */
export const MATCH_CANCELLATION_RULES = {
  /** Longest reason, in characters after trimming. */
  reasonMax: 500,
} as const;

/** Polish texts of an admin's cancellation (the server answers with them, the client shows them). */
export const MATCH_CANCELLATION_MESSAGES = {
  reasonRequired: 'Podaj powód odwołania meczu.',
  reasonTooLong: `Powód odwołania może mieć najwyżej ${MATCH_CANCELLATION_RULES.reasonMax} znaków.`,
  cancelled: 'Mecz został odwołany.',
  /** How a cancelled match shows its reason to the captains. */
  cancelledByAdmin: (reason: string) => `Mecz odwołany przez administratora: ${reason}`,
} as const;

import { localized, type Translation } from '../common/text-language';

/** Limits of an admin's cancellation of an accepted match. */
export const MATCH_CANCELLATION_RULES = {
  /** Longest reason, in characters after trimming. */
  reasonMax: 500,
} as const;

/** Polish texts of an admin's cancellation (the server answers with them, the client shows them). */
const MATCH_CANCELLATION_MESSAGES_PL = {
  reasonRequired: 'Podaj powód odwołania meczu.',
  reasonTooLong: `Powód odwołania może mieć najwyżej ${MATCH_CANCELLATION_RULES.reasonMax} znaków.`,
  cancelled: 'Mecz został odwołany.',
  /** How a cancelled match shows its reason to the captains. */
  cancelledByAdmin: (reason: string) => `Mecz odwołany przez administratora: ${reason}`,
} as const;

const MATCH_CANCELLATION_MESSAGES_EN = {
  reasonRequired: 'Enter the reason for cancelling the match.',
  reasonTooLong: `The reason may have at most ${MATCH_CANCELLATION_RULES.reasonMax} characters.`,
  cancelled: 'The match has been cancelled.',
  cancelledByAdmin: (reason: string) => `Match cancelled by the administrator: ${reason}`,
} satisfies Translation<typeof MATCH_CANCELLATION_MESSAGES_PL>;

/** Texts of an admin's cancellation (the server answers with them, the client shows them). */
export const MATCH_CANCELLATION_MESSAGES = /* @__PURE__ */ localized(
  MATCH_CANCELLATION_MESSAGES_PL,
  MATCH_CANCELLATION_MESSAGES_EN,
);

/**
 * The onboarding wizard's four stages (spec section 2), zero-based as the progress list shows
 * them, and what the user is doing in each:
 * - `profile` "Personalizacja profilu": the registration form, both parts (/register);
 * - `account` "Wybór konta": the account being confirmed (the login page opened from the
 *   e-mailed link, or a login refused until the address is confirmed) and the lobby's choice of
 *   Kapitan or Zawodnik (/team/find);
 * - `team` "Znajdź lub stwórz zespół": choosing a team to join or creating one;
 * - `approval` "Zatwierdzenie profilu": waiting for someone else's yes: the application sent
 *   (the captain accepts) or the new team created (the league office verifies it).
 */
export const ONBOARDING_STAGE = { profile: 0, account: 1, team: 2, approval: 3 } as const;

export type OnboardingStage = (typeof ONBOARDING_STAGE)[keyof typeof ONBOARDING_STAGE];

/** The lobby's stage (/team/find): what the player sees there decides it. */
export function lobbyStage(lobby: {
  /** An application of the player's waits for a captain (the lobby shows only that). */
  applicationPending: boolean;
  /** The player chose Zawodnik and picks a team. */
  joining: boolean;
}): OnboardingStage {
  if (lobby.applicationPending) return ONBOARDING_STAGE.approval;
  return lobby.joining ? ONBOARDING_STAGE.team : ONBOARDING_STAGE.account;
}

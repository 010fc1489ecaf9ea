import { localized, type Translation } from '../common/text-language';
import { AUDIT_RULES } from './audit.rules';

/** Polish names of the recorded actions (see AUDIT_ACTION_LABELS). */
const AUDIT_ACTION_LABELS_PL: Readonly<Record<string, string>> = {
  // matches
  ChallengeIssued: 'Wyzwanie wysłane',
  ChallengeAccepted: 'Wyzwanie przyjęte',
  ChallengeRejected: 'Wyzwanie odrzucone',
  ChallengeCancelled: 'Wyzwanie wycofane',
  MatchCancelledByAdmin: 'Mecz odwołany przez administratora',
  RescheduleProposed: 'Propozycja nowego terminu meczu',
  RescheduleAccepted: 'Nowy termin meczu przyjęty',
  RescheduleDeclined: 'Propozycja nowego terminu odrzucona',
  // reports
  MatchReportSubmitted: 'Raport złożony',
  MatchReportAccepted: 'Raport zaakceptowany przez rywala',
  MatchReportRejected: 'Raport odrzucony',
  MatchReportVerified: 'Raport zweryfikowany',
  MatchReportDeleted: 'Raport usunięty',
  MatchResultInsertedByAdmin: 'Wynik wprowadzony przez administratora',
  MatchResultCorrected: 'Korekta wyniku (biuro ligi)',
  // teams
  TeamCreated: 'Drużyna utworzona',
  TeamRenamed: 'Zmiana nazwy drużyny',
  TeamImageChanged: 'Nowy herb drużyny',
  TeamImageRemoved: 'Herb drużyny usunięty',
  PlayerJoinedTeam: 'Zawodnik dołączył do drużyny',
  PlayerLeftTeam: 'Zawodnik opuścił drużynę',
  PlayerRemovedFromTeam: 'Zawodnik usunięty z drużyny',
  CaptaincyHandedOver: 'Przekazanie opaski kapitana',
  TeamDeleted: 'Drużyna usunięta',
  ApplicationSubmitted: 'Prośba o dołączenie',
  ApplicationAccepted: 'Prośba przyjęta',
  ApplicationCancelled: 'Prośba odrzucona',
  ApplicationWithdrawn: 'Prośba wycofana',
  TeamOfferMade: 'Oferta dla zawodnika',
  TeamOfferAccepted: 'Oferta przyjęta',
  TeamOfferDeclined: 'Oferta odrzucona',
  TeamOfferWithdrawn: 'Oferta wycofana',
  TeamRecruitmentSet: 'Zmiana naboru',
  TeamAssignedToLeague: 'Drużyna przypisana do ligi',
  TeamRemovedFromLeague: 'Drużyna usunięta z ligi',
  TeamWithdrawn: 'Drużyna wycofana z ligi (biuro ligi)',
  PointsAdjusted: 'Korekta punktów w tabeli (biuro ligi)',
  PlayerSuspended: 'Zawieszenie zawodnika (biuro ligi)',
  TeamMovedInPlan: 'Przeniesienie w planie sezonu',
  TeamEnteredCup: 'Zgłoszenie do pucharu',
  TeamWithdrawnFromCup: 'Wycofanie z pucharu',
  TeamAdvancedInCup: 'Awans w pucharze',
  TieDecided: 'Rozstrzygnięcie pary pucharowej',
  // users
  UserRegistered: 'Rejestracja konta',
  UserEmailVerified: 'Potwierdzenie adresu e-mail',
  UserProfileUpdated: 'Zmiana profilu',
  UserPasswordChanged: 'Zmiana hasła',
  UserPasswordRecovered: 'Odzyskanie hasła',
  UserPasswordReset: 'Reset hasła przez administratora',
  AvatarChanged: 'Nowy avatar',
  AvatarRemoved: 'Avatar usunięty',
  UserDataReset: 'Reset danych przez administratora',
  UserErased: 'Konto usunięte',
  UserRoleGranted: 'Nadanie roli',
  // operations
  PoisonEventSkipped: 'Pominięto zdarzenie (konsola operacji)',
  PoisonEventRetried: 'Ponowiono zdarzenie (konsola operacji)',
  ProjectionRebuildStarted: 'Przebudowa projekcji',
  ProjectionPaused: 'Wstrzymanie projekcji',
  ProjectionResumed: 'Wznowienie projekcji',
};

/** The action's label, or a generic one for an event that has no row yet. */
export const auditActionLabel = (eventType: string): string =>
  AUDIT_ACTION_LABELS[eventType] ?? AUDIT_TEXTS.other(eventType);

/** Polish names of the fields shown in "what changed". */
const AUDIT_FIELD_LABELS_PL: Readonly<Record<string, string>> = {
  name: 'nazwa',
  shortName: 'skrót',
  date: 'termin',
  matchDate: 'data meczu',
  pitchId: 'boisko',
  expiresAt: 'ważna do',
  mode: 'tryb',
  length: 'czas gry (min)',
  matchType: 'rodzaj meczu',
  homeGoals: 'bramki gospodarzy',
  enemyGoals: 'bramki gości',
  walkoverType: 'walkower',
  reason: 'powód',
  role: 'rola',
  position: 'pozycja',
  dominateLeg: 'noga',
  memberType: 'rodzaj członkostwa',
  lookingForPlayers: 'szuka zawodników',
  positions: 'pozycje',
  points: 'punkty',
  matches: 'mecze',
  until: 'do dnia',
  projection: 'projekcja',
  eventType: 'zdarzenie',
  globalPosition: 'pozycja w dzienniku',
};

const AUDIT_TEXTS_PL = {
  title: 'Historia zmian',
  empty: 'Brak zapisanych zmian.',
  loadFailed: 'Nie udało się wczytać historii zmian.',
  system: 'System',
  erased: 'Usunięty użytkownik',
  newer: 'Nowsze',
  older: 'Starsze',
  correlation: 'Identyfikator żądania',
  other: (eventType: string) => `Zmiana (${eventType})`,
  yes: 'tak',
  no: 'nie',
  /** A report's result type as the history shows it (1 normal: no walkover). */
  walkoverTypes: {
    1: 'nie',
    2: 'gospodarze wygrywają 10:0',
    3: 'goście wygrywają 10:0',
  },
} as const;

const AUDIT_MESSAGES_PL = {
  entityTypeInvalid: 'Rodzaj obiektu musi być jednym z: match, report, team, user.',
  entityIdInvalid: 'Identyfikator obiektu jest nieprawidłowy.',
  pageInvalid: `Numer strony musi być liczbą od 0 do ${AUDIT_RULES.pageMax}.`,
  pageSizeInvalid: `Rozmiar strony musi być liczbą od 1 do ${AUDIT_RULES.pageSizeMax}.`,
  forbidden: 'Nie masz dostępu do historii zmian tego obiektu.',
  notFound: 'Nie znaleziono historii zmian tego obiektu.',
} as const;

const AUDIT_ACTION_LABELS_EN: Readonly<Record<string, string>> = {
  // matches
  RescheduleProposed: 'New match date proposed',
  RescheduleAccepted: 'New match date accepted',
  RescheduleDeclined: 'New match date declined',
  TeamWithdrawn: 'Team withdrawn from the league (league office)',
  PointsAdjusted: 'Table points adjusted (league office)',
  PlayerSuspended: 'Player suspended (league office)',
  TeamMovedInPlan: 'Moved in the season plan',
  ChallengeIssued: 'Challenge sent',
  ChallengeAccepted: 'Challenge accepted',
  ChallengeRejected: 'Challenge rejected',
  ChallengeCancelled: 'Challenge withdrawn',
  MatchCancelledByAdmin: 'Match cancelled by the administrator',
  // reports
  MatchReportSubmitted: 'Report submitted',
  MatchReportAccepted: 'Report accepted by the opponent',
  MatchReportRejected: 'Report rejected',
  MatchReportVerified: 'Report verified',
  MatchReportDeleted: 'Report deleted',
  MatchResultInsertedByAdmin: 'Result entered by the administrator',
  MatchResultCorrected: 'Result corrected (league office)',
  // teams
  TeamCreated: 'Team created',
  TeamRenamed: 'Team renamed',
  TeamImageChanged: 'New team crest',
  TeamImageRemoved: 'Team crest removed',
  PlayerJoinedTeam: 'Player joined the team',
  PlayerLeftTeam: 'Player left the team',
  PlayerRemovedFromTeam: 'Player removed from the team',
  CaptaincyHandedOver: 'Captaincy handed over',
  TeamDeleted: 'Team deleted',
  ApplicationSubmitted: 'Request to join',
  ApplicationAccepted: 'Request accepted',
  ApplicationCancelled: 'Request rejected',
  ApplicationWithdrawn: 'Request withdrawn',
  TeamOfferMade: 'Offer to a player',
  TeamOfferAccepted: 'Offer accepted',
  TeamOfferDeclined: 'Offer declined',
  TeamOfferWithdrawn: 'Offer withdrawn',
  TeamRecruitmentSet: 'Recruitment changed',
  TeamAssignedToLeague: 'Team assigned to a league',
  TeamRemovedFromLeague: 'Team removed from the league',
  TeamEnteredCup: 'Cup entry',
  TeamWithdrawnFromCup: 'Withdrawal from the cup',
  TeamAdvancedInCup: 'Through to the next cup round',
  TieDecided: 'Cup tie decided',
  // users
  UserRegistered: 'Account registered',
  UserEmailVerified: 'E-mail address confirmed',
  UserProfileUpdated: 'Profile changed',
  UserPasswordChanged: 'Password changed',
  UserPasswordRecovered: 'Password recovered',
  UserPasswordReset: 'Password reset by the administrator',
  AvatarChanged: 'New avatar',
  AvatarRemoved: 'Avatar removed',
  UserDataReset: 'Data reset by the administrator',
  UserErased: 'Account deleted',
  UserRoleGranted: 'Role granted',
  // operations
  PoisonEventSkipped: 'Event skipped (operations console)',
  PoisonEventRetried: 'Event retried (operations console)',
  ProjectionRebuildStarted: 'Projection rebuild',
  ProjectionPaused: 'Projection paused',
  ProjectionResumed: 'Projection resumed',
};

/**
 * The name of each recorded action, by event type. The audit trail records every event
 * generically; a new event only needs its row here (without one it reads "Zmiana (<type>)").
 */
export const AUDIT_ACTION_LABELS = /* @__PURE__ */ localized(
  AUDIT_ACTION_LABELS_PL,
  AUDIT_ACTION_LABELS_EN,
);

const AUDIT_FIELD_LABELS_EN: Readonly<Record<string, string>> = {
  pitchId: 'pitch',
  expiresAt: 'valid until',
  mode: 'mode',
  name: 'name',
  shortName: 'short name',
  date: 'date',
  matchDate: 'match date',
  length: 'playing time (min)',
  matchType: 'match type',
  homeGoals: 'home goals',
  enemyGoals: 'away goals',
  walkoverType: 'walkover',
  reason: 'reason',
  role: 'role',
  position: 'position',
  dominateLeg: 'foot',
  memberType: 'membership',
  lookingForPlayers: 'looking for players',
  positions: 'positions',
  points: 'points',
  matches: 'matches',
  until: 'until',
  projection: 'projection',
  eventType: 'event',
  globalPosition: 'position in the log',
};

/** Names of the fields shown in "what changed"; other fields keep their own name. */
export const AUDIT_FIELD_LABELS = /* @__PURE__ */ localized(
  AUDIT_FIELD_LABELS_PL,
  AUDIT_FIELD_LABELS_EN,
);

const AUDIT_TEXTS_EN = {
  title: 'Change history',
  empty: 'No changes recorded.',
  loadFailed: 'Could not load the change history.',
  system: 'System',
  erased: 'Deleted user',
  newer: 'Newer',
  older: 'Older',
  correlation: 'Request id',
  other: (eventType: string) => `Change (${eventType})`,
  yes: 'yes',
  no: 'no',
  walkoverTypes: {
    1: 'no',
    2: 'home team wins 10:0',
    3: 'away team wins 10:0',
  },
} satisfies Translation<typeof AUDIT_TEXTS_PL>;

export const AUDIT_TEXTS = /* @__PURE__ */ localized(AUDIT_TEXTS_PL, AUDIT_TEXTS_EN);

const AUDIT_MESSAGES_EN = {
  entityTypeInvalid: 'The object type must be one of: match, report, team, user.',
  entityIdInvalid: 'The object id is invalid.',
  pageInvalid: `The page number must be a number from 0 to ${AUDIT_RULES.pageMax}.`,
  pageSizeInvalid: `The page size must be a number from 1 to ${AUDIT_RULES.pageSizeMax}.`,
  forbidden: 'You have no access to the change history of this object.',
  notFound: 'No change history was found for this object.',
} satisfies Translation<typeof AUDIT_MESSAGES_PL>;

export const AUDIT_MESSAGES = /* @__PURE__ */ localized(AUDIT_MESSAGES_PL, AUDIT_MESSAGES_EN);

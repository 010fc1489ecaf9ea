import { AUDIT_RULES } from './audit.rules';

/**
 * The Polish name of each recorded action, by event type. The audit trail records every event
 * generically; a new event only needs its row here (without one it reads "Zmiana (<type>)").
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
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
  TeamEnteredCup: 'Zgłoszenie do pucharu',
  TeamWithdrawnFromCup: 'Wycofanie z pucharu',
  TeamAdvancedInCup: 'Awans w pucharze',
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
  AUDIT_ACTION_LABELS[eventType] ?? `Zmiana (${eventType})`;

/** Polish names of the fields shown in "what changed"; other fields keep their own name. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'nazwa',
  shortName: 'skrót',
  date: 'termin',
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

export const AUDIT_TEXTS = {
  title: 'Historia zmian',
  empty: 'Brak zapisanych zmian.',
  loadFailed: 'Nie udało się wczytać historii zmian.',
  system: 'System',
  erased: 'Usunięty użytkownik',
  newer: 'Nowsze',
  older: 'Starsze',
  correlation: 'Identyfikator żądania',
} as const;

export const AUDIT_MESSAGES = {
  entityTypeInvalid: 'Rodzaj obiektu musi być jednym z: match, report, team, user.',
  entityIdInvalid: 'Identyfikator obiektu jest nieprawidłowy.',
  pageInvalid: `Numer strony musi być liczbą od 0 do ${AUDIT_RULES.pageMax}.`,
  pageSizeInvalid: `Rozmiar strony musi być liczbą od 1 do ${AUDIT_RULES.pageSizeMax}.`,
  forbidden: 'Nie masz dostępu do historii zmian tego obiektu.',
  notFound: 'Nie znaleziono historii zmian tego obiektu.',
} as const;

import { localized, type Translation } from '../common/text-language';
import type { AvailabilityAnswer, TimelineAction } from './match-centre.rules';

/** Polish messages of the match centre's inputs and refusals. */
const MATCH_CENTRE_MESSAGES_PL = {
  matchIdInvalid: 'Nieprawidłowy identyfikator meczu.',
  teamIdInvalid: 'Nieprawidłowy identyfikator drużyny.',
  leagueIdInvalid: 'Nieprawidłowy identyfikator ligi.',
  seasonIdInvalid: 'Nieprawidłowy identyfikator sezonu.',
  answerInvalid: 'Wybierz: Będę, Nie będę albo Może.',
  startRequired: 'Podaj początek zakresu dat.',
  endRequired: 'Podaj koniec zakresu dat.',
  rangeInvalid: 'Koniec zakresu musi być po jego początku.',
  rangeTooLong: 'Zakres dat może mieć najwyżej 62 dni (dla jednej drużyny 200 dni).',
  sameTeams: 'Wybierz dwie różne drużyny.',
  matchNotFound: 'Nie znaleziono meczu.',
  teamNotFound: 'Nie znaleziono drużyny.',
  notAccepted: 'Obecność można zgłaszać tylko na zaakceptowany mecz.',
  alreadyStarted: 'Ten mecz już się rozpoczął: nie można zmienić obecności.',
  notMember: 'Obecność zgłaszają tylko zawodnicy obu drużyn.',
} as const;

/** The answers as the buttons say them. */
const AVAILABILITY_LABELS_PL: Record<AvailabilityAnswer, string> = {
  yes: 'Będę',
  no: 'Nie będę',
  maybe: 'Może',
};

/** The timeline's lines. */
const TIMELINE_LABELS_PL: Record<TimelineAction, string> = {
  challenged: 'Wyzwanie rzucone',
  accepted: 'Wyzwanie przyjęte',
  rejected: 'Wyzwanie odrzucone',
  withdrawn: 'Wyzwanie wycofane',
  cancelledByAdmin: 'Mecz odwołany przez administratora',
  reported: 'Raport złożony',
  reportAccepted: 'Raport zaakceptowany przez przeciwnika',
  reportRejected: 'Raport odrzucony przez przeciwnika',
  reportWithdrawn: 'Raport wycofany',
  verified: 'Wynik zweryfikowany',
  resultEntered: 'Wynik wprowadzony przez administratora',
  reportDeleted: 'Raport usunięty przez administratora',
  resultCorrected: 'Wynik poprawiony przez administratora',
  rescheduleProposed: 'Zaproponowano nowy termin',
  rescheduleAccepted: 'Termin meczu zmieniony',
  rescheduleDeclined: 'Propozycja nowego terminu odrzucona',
};

/** How an erased person is shown wherever their name would be. */
export const ERASED_PLAYER_NAME = 'Usunięty zawodnik';

const MATCH_CENTRE_MESSAGES_EN = {
  matchIdInvalid: 'Invalid match id.',
  teamIdInvalid: 'Invalid team id.',
  leagueIdInvalid: 'Invalid league id.',
  seasonIdInvalid: 'Invalid season id.',
  answerInvalid: "Choose: I'm coming, I'm not coming or Maybe.",
  startRequired: 'Enter the start of the date range.',
  endRequired: 'Enter the end of the date range.',
  rangeInvalid: 'The end of the range must be after its start.',
  rangeTooLong: 'The date range may have at most 62 days (200 days for one team).',
  sameTeams: 'Choose two different teams.',
  matchNotFound: 'Match not found.',
  teamNotFound: 'Team not found.',
  notAccepted: 'Attendance can be given only for an accepted match.',
  alreadyStarted: 'This match has already started: attendance cannot change.',
  notMember: 'Only the players of both teams give their attendance.',
} satisfies Translation<typeof MATCH_CENTRE_MESSAGES_PL>;

/** Messages of the match centre's inputs and refusals. */
export const MATCH_CENTRE_MESSAGES = /* @__PURE__ */ localized(
  MATCH_CENTRE_MESSAGES_PL,
  MATCH_CENTRE_MESSAGES_EN,
);

const AVAILABILITY_LABELS_EN: Record<AvailabilityAnswer, string> = {
  yes: "I'm coming",
  no: "I'm not coming",
  maybe: 'Maybe',
};

/** The answers as the buttons say them. */
export const AVAILABILITY_LABELS = /* @__PURE__ */ localized(
  AVAILABILITY_LABELS_PL,
  AVAILABILITY_LABELS_EN,
);

const TIMELINE_LABELS_EN: Record<TimelineAction, string> = {
  challenged: 'Challenge issued',
  accepted: 'Challenge accepted',
  rejected: 'Challenge rejected',
  withdrawn: 'Challenge withdrawn',
  cancelledByAdmin: 'Match cancelled by the administrator',
  reported: 'Report filed',
  reportAccepted: 'Report accepted by the opponent',
  reportRejected: 'Report rejected by the opponent',
  reportWithdrawn: 'Report withdrawn',
  verified: 'Result verified',
  resultEntered: 'Result entered by the administrator',
  reportDeleted: 'Report deleted by the administrator',
  resultCorrected: 'Result corrected by the administrator',
  rescheduleProposed: 'A new date was proposed',
  rescheduleAccepted: 'Match date changed',
  rescheduleDeclined: 'Proposal of a new date rejected',
};

/** The timeline's lines. */
export const TIMELINE_LABELS = /* @__PURE__ */ localized(TIMELINE_LABELS_PL, TIMELINE_LABELS_EN);

import type { AvailabilityAnswer, TimelineAction } from './match-centre.rules';

/** Polish messages of the match centre's inputs and refusals. */
export const MATCH_CENTRE_MESSAGES = {
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
export const AVAILABILITY_LABELS: Record<AvailabilityAnswer, string> = {
  yes: 'Będę',
  no: 'Nie będę',
  maybe: 'Może',
};

/** The timeline's lines. */
export const TIMELINE_LABELS: Record<TimelineAction, string> = {
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

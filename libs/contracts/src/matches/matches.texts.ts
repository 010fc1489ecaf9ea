import { localized, type Translation } from '../common/text-language';

/** Polish texts of challenges, pitches and the calendar (the server answers with them, the client shows them). */
const CHALLENGE_MESSAGES_PL = {
  challenged: 'Pomyślnie rzucono wyzwanie',
  accepted: 'Wyzwanie zostało zaakceptowane.',
  rejected: 'Wyzwanie zostało odrzucone.',
  cancelled: 'Wyzwanie zostało anulowane.',
  empty: 'Nic tu jeszcze nie ma...',
  confirm: 'Czy na pewno chcesz kontynuować?',
  unknownError: 'An unknown error occured',
  dateRequired: 'Wybierz datę i godzinę spotkania.',
  dateInvalid: 'Nieprawidłowa data spotkania.',
  dateNotInFuture: 'Termin meczu musi być w przyszłości.',
  dateOutsideSeason: (start: string, end: string) =>
    `Data spotkania musi mieścić się między ${start} a ${end}.`,
  lengthRange: 'Długość meczu musi być większa niż 10 i mniejsza niż 120 minut.',
  pitchRequired: 'Wybierz boisko.',
  receiverRequired: 'Wybierz drużynę, której rzucasz wyzwanie.',
  matchTypeInvalid: 'Nieprawidłowy rodzaj meczu.',
  pitchBooked:
    'To boisko jest już zajęte w tym czasie przez inny zaakceptowany mecz. Umówcie inny termin lub boisko.',
  pitchCreateError: 'Error creating pitch.',
  pitchUpdateError: 'Error updating a pitch.',
  pitchDeleteError: 'Error deleting pitch.',
  pitchNameRequired: 'Nazwa boiska jest wymagana.',
  pitchNameTooLong: 'Nazwa boiska może mieć najwyżej 100 znaków.',
  latitudeInvalid: 'Szerokość geograficzna musi być liczbą od -90 do 90.',
  longitudeInvalid: 'Długość geograficzna musi być liczbą od -180 do 180.',
  calendarStartRequired: 'Podaj początek zakresu kalendarza (StartDate).',
  calendarEndRequired: 'Podaj koniec zakresu kalendarza (EndDate).',
  calendarRange: 'Koniec zakresu kalendarza musi być po jego początku.',
  calendarTooLong: 'Zakres kalendarza może obejmować najwyżej 62 dni.',
  matchIdInvalid: 'Nieprawidłowy identyfikator meczu.',
  teamIdInvalid: 'Nieprawidłowy identyfikator drużyny.',
  seasonIdInvalid: 'Nieprawidłowy identyfikator sezonu.',
  caseInvalid: 'Nieobsługiwany rodzaj listy meczów (Case).',
} as const;

const CHALLENGE_MESSAGES_EN = {
  challenged: 'Challenge issued successfully',
  accepted: 'The challenge has been accepted.',
  rejected: 'The challenge has been rejected.',
  cancelled: 'The challenge has been cancelled.',
  empty: 'Nothing here yet...',
  confirm: 'Are you sure you want to continue?',
  unknownError: 'An unknown error occurred',
  dateRequired: 'Choose the date and time of the match.',
  dateInvalid: 'Invalid match date.',
  dateNotInFuture: 'The match time must be in the future.',
  dateOutsideSeason: (start: string, end: string) =>
    `The match date must be between ${start} and ${end}.`,
  lengthRange: 'The match length must be more than 10 and less than 120 minutes.',
  pitchRequired: 'Choose a pitch.',
  receiverRequired: 'Choose the team you are challenging.',
  matchTypeInvalid: 'Invalid match type.',
  pitchBooked:
    'This pitch is already taken at that time by another accepted match. Agree on another time or pitch.',
  pitchCreateError: 'Error creating pitch.',
  pitchUpdateError: 'Error updating a pitch.',
  pitchDeleteError: 'Error deleting pitch.',
  pitchNameRequired: 'The pitch name is required.',
  pitchNameTooLong: 'The pitch name may have at most 100 characters.',
  latitudeInvalid: 'The latitude must be a number from -90 to 90.',
  longitudeInvalid: 'The longitude must be a number from -180 to 180.',
  calendarStartRequired: 'Enter the start of the calendar range (StartDate).',
  calendarEndRequired: 'Enter the end of the calendar range (EndDate).',
  calendarRange: 'The end of the calendar range must be after its start.',
  calendarTooLong: 'The calendar range may cover at most 62 days.',
  matchIdInvalid: 'Invalid match id.',
  teamIdInvalid: 'Invalid team id.',
  seasonIdInvalid: 'Invalid season id.',
  caseInvalid: 'Unsupported kind of match list (Case).',
} satisfies Translation<typeof CHALLENGE_MESSAGES_PL>;

/** Texts of challenges, pitches and the calendar (the server answers with them, the client shows them). */
export const CHALLENGE_MESSAGES = /* @__PURE__ */ localized(
  CHALLENGE_MESSAGES_PL,
  CHALLENGE_MESSAGES_EN,
);

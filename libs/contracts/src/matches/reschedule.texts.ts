import { localized, type Translation } from '../common/text-language';

/** Polish texts of rescheduling between captains (the server answers with them, the client shows them). */
const RESCHEDULE_MESSAGES_PL = {
  proposalIdInvalid: 'Nieprawidłowy identyfikator propozycji.',
  proposed: 'Propozycja nowego terminu wysłana. Czekamy na odpowiedź kapitana rywali.',
  accepted: 'Termin meczu zmieniony.',
  declined: 'Propozycja odrzucona; mecz zostaje w dotychczasowym terminie.',
  matchNotFound: 'Nie znaleziono meczu.',
  notAccepted: 'Termin można zmienić tylko w zaakceptowanym meczu, który się jeszcze nie odbył.',
  reportFiled: 'Do tego meczu złożono już raport; termin nie może się zmienić.',
  started: 'Ten mecz już się rozpoczął; jego termin nie może się zmienić.',
  notCaptain: 'Termin meczu mogą zmieniać tylko kapitanowie obu drużyn.',
  alreadyPending:
    'Ten mecz ma już oczekującą propozycję nowego terminu. Poczekaj na odpowiedź, zanim zaproponujesz kolejny.',
  pitchNotFound: 'Nie znaleziono boiska.',
  unchanged: 'Nowy termin musi się różnić od obecnego datą, godziną lub boiskiem.',
  proposalNotFound: 'Nie znaleziono tej propozycji nowego terminu.',
  ownProposal: 'Nie możesz przyjąć ani odrzucić własnej propozycji; odpowiada kapitan rywali.',
  alreadyAccepted: 'Ta propozycja została już przyjęta.',
  alreadyDeclined: 'Ta propozycja została już odrzucona.',
  expired: (kickOff: string) =>
    `Ta propozycja wygasła o pierwotnej godzinie rozpoczęcia meczu (${kickOff}).`,
  datePassed: 'Proponowany termin już minął; zaproponujcie nowy.',
} as const;

const RESCHEDULE_MESSAGES_EN = {
  proposalIdInvalid: 'Invalid proposal id.',
  proposed: "New date proposed. Waiting for the opposing captain's answer.",
  accepted: 'Match date changed.',
  declined: 'Proposal declined; the match keeps its date.',
  matchNotFound: 'Match not found.',
  notAccepted: 'Only an accepted match that has not been played yet can be moved.',
  reportFiled: 'A report has been filed for this match; its date cannot change.',
  started: 'This match has already started; its date cannot change.',
  notCaptain: "Only the two teams' captains can change the match date.",
  alreadyPending:
    'This match already has a pending proposal of a new date. Wait for the answer before proposing another.',
  pitchNotFound: 'Pitch not found.',
  unchanged: 'The new date must differ from the current one in day, time or pitch.',
  proposalNotFound: 'This proposal of a new date was not found.',
  ownProposal: 'You cannot accept or decline your own proposal; the opposing captain answers it.',
  alreadyAccepted: 'This proposal has already been accepted.',
  alreadyDeclined: 'This proposal has already been declined.',
  expired: (kickOff: string) => `This proposal expired at the original kick-off (${kickOff}).`,
  datePassed: 'The proposed date has already passed; propose a new one.',
} satisfies Translation<typeof RESCHEDULE_MESSAGES_PL>;

/** Texts of rescheduling between captains (Polish on the server; the page's language in the client). */
export const RESCHEDULE_MESSAGES = /* @__PURE__ */ localized(
  RESCHEDULE_MESSAGES_PL,
  RESCHEDULE_MESSAGES_EN,
);

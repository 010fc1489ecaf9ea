/** Polish texts of rescheduling between captains (the server answers with them, the client shows them). */
export const RESCHEDULE_MESSAGES = {
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

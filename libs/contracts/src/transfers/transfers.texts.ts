/** Polish messages of the transfer market: offers to free agents and recruiting teams. */
export const OFFER_MESSAGES = {
  teamIdInvalid: 'Nieprawidłowy identyfikator drużyny.',
  userIdInvalid: 'Nieprawidłowy identyfikator zawodnika.',
  offerIdInvalid: 'Nieprawidłowy identyfikator oferty.',
  notFound: 'Nie znaleziono oferty.',
  notPending: 'Ta oferta nie jest już aktualna.',
  notYours: 'Możesz odpowiedzieć tylko na własną ofertę.',
  alreadyOffered: 'Ten zawodnik ma już Twoją ofertę: poczekaj na jego odpowiedź.',
  toMember: 'Ten zawodnik już gra w Twojej drużynie.',
  playerNotFree:
    'Ten zawodnik należy już do drużyny. Oferty można składać tylko wolnym zawodnikom.',
  playerNotFound: 'Nie znaleziono zawodnika.',
  applicationWithdrawn: (teamName: string) =>
    `Twoje zgłoszenie do drużyny ${teamName} zostało wycofane, bo dołączyłeś do innej drużyny.`,
  accepted: (teamName: string) => `Dołączyłeś do drużyny ${teamName}.`,
  positionsInvalid: 'Wybierz pozycje spośród: Bramkarz, Obrońca, Pomocnik, Napastnik.',
  lookingInvalid: 'Podaj, czy drużyna szuka zawodników.',
} as const;

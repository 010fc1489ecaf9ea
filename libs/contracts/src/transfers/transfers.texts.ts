import { localized, type Translation } from '../common/text-language';

/** Polish messages of the transfer market: offers to free agents and recruiting teams. */
const OFFER_MESSAGES_PL = {
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

const OFFER_MESSAGES_EN = {
  teamIdInvalid: 'Invalid team id.',
  userIdInvalid: 'Invalid player id.',
  offerIdInvalid: 'Invalid offer id.',
  notFound: 'Offer not found.',
  notPending: 'This offer is no longer open.',
  notYours: 'You can answer only your own offer.',
  alreadyOffered: 'This player already has your offer: wait for the answer.',
  toMember: 'This player already plays in your team.',
  playerNotFree: 'This player already belongs to a team. Offers can be made only to free agents.',
  playerNotFound: 'Player not found.',
  applicationWithdrawn: (teamName: string) =>
    `Your application to the team ${teamName} has been withdrawn because you joined another team.`,
  accepted: (teamName: string) => `You have joined the team ${teamName}.`,
  positionsInvalid: 'Choose positions from: Goalkeeper, Defender, Midfielder, Forward.',
  lookingInvalid: 'Say whether the team is looking for players.',
} satisfies Translation<typeof OFFER_MESSAGES_PL>;

/** Messages of the transfer market: offers to free agents and recruiting teams. */
export const OFFER_MESSAGES = /* @__PURE__ */ localized(OFFER_MESSAGES_PL, OFFER_MESSAGES_EN);

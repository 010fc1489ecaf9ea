import { localized, MATCH_CANCELLATION_MESSAGES, type Translation } from '@liga/contracts';

/** Polish texts of the admin tab Mecze: accepted matches and their cancellation. */
const adminMatchesTextsPl = {
  title: 'Zaakceptowane mecze',
  lead: 'Mecze zaakceptowane przez obie drużyny, bez złożonego raportu (od tygodnia wstecz do 8 tygodni naprzód).',
  loading: 'Wczytywanie meczów…',
  failed: 'Nie udało się wczytać meczów.',
  empty: 'Brak zaakceptowanych meczów bez raportu w tym okresie.',
  count: (n: number) => `Meczów: ${n}`,
  unknownError: 'An unknown error occured.',
  vs: 'vs',
  noLeague: 'Mecz międzyligowy',
  cancel: {
    open: 'Odwołaj mecz',
    title: 'Odwołaj mecz',
    close: 'Zamknij',
    lead: (teams: string, date: string) =>
      `${teams}, ${date}. Obaj kapitanowie zobaczą powód, a rezerwacja boiska zostanie zwolniona.`,
    reason: 'Powód odwołania',
    hint: 'Od 1 do 500 znaków.',
    back: 'Anuluj',
    submit: 'Odwołaj mecz',
    done: MATCH_CANCELLATION_MESSAGES.cancelled,
  },
} as const;

const adminMatchesTextsEn = {
  title: 'Accepted matches',
  lead: 'Matches accepted by both teams with no report filed (from a week back to 8 weeks ahead).',
  loading: 'Loading matches…',
  failed: 'Could not load the matches.',
  empty: 'No accepted matches without a report in this period.',
  count: (n: number) => `Matches: ${n}`,
  unknownError: 'An unknown error occurred.',
  vs: 'vs',
  noLeague: 'Inter-league match',
  cancel: {
    open: 'Cancel the match',
    title: 'Cancel the match',
    close: 'Close',
    lead: (teams: string, date: string) =>
      `${teams}, ${date}. Both captains will see the reason, and the pitch booking will be released.`,
    reason: 'Reason for cancelling',
    hint: '1 to 500 characters.',
    back: 'Cancel',
    submit: 'Cancel the match',
    done: MATCH_CANCELLATION_MESSAGES.cancelled,
  },
} satisfies Translation<typeof adminMatchesTextsPl>;

/** Texts of the admin tab Matches in the page's language. */
export const adminMatchesTexts = /* @__PURE__ */ localized(
  adminMatchesTextsPl,
  adminMatchesTextsEn,
);

import { MATCH_CANCELLATION_MESSAGES } from '@liga/contracts';

/** Polish texts of the admin tab Mecze: accepted matches and their cancellation. */
export const adminMatchesTexts = {
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

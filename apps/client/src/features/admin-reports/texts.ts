import { REPORT_MESSAGES } from '@liga/contracts';

/** Polish texts of the admin Raporty tab (spec section 2 "Admin panel", 5, 8). */
export const adminReportsTexts = {
  title: 'Raporty',
  filters: {
    league: 'Liga',
    allLeagues: 'Wszystkie ligi',
    from: 'Od',
    to: 'Do',
    load: 'Wczytaj',
  },
  live: 'Raporty czekające na weryfikację pojawiają się tu same, bez odświeżania.',
  loading: 'Wczytywanie raportów…',
  failed: 'Nie udało się wczytać raportów.',
  empty: 'Brak raportów w wybranym okresie.',
  count: (n: number) => `Raporty: ${n}`,
  noDate: 'Brak Daty',
  noLeague: 'Bez ligi',
  walkover: 'Walkower',
  adminInsert: 'Wpis zarządcy',
  columns: {
    date: 'Data',
    league: 'Liga',
    match: 'Mecz',
    status: 'Status',
    actions: 'Akcje',
  },
  details: 'Szczegóły',
  hideDetails: 'Ukryj',
  accept: 'Zatwierdź',
  remove: 'Usuń',
  reject: 'Odrzuć',
  confirm: REPORT_MESSAGES.confirm,
  walkoversTooHigh: REPORT_MESSAGES.walkoversTooHigh,
  walkoverCounts: (a: string, na: number, b: string, nb: number) =>
    `Walkowery w sezonie — ${a}: ${na}, ${b}: ${nb}. ${REPORT_MESSAGES.confirm}`,
  verified: REPORT_MESSAGES.verified,
  deletedVerified: REPORT_MESSAGES.deletedVerified,
  rejectedUnverified: REPORT_MESSAGES.rejectedUnverified,
} as const;

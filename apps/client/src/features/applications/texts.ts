import {
  englishPlural,
  localized,
  polishPlural,
  TEAM_CONFIRMATIONS,
  TEAM_MESSAGES,
  type Translation,
} from '@liga/contracts';

/** Polish texts of team applications (spec: "Team invitation"). */
const applicationsTextsPl = {
  unknownError: 'An unknown error occured',
  apply: 'Aplikuj do drużyny',
  cancelApplication: 'Anuluj aplikację',
  applied: 'Wysłano prośbę o dołączenie do drużyny.',
  cancelled: 'Anulowano aplikację do drużyny.',
  confirm: TEAM_CONFIRMATIONS.generic,
  /** Spec section 8: the join step's success message, exactly. */
  joinSent: TEAM_MESSAGES.applied,
  button: (count: number) => `Zgłoszenia (${count})`,
  title: 'Zgłoszenia',
  listLabel: 'Zgłoszenia do drużyny',
  empty: 'Brak nowych zgłoszeń do drużyny.',
  failed: 'Nie udało się wczytać zgłoszeń.',
  accept: 'Akceptuj',
  reject: 'Odrzuć',
  accepted: 'Zawodnik został przyjęty do drużyny.',
  rejected: 'Zgłoszenie zostało odrzucone.',
  columns: {
    name: 'Zawodnik',
    position: 'Pozycja',
    leg: 'Noga',
    age: 'Wiek',
    height: 'Wzrost',
    actions: 'Decyzja',
  },
  age: (years: number) => `${years} ${polishPlural(years, 'rok', 'lata', 'lat')}`,
  height: (cm: number) => `${cm} cm`,
  none: '—',
  legs: { 0: 'Obunożny', 1: 'Prawonożny', 2: 'Lewonożny' } as Record<number, string>,
  pendingTitle: 'Prośba wysłana',
  pending:
    'Twoja prośba o dołączenie do drużyny czeka na decyzję. Musisz poczekać, aż kapitan drużyny ją zaakceptuje.',
  pendingTeam: (name: string) => `Drużyna: ${name}`,
  checkFailed: 'Nie udało się sprawdzić Twoich zgłoszeń do drużyn.',
} as const;

const applicationsTextsEn = {
  unknownError: 'An unknown error occurred',
  apply: 'Apply to the team',
  cancelApplication: 'Cancel the application',
  applied: 'Your request to join the team has been sent.',
  cancelled: 'Your application to the team has been cancelled.',
  confirm: TEAM_CONFIRMATIONS.generic,
  joinSent: TEAM_MESSAGES.applied,
  button: (count: number) => `Requests (${count})`,
  title: 'Requests',
  listLabel: 'Requests to join the team',
  empty: 'No new requests to join the team.',
  failed: 'Could not load the requests.',
  accept: 'Accept',
  reject: 'Reject',
  accepted: 'The player has been taken into the team.',
  rejected: 'The request has been rejected.',
  columns: {
    name: 'Player',
    position: 'Position',
    leg: 'Foot',
    age: 'Age',
    height: 'Height',
    actions: 'Decision',
  },
  age: (years: number) => `${years} ${englishPlural(years, 'year', 'years')}`,
  height: (cm: number) => `${cm} cm`,
  none: '—',
  legs: { 0: 'Both feet', 1: 'Right-footed', 2: 'Left-footed' } as Record<number, string>,
  pendingTitle: 'Request sent',
  pending:
    'Your request to join the team is waiting for a decision. You have to wait until the team captain accepts it.',
  pendingTeam: (name: string) => `Team: ${name}`,
  checkFailed: 'Could not check your requests to join teams.',
} satisfies Translation<typeof applicationsTextsPl>;

/** Texts of team applications in the page's language. */
export const applicationsTexts = /* @__PURE__ */ localized(
  applicationsTextsPl,
  applicationsTextsEn,
);

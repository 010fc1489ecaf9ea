import { TEAM_CONFIRMATIONS, TEAM_MESSAGES } from '@liga/contracts';

/** Polish texts of team applications (spec: "Team invitation"). */
export const applicationsTexts = {
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
  age: (years: number) => `${years} lat`,
  height: (cm: number) => `${cm} cm`,
  none: '—',
  legs: { 0: 'Obunożny', 1: 'Prawonożny', 2: 'Lewonożny' } as Record<number, string>,
  pendingTitle: 'Prośba wysłana',
  pending:
    'Twoja prośba o dołączenie do drużyny czeka na decyzję. Musisz poczekać, aż kapitan drużyny ją zaakceptuje.',
  pendingTeam: (name: string) => `Drużyna: ${name}`,
  checkFailed: 'Nie udało się sprawdzić Twoich zgłoszeń do drużyn.',
} as const;

import { localized, type Translation, englishPlural } from '@liga/contracts';

/** Polish plural form: 1 → one, 2–4 (not 12–14) → few, otherwise many. */
export function plural(count: number, one: string, few: string, many: string): string {
  const abs = Math.abs(count);
  if (abs === 1) return one;
  const tens = abs % 100;
  const units = abs % 10;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}

/** Polish texts of the users feature (profile card, player profile, avatar). */
const usersTextsPl = {
  profileLoadFailed: 'Nie udało się wczytać profilu.',
  statisticLoadFailed: 'Nie udało się wczytać statystyk zawodnika.',
  avatarAlt: (name: string) => `Zdjęcie profilowe: ${name}`,
  defaultFirstName: 'Imię',
  defaultLastName: 'Nazwisko',
  profile: {
    title: 'Profil zawodnika',
    shirt: 'Numer koszulki',
    noPosition: 'Brak pozycji',
    age: 'Wiek',
    years: (n: number) => `${n} ${plural(n, 'rok', 'lata', 'lat')}`,
    height: 'Wzrost',
    cm: (n: number) => `${n} cm`,
    unknown: '—',
    teams: 'Drużyny',
    noTeams: 'Zawodnik nie należy jeszcze do żadnej drużyny.',
    captain: 'Kapitan',
    noCaptain: 'No Captain',
    achievements: 'Osiągnięcia',
    record: 'Rekord bramek w jednym meczu',
    goals: (n: number) => plural(n, 'Bramka', 'Bramki', 'Bramek'),
    statistics: 'Statystyki',
    matchesPlayed: 'Rozegrane mecze',
    wins: 'Wygrane',
    goalsScored: 'Strzelone bramki',
    mvpPoints: 'Punkty MVP',
    points: (n: number) => plural(n, 'Punkt', 'Punkty', 'Punktów'),
    social: 'Media społecznościowe zawodnika',
    socialSoon: (name: string) => `${name} — wkrótce`,
    changeAvatar: 'Zmień zdjęcie',
    cropTitle: 'Nowe zdjęcie profilowe',
    avatarSaved: 'Zdjęcie profilowe zostało zmienione.',
    avatarFailed: 'Nie udało się zapisać zdjęcia profilowego.',
    notFound: 'Nie znaleziono takiego zawodnika.',
    manage: 'Zarządzaj kontem',
  },
} as const;

const usersTextsEn = {
  profileLoadFailed: 'Could not load the profile.',
  statisticLoadFailed: "Could not load the player's statistics.",
  avatarAlt: (name: string) => `Profile photo: ${name}`,
  defaultFirstName: 'First name',
  defaultLastName: 'Last name',
  profile: {
    title: 'Player profile',
    shirt: 'Shirt number',
    noPosition: 'No position',
    age: 'Age',
    years: (n: number) => `${n} ${englishPlural(n, 'year', 'years')}`,
    height: 'Height',
    cm: (n: number) => `${n} cm`,
    unknown: '—',
    teams: 'Teams',
    noTeams: 'The player does not belong to any team yet.',
    captain: 'Captain',
    noCaptain: 'No Captain',
    achievements: 'Achievements',
    record: 'Most goals in one match',
    goals: (n: number) => englishPlural(n, 'Goal', 'Goals'),
    statistics: 'Statistics',
    matchesPlayed: 'Matches played',
    wins: 'Wins',
    goalsScored: 'Goals scored',
    mvpPoints: 'MVP points',
    points: (n: number) => englishPlural(n, 'Point', 'Points'),
    social: "The player's social media",
    socialSoon: (name: string) => `${name} — coming soon`,
    changeAvatar: 'Change the photo',
    cropTitle: 'New profile photo',
    avatarSaved: 'The profile photo has been changed.',
    avatarFailed: 'Could not save the profile photo.',
    notFound: 'No such player was found.',
    manage: 'Manage account',
  },
} satisfies Translation<typeof usersTextsPl>;

/** Texts of the users feature in the page's language. */
export const usersTexts = /* @__PURE__ */ localized(usersTextsPl, usersTextsEn);

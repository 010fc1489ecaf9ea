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
export const usersTexts = {
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

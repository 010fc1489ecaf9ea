import { polishPlural } from '@liga/contracts';

/** Polish texts of the guest landing page (spec section 1). */
export const landingTexts = {
  pageTitle: 'Amatorska liga piłki sześcioosobowej',
  hero: {
    eyebrow: 'Amatorska liga piłki nożnej 6 na 6',
    title: ['Twoja drużyna.', 'Twoja liga.', 'Co tydzień na boisku.'],
    lead: 'Zarejestruj się, stwórz profil zawodnika i dołącz do drużyny — albo załóż własną i zostań kapitanem. Tabele, statystyki i wyzwania aktualizują się na żywo.',
    register: 'Zarejestruj się',
    login: 'Mam już konto',
    statsLabel: 'Liga w liczbach',
    /** The figures from GET /api/season/summary, labelled in the number's plural form. */
    figures: {
      seasons: (n: number) =>
        polishPlural(n, 'rozegrany sezon', 'rozegrane sezony', 'rozegranych sezonów'),
      matches: (n: number) =>
        polishPlural(n, 'rozegrany mecz', 'rozegrane mecze', 'rozegranych meczów'),
      goals: (n: number) =>
        polishPlural(n, 'strzelona bramka', 'strzelone bramki', 'strzelonych bramek'),
      loading: 'Wczytywanie liczb ligi…',
      unavailable: '–',
    },
    format: { value: '6×6', label: 'format gry' },
  },
  steps: {
    eyebrow: 'Jak zacząć',
    title: 'Od rejestracji do pierwszego gwizdka',
    items: [
      {
        title: 'Załóż konto',
        text: 'Podaj e-mail i hasło, a potem potwierdź adres linkiem, który wyślemy na Twoją skrzynkę.',
      },
      {
        title: 'Stwórz profil zawodnika',
        text: 'Imię, numer na koszulce, pozycja, lepsza noga i wzrost — to podstawa Twoich statystyk.',
      },
      {
        title: 'Dołącz do drużyny lub ją załóż',
        text: 'Wyślij prośbę do kapitana wybranej drużyny albo stwórz własną, wybierz ligę i zbierz skład.',
      },
    ],
  },
  foundation: {
    eyebrow: 'Organizator',
    title: 'Fundacja Liga Szóstek',
    paragraphs: [
      'Jesteśmy fundacją, która organizuje rozgrywki amatorskiej piłki sześcioosobowej. Układamy terminarz, rezerwujemy boiska, pilnujemy regulaminu i prowadzimy statystyki każdego zawodnika.',
      'Gramy w systemie ligowym z awansami i spadkami — od Ligi 1 po Ligę 7B — w dwóch sezonach rocznie: jesiennym i wiosennym.',
    ],
    contactTitle: 'Skontaktuj się z nami',
    contactLead:
      'Wybierz adres, który najlepiej pasuje do Twojej sprawy — odpowiadamy w dni robocze.',
    writeTo: (label: string) => `Napisz do nas: ${label}`,
  },
  rewards: {
    eyebrow: 'Nagrody',
    title: 'Gramy o coś więcej niż trzy punkty',
    items: [
      {
        title: 'Medale',
        text: 'Złoto, srebro i brąz dla trzech najlepszych drużyn każdej ligi na koniec sezonu.',
      },
      {
        title: 'Puchar',
        text: 'Mistrz każdej ligi podnosi puchar fundacji, a jego nazwa trafia na listę zwycięzców.',
      },
      {
        title: 'Szansa na reprezentację',
        text: 'Najlepszych zawodników sezonu pokazujemy selekcjonerowi reprezentacji Polski w piłce sześcioosobowej.',
      },
    ],
  },
  app: {
    eyebrow: 'Aplikacja mobilna',
    title: 'Liga zawsze pod ręką',
    lead: 'Pobierz naszą aplikację i sprawdzaj ligę z telefonu — w szatni, w drodze na mecz i po ostatnim gwizdku.',
    features: [
      'Terminarz, wyniki i tabele wszystkich lig',
      'Profil zawodnika i skład drużyny',
      'Wyzwania i raporty meczowe dla kapitanów',
    ],
    storesLabel: 'Pobierz aplikację',
    appStoreSmall: 'Pobierz z',
    appStore: 'App Store',
    googlePlaySmall: 'Pobierz z',
    googlePlay: 'Google Play',
    newTab: '(otwiera się w nowej karcie)',
  },
  cta: {
    title: 'Gotowy na pierwszy mecz?',
    text: 'Rejestracja zajmuje dwie minuty. Drużyna czeka.',
    register: 'Zarejestruj się',
  },
} as const;

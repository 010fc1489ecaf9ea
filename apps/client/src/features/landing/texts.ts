import { englishPlural, localized, polishPlural, type Translation } from '@liga/contracts';

/** Polish texts of the guest landing page (spec section 1). */
const landingTextsPl = {
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

const landingTextsEn = {
  pageTitle: 'Amateur six-a-side football league',
  hero: {
    eyebrow: 'Amateur 6-a-side football league',
    title: ['Your team.', 'Your league.', 'On the pitch every week.'],
    lead: 'Sign up, create a player profile and join a team — or start your own and become its captain. Tables, statistics and challenges update live.',
    register: 'Sign up',
    login: 'I already have an account',
    statsLabel: 'The league in numbers',
    figures: {
      seasons: (n: number) => englishPlural(n, 'season played', 'seasons played'),
      matches: (n: number) => englishPlural(n, 'match played', 'matches played'),
      goals: (n: number) => englishPlural(n, 'goal scored', 'goals scored'),
      loading: "Loading the league's figures…",
      unavailable: '–',
    },
    format: { value: '6×6', label: 'game format' },
  },
  steps: {
    eyebrow: 'How to start',
    title: 'From sign-up to the first whistle',
    items: [
      {
        title: 'Create an account',
        text: 'Enter your e-mail and a password, then confirm the address with the link we send to your inbox.',
      },
      {
        title: 'Create a player profile',
        text: 'Name, shirt number, position, stronger foot and height — the basis of your statistics.',
      },
      {
        title: 'Join a team or start one',
        text: "Send a request to the chosen team's captain or create your own, choose a league and gather a squad.",
      },
    ],
  },
  foundation: {
    eyebrow: 'Organiser',
    title: 'Liga Szóstek Foundation',
    paragraphs: [
      "We are a foundation that runs amateur six-a-side football competitions. We set the fixtures, book the pitches, uphold the rules and keep every player's statistics.",
      'We play in a league system with promotion and relegation — from League 1 to League 7B — in two seasons a year: autumn and spring.',
    ],
    contactTitle: 'Contact us',
    contactLead: 'Choose the address that best fits your matter — we answer on working days.',
  },
  rewards: {
    eyebrow: 'Prizes',
    title: 'We play for more than three points',
    items: [
      {
        title: 'Medals',
        text: 'Gold, silver and bronze for the three best teams of every league at the end of the season.',
      },
      {
        title: 'Trophy',
        text: "The champion of every league lifts the foundation's trophy, and its name joins the list of winners.",
      },
      {
        title: 'A chance at the national team',
        text: "We show the season's best players to the coach of Poland's national six-a-side team.",
      },
    ],
  },
  app: {
    eyebrow: 'Mobile app',
    title: 'The league always at hand',
    lead: 'Get our app and follow the league on your phone — in the changing room, on the way to the match and after the final whistle.',
    features: [
      'Fixtures, results and tables of every league',
      'Player profile and team squad',
      'Challenges and match reports for captains',
    ],
    storesLabel: 'Get the app',
    appStoreSmall: 'Download on the',
    appStore: 'App Store',
    googlePlaySmall: 'Get it on',
    googlePlay: 'Google Play',
    newTab: '(opens in a new tab)',
  },
  cta: {
    title: 'Ready for your first match?',
    text: 'Signing up takes two minutes. A team is waiting.',
    register: 'Sign up',
  },
} satisfies Translation<typeof landingTextsPl>;

/** Texts of the guest landing page in the page's language. */
export const landingTexts = /* @__PURE__ */ localized(landingTextsPl, landingTextsEn);

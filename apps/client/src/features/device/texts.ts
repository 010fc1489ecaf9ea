import { localized, type Translation } from '@liga/contracts';

/** Polish texts of the mobile notice (spec section 1; issue 19: install instead of store links). */
const deviceTextsPl = {
  title: 'Ta strona nie ma wersji mobilnej',
  lead: 'Portal Ligi Szóstek jest przygotowany z myślą o komputerach. Na telefonie wygodniej skorzystasz z naszej aplikacji mobilnej.',
  invite: 'Pobierz aplikację — tabele, mecze, wyzwania i raporty masz wtedy zawsze pod ręką.',
  install: 'Zainstaluj aplikację',
  installing: 'Instalowanie…',
  installLabel: 'Instalacja aplikacji',
  iosInstall: 'Na iPhonie: stuknij „Udostępnij” na pasku Safari, a potem „Do ekranu początkowego”.',
  menuInstall:
    'Otwórz menu przeglądarki (⋮) i wybierz „Zainstaluj aplikację” lub „Dodaj do ekranu głównego”.',
  installed: 'Aplikacja jest zainstalowana — otwórz ją z ekranu głównego.',
  newVersion: 'Nowa wersja — odśwież',
  newVersionLead: 'Dostępna jest nowa wersja Ligi.',
  continueAnyway: 'kontynuuj mimo to',
  continueHint: 'Strona może wyświetlać się nieprawidłowo na małym ekranie.',
} as const;

const deviceTextsEn = {
  title: 'This site has no mobile version',
  lead: 'The Liga Szóstek portal is designed for computers. On a phone our mobile app is more convenient.',
  invite: 'Get the app — tables, matches, challenges and reports always at hand.',
  install: 'Install the app',
  installing: 'Installing…',
  installLabel: 'Installing the app',
  iosInstall: 'On an iPhone: tap “Share” in the Safari bar, then “Add to Home Screen”.',
  menuInstall: 'Open the browser menu (⋮) and choose “Install app” or “Add to Home screen”.',
  installed: 'The app is installed — open it from your home screen.',
  newVersion: 'New version — refresh',
  newVersionLead: 'A new version of Liga is available.',
  continueAnyway: 'continue anyway',
  continueHint: 'The page may not display properly on a small screen.',
} satisfies Translation<typeof deviceTextsPl>;

/** Texts of the mobile notice in the page's language. */
export const deviceTexts = /* @__PURE__ */ localized(deviceTextsPl, deviceTextsEn);

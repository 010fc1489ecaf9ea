/** Polish texts of the mobile notice (spec section 1; issue 19: install instead of store links). */
export const deviceTexts = {
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

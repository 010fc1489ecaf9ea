/** Polish texts of the mobile notice (spec section 1). */
export const deviceTexts = {
  title: 'Ta strona nie ma wersji mobilnej',
  lead: 'Portal Ligi Szóstek jest przygotowany z myślą o komputerach. Na telefonie wygodniej skorzystasz z naszej aplikacji mobilnej.',
  invite: 'Pobierz aplikację — tabele, mecze, wyzwania i raporty masz wtedy zawsze pod ręką.',
  appStore: 'Pobierz z App Store',
  googlePlay: 'Pobierz z Google Play',
  storesLabel: 'Sklepy z aplikacją',
  continueAnyway: 'kontynuuj mimo to',
  continueHint: 'Strona może wyświetlać się nieprawidłowo na małym ekranie.',
} as const;

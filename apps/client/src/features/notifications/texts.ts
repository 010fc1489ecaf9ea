/** Polish texts of the notifications feature (client). */
export const notificationTexts = {
  bell: (unread: number) =>
    unread === 0
      ? 'Powiadomienia'
      : `Powiadomienia: ${unread > 99 ? 'ponad 99' : unread} nieprzeczytanych`,
  title: 'Powiadomienia',
  markAllRead: 'Oznacz wszystkie jako przeczytane',
  seeAll: 'Zobacz wszystkie',
  empty: 'Nie masz jeszcze powiadomień. Damy znać, gdy coś się wydarzy.',
  loadFailed: 'Nie udało się wczytać powiadomień.',
  more: 'Pokaż starsze',
  unread: 'Nieprzeczytane',
  settingsLink: 'Ustawienia e-maili',
  preferences: {
    title: 'Powiadomienia e-mail',
    lead: 'W portalu widzisz zawsze wszystko. Wybierz, o czym piszemy od razu, co zbieramy w podsumowanie dnia (18:00), a czego nie wysyłamy.',
    loadFailed: 'Nie udało się wczytać ustawień powiadomień.',
    saved: 'Zapisano ustawienia powiadomień.',
    saveFailed: 'Nie udało się zapisać ustawienia.',
  },
  unsubscribe: {
    title: 'Wypisanie z e-maili',
    working: 'Wypisujemy…',
    failed: 'Nie udało się wypisać.',
    settings: 'Przejdź do ustawień powiadomień',
    missing: 'Brak tokenu w linku. Otwórz link z e-maila jeszcze raz.',
  },
  ago: {
    now: 'przed chwilą',
  },
  /** Web Push on this browser (issue 19), from the side menu. */
  push: {
    label: 'Powiadomienia na telefonie',
    on: 'włączone',
    off: 'wyłączone',
    blocked: 'zablokowane',
    denied: 'Przeglądarka blokuje powiadomienia tej strony — zmień to w jej ustawieniach.',
  },
};

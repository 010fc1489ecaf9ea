import { englishPlural, localized, polishPlural, type Translation } from '@liga/contracts';

/** Polish texts of the notifications feature (client). */
const notificationTextsPl = {
  /** A notification of the last 45 seconds. */
  justNow: 'przed chwilą',
  bell: (unread: number) =>
    unread === 0
      ? 'Powiadomienia'
      : `Powiadomienia: ${unread > 99 ? 'ponad 99' : unread} nieprzeczytanych`,
  /** Read out politely when the unread count rises live (aria-live). */
  unreadAnnouncement: (unread: number) =>
    `Masz ${unread} ${polishPlural(unread, 'nieprzeczytane powiadomienie', 'nieprzeczytane powiadomienia', 'nieprzeczytanych powiadomień')}.`,
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

const notificationTextsEn = {
  justNow: 'just now',
  bell: (unread: number) =>
    unread === 0 ? 'Notifications' : `Notifications: ${unread > 99 ? 'over 99' : unread} unread`,
  unreadAnnouncement: (unread: number) =>
    `You have ${unread} unread ${englishPlural(unread, 'notification', 'notifications')}.`,
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  seeAll: 'See all',
  empty: "You have no notifications yet. We'll let you know when something happens.",
  loadFailed: 'Could not load the notifications.',
  more: 'Show older',
  unread: 'Unread',
  settingsLink: 'E-mail settings',
  preferences: {
    title: 'E-mail notifications',
    lead: 'In the portal you always see everything. Choose what we e-mail right away, what we gather into the daily summary (18:00) and what we do not send.',
    loadFailed: 'Could not load the notification settings.',
    saved: 'Notification settings saved.',
    saveFailed: 'Could not save the setting.',
  },
  unsubscribe: {
    title: 'Unsubscribe from e-mails',
    working: 'Unsubscribing…',
    failed: 'Could not unsubscribe.',
    settings: 'Go to the notification settings',
    missing: 'The link has no token. Open the link from the e-mail again.',
  },
  ago: {
    now: 'just now',
  },
  push: {
    label: 'Notifications on this phone',
    on: 'on',
    off: 'off',
    blocked: 'blocked',
    denied: "The browser blocks this site's notifications — change that in its settings.",
  },
} satisfies Translation<typeof notificationTextsPl>;

/** Texts of the notifications feature in the page's language. */
export const notificationTexts = /* @__PURE__ */ localized(
  notificationTextsPl,
  notificationTextsEn,
);

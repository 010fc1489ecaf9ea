import { englishPlural, localized, type Translation } from '../common/text-language';
import { countWith, formatGoals } from '../common/polish-plural';
import { LIGA_TIME_ZONE } from '../common/time';
import { NOTIFICATION_RULES, type EmailMode, type NotificationKind } from './notification-kinds';
import type { NotificationContent, NotificationNames } from './notification-params';

const WHEN = new Intl.DateTimeFormat('pl-PL', {
  timeZone: LIGA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "sobota 25 października o 19:30" (Europe/Warsaw). */
export function matchTimeText(iso: string): string {
  const parts = Object.fromEntries(WHEN.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} o ${parts.hour}:${parts.minute}`;
}

const DAY = new Intl.DateTimeFormat('pl-PL', {
  timeZone: LIGA_TIME_ZONE,
  day: 'numeric',
  month: 'long',
});

/** "30 listopada" (Europe/Warsaw): a cup round's deadline. */
export function dayText(iso: string): string {
  return DAY.format(new Date(iso));
}

/** The Monday (yyyy-MM-dd, Warsaw) of the week of `iso`: the calendar page's `?week=`. */
function weekOf(iso: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: LIGA_TIME_ZONE }).format(new Date(iso));
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** What a notification says and where it leads: the text, the mail's subject, the portal path. */
export interface NotificationDescription {
  text: string;
  subject: string;
  link: string;
}

const LINKS = {
  challenges: '/user/challenges',
  outgoing: '/user/challenges?view=outgoing',
  reports: '/user/reports',
  team: (id: string) => `/team/${encodeURIComponent(id)}`,
  teamFind: '/team/find',
  table: '/table',
  transfers: '/user/transfers',
  cup: '/cup',
  match: (id: string) => `/match/${encodeURIComponent(id)}`,
  week: (iso: string) => `/calendar?week=${weekOf(iso)}`,
};

/**
 * The Polish text, subject and link of a notification (shown in the bell, mailed, digested).
 * Names come from `names`, looked up when shown: nothing personal is stored with it.
 */
export function describeNotification(
  content: NotificationContent,
  n: NotificationNames,
): NotificationDescription {
  switch (content.kind) {
    case 'challenge-received': {
      const p = content.params;
      return {
        text: `Drużyna ${n.team(p.teamId)} rzuca Wam wyzwanie: ${matchTimeText(p.startsAt)}, boisko ${n.pitch(p.pitchId)}.`,
        subject: `Nowe wyzwanie od drużyny ${n.team(p.teamId)}`,
        link: LINKS.challenges,
      };
    }
    case 'challenge-accepted': {
      const p = content.params;
      return {
        text: `Drużyna ${n.team(p.teamId)} przyjęła Wasze wyzwanie. Gracie ${matchTimeText(p.startsAt)}, boisko ${n.pitch(p.pitchId)}.`,
        subject: `Wyzwanie przyjęte: ${n.team(p.teamId)}`,
        link: LINKS.outgoing,
      };
    }
    case 'challenge-rejected': {
      const p = content.params;
      return {
        text: `Drużyna ${n.team(p.teamId)} odrzuciła Wasze wyzwanie na ${matchTimeText(p.startsAt)}.`,
        subject: `Wyzwanie odrzucone: ${n.team(p.teamId)}`,
        link: LINKS.outgoing,
      };
    }
    case 'challenge-cancelled': {
      const p = content.params;
      return {
        text: `Drużyna ${n.team(p.teamId)} wycofała wyzwanie na ${matchTimeText(p.startsAt)}.`,
        subject: `Wyzwanie wycofane: ${n.team(p.teamId)}`,
        link: LINKS.challenges,
      };
    }
    case 'match-cancelled': {
      const p = content.params;
      const match = `${n.team(p.homeTeamId)} – ${n.team(p.awayTeamId)}`;
      return {
        text: `Mecz ${match} (${matchTimeText(p.startsAt)}) został odwołany przez administratora: ${p.reason}`,
        subject: `Mecz odwołany: ${match}`,
        link: LINKS.week(p.startsAt),
      };
    }
    case 'match-reminder': {
      const p = content.params;
      const match = `${n.team(p.homeTeamId)} – ${n.team(p.awayTeamId)}`;
      return {
        text: `Przypomnienie: mecz ${match} już ${matchTimeText(p.startsAt)}, boisko ${n.pitch(p.pitchId)}.`,
        subject: `Jutro gracie: ${match}`,
        link: LINKS.week(p.startsAt),
      };
    }
    case 'report-to-accept': {
      const p = content.params;
      const score = `${n.team(p.homeTeamId)} ${p.homeGoals}:${p.awayGoals} ${n.team(p.awayTeamId)}`;
      return {
        text: `Drużyna ${n.team(p.homeTeamId)} przesłała raport meczu ${score}. Zaakceptuj go albo odrzuć.`,
        subject: `Raport do akceptacji: ${score}`,
        link: LINKS.reports,
      };
    }
    case 'report-accepted': {
      const p = content.params;
      return {
        text: `Drużyna ${n.team(p.teamId)} zaakceptowała Wasz raport meczowy. Teraz zweryfikuje go administrator.`,
        subject: `Raport zaakceptowany przez drużynę ${n.team(p.teamId)}`,
        link: LINKS.reports,
      };
    }
    case 'report-rejected': {
      const p = content.params;
      return p.withdrawn
        ? {
            text: `Drużyna ${n.team(p.teamId)} wycofała raport meczowy, który czekał na Waszą akceptację.`,
            subject: `Raport wycofany przez drużynę ${n.team(p.teamId)}`,
            link: LINKS.reports,
          }
        : {
            text: `Drużyna ${n.team(p.teamId)} odrzuciła Wasz raport meczowy. Prześlijcie poprawiony.`,
            subject: `Raport odrzucony przez drużynę ${n.team(p.teamId)}`,
            link: LINKS.reports,
          };
    }
    case 'report-verified': {
      const p = content.params;
      const score = `${n.team(p.homeTeamId)} ${p.homeGoals}:${p.awayGoals} ${n.team(p.awayTeamId)}`;
      const own = p.goals > 0 ? ` Masz w nim ${formatGoals(p.goals)}.` : '';
      return {
        text: `Wynik meczu ${score} został zweryfikowany i liczy się w tabeli.${own}`,
        subject: `Wynik zweryfikowany: ${score}`,
        link: LINKS.team(p.teamId),
      };
    }
    case 'application-received': {
      const p = content.params;
      return {
        text: `${n.user(p.applicantId)} chce dołączyć do drużyny ${n.team(p.teamId)}.`,
        subject: `Nowe zgłoszenie do drużyny ${n.team(p.teamId)}`,
        link: LINKS.team(p.teamId),
      };
    }
    case 'application-decided': {
      const p = content.params;
      return p.accepted
        ? {
            text: `Drużyna ${n.team(p.teamId)} przyjęła Twoje zgłoszenie. Witaj w składzie!`,
            subject: `Jesteś w drużynie ${n.team(p.teamId)}`,
            link: LINKS.team(p.teamId),
          }
        : {
            text: `Drużyna ${n.team(p.teamId)} odrzuciła Twoje zgłoszenie. Poszukaj innej drużyny.`,
            subject: `Zgłoszenie odrzucone: ${n.team(p.teamId)}`,
            link: LINKS.teamFind,
          };
    }
    case 'captaincy-handed-over': {
      const p = content.params;
      return {
        text: `${n.user(p.fromUserId)} przekazuje Ci opaskę kapitana drużyny ${n.team(p.teamId)}.`,
        subject: `Jesteś kapitanem drużyny ${n.team(p.teamId)}`,
        link: LINKS.team(p.teamId),
      };
    }
    case 'team-assigned-to-league': {
      const p = content.params;
      return {
        text: `Drużyna ${n.team(p.teamId)} gra teraz w lidze ${n.league(p.leagueId)}.`,
        subject: `${n.team(p.teamId)} w lidze ${n.league(p.leagueId)}`,
        link: LINKS.table,
      };
    }
    case 'availability-asked': {
      const p = content.params;
      const match = `${n.team(p.homeTeamId)} – ${n.team(p.awayTeamId)}`;
      return {
        text: `Mecz ${match}: ${matchTimeText(p.startsAt)}, ${n.pitch(p.pitchId)}. Będziesz? Odpowiedz na stronie meczu: Będę, Nie będę albo Może.`,
        subject: `Będziesz na meczu ${match}?`,
        link: LINKS.match(p.matchId),
      };
    }
    case 'team-offer-received': {
      const p = content.params;
      return {
        text: `Drużyna ${n.team(p.teamId)} proponuje Ci miejsce w składzie. Przyjmij albo odrzuć ofertę na stronie transferów.`,
        subject: `Oferta od drużyny ${n.team(p.teamId)}`,
        link: LINKS.transfers,
      };
    }
    case 'team-offer-decided': {
      const p = content.params;
      return p.accepted
        ? {
            text: `${n.user(p.playerId)} przyjmuje ofertę i dołącza do drużyny ${n.team(p.teamId)}.`,
            subject: `Oferta przyjęta: ${n.user(p.playerId)}`,
            link: LINKS.team(p.teamId),
          }
        : {
            text: `${n.user(p.playerId)} odrzuca ofertę gry w drużynie ${n.team(p.teamId)}.`,
            subject: `Oferta odrzucona: ${n.user(p.playerId)}`,
            link: LINKS.transfers,
          };
    }
    case 'cup-draw': {
      const p = content.params;
      const cup = n.cup(p.cupId);
      return p.opponentTeamId === null
        ? {
            text: `${cup}: losowanie za nami. Drużyna ${n.team(p.teamId)} ma wolny los i zaczyna od rundy ${p.round}.`,
            subject: `${cup}: wolny los dla drużyny ${n.team(p.teamId)}`,
            link: LINKS.cup,
          }
        : {
            text: `${cup}: w rundzie ${p.round} drużyna ${n.team(p.teamId)} zagra z drużyną ${n.team(p.opponentTeamId)}. Mecz trzeba rozegrać do ${dayText(p.deadline)}.`,
            subject: `${cup}: rywal drużyny ${n.team(p.teamId)} to ${n.team(p.opponentTeamId)}`,
            link: LINKS.cup,
          };
    }
    case 'reschedule-proposed': {
      const p = content.params;
      return {
        text: `Drużyna ${n.team(p.teamId)} proponuje przenieść mecz z ${matchTimeText(p.previousStartsAt)} na ${matchTimeText(p.startsAt)}, boisko ${n.pitch(p.pitchId)}. Przyjmij albo odrzuć na stronie meczu.`,
        subject: `Propozycja nowego terminu od drużyny ${n.team(p.teamId)}`,
        link: LINKS.match(p.matchId),
      };
    }
    case 'reschedule-decided': {
      const p = content.params;
      return p.accepted
        ? {
            text: `Drużyna ${n.team(p.teamId)} przyjęła nowy termin meczu: gracie ${matchTimeText(p.startsAt)}, boisko ${n.pitch(p.pitchId)}.`,
            subject: `Nowy termin meczu przyjęty: ${n.team(p.teamId)}`,
            link: LINKS.match(p.matchId),
          }
        : {
            text: `Drużyna ${n.team(p.teamId)} odrzuciła propozycję gry ${matchTimeText(p.startsAt)}. Mecz zostaje w dotychczasowym terminie.`,
            subject: `Propozycja nowego terminu odrzucona: ${n.team(p.teamId)}`,
            link: LINKS.match(p.matchId),
          };
    }
    case 'cup-next-tie': {
      const p = content.params;
      const cup = n.cup(p.cupId);
      return {
        text: `${cup}: następny mecz pucharowy drużyny ${n.team(p.teamId)} — runda ${p.round}, rywal ${n.team(p.opponentTeamId)}. Umówcie mecz do ${dayText(p.deadline)}.`,
        subject: `${cup}: następny rywal to ${n.team(p.opponentTeamId)}`,
        link: LINKS.cup,
      };
    }
  }
}

/** How a kind is named in the settings and in the unsubscribe page. */
const NOTIFICATION_KIND_LABELS_PL: Record<NotificationKind, string> = {
  'challenge-received': 'Nowe wyzwanie dla Twojej drużyny',
  'challenge-accepted': 'Wyzwanie przyjęte',
  'challenge-rejected': 'Wyzwanie odrzucone',
  'challenge-cancelled': 'Wyzwanie wycofane',
  'match-cancelled': 'Mecz odwołany przez administratora',
  'match-reminder': `Przypomnienie ${NOTIFICATION_RULES.reminderLeadHours} h przed meczem`,
  'report-to-accept': 'Raport meczowy do akceptacji',
  'report-accepted': 'Raport zaakceptowany przez rywala',
  'report-rejected': 'Raport odrzucony lub wycofany',
  'report-verified': 'Wynik zweryfikowany',
  'application-received': 'Nowe zgłoszenie do drużyny',
  'application-decided': 'Decyzja w sprawie Twojego zgłoszenia',
  'captaincy-handed-over': 'Przekazanie opaski kapitana',
  'team-assigned-to-league': 'Przydział drużyny do ligi',
  'availability-asked': 'Pytanie o obecność na meczu',
  'team-offer-received': 'Oferta miejsca w drużynie',
  'team-offer-decided': 'Odpowiedź zawodnika na ofertę drużyny',
  'cup-draw': 'Losowanie pucharu',
  'cup-next-tie': 'Następny mecz pucharowy',
  'reschedule-proposed': 'Propozycja nowego terminu meczu',
  'reschedule-decided': 'Odpowiedź na propozycję nowego terminu',
};

const NOTIFICATION_GROUP_LABELS_PL = {
  matches: 'Wyzwania i mecze',
  reports: 'Raporty meczowe',
  team: 'Drużyna',
  cup: 'Puchar',
} as const;

const EMAIL_MODE_LABELS_PL: Record<EmailMode, string> = {
  on: 'E-mail od razu',
  digest: 'Podsumowanie dnia',
  off: 'Tylko w portalu',
};

/** "1 nowe powiadomienie", "3 nowe powiadomienia", "5 nowych powiadomień". */
export const newNotificationsText = (n: number) =>
  countWith(n, 'nowe powiadomienie', 'nowe powiadomienia', 'nowych powiadomień');

/** Polish texts of the notifications feature: errors, the mail frame, the digest. */
const NOTIFICATION_MESSAGES_PL = {
  pageInvalid: 'Numer strony musi być liczbą całkowitą od 1.',
  pageSizeInvalid: `Rozmiar strony musi być liczbą od 1 do ${NOTIFICATION_RULES.pageSizeMax}.`,
  markReadInvalid: 'Podaj listę identyfikatorów powiadomień (ids) albo all: true.',
  idsTooMany: `Naraz można oznaczyć najwyżej ${NOTIFICATION_RULES.markReadMax} powiadomień.`,
  idInvalid: 'Nieprawidłowy identyfikator powiadomienia.',
  notYours: 'To powiadomienie należy do innego użytkownika.',
  notFound: 'Nie znaleziono powiadomienia.',
  kindInvalid: 'Nieznany rodzaj powiadomienia.',
  modeInvalid: 'Wybierz: e-mail od razu, podsumowanie dnia albo tylko w portalu.',
  unsubscribeInvalid:
    'Link do wypisania jest nieprawidłowy albo nieaktualny. Zmień ustawienia powiadomień na stronie konta.',
  unsubscribed: (kind: NotificationKind) =>
    `Nie będziemy już wysyłać e-maili: „${NOTIFICATION_KIND_LABELS[kind]}”. Powiadomienia zostają w portalu.`,
  digestLeft:
    'Nie będziemy już wysyłać podsumowań dnia. Powiadomienia zostają w portalu, a ustawienia zmienisz na stronie konta.',
  mail: {
    greeting: (firstName: string) => (firstName ? `Cześć ${firstName}!` : 'Cześć!'),
    open: 'Zobacz w portalu',
    footer:
      'Dostajesz tę wiadomość, bo masz konto w Lidze. Ustawienia powiadomień zmienisz na stronie konta.',
    unsubscribe: 'Nie chcę tych e-maili',
    settings: 'Ustawienia powiadomień',
    digestSubject: (n: number) => `Liga — podsumowanie dnia: ${newNotificationsText(n)}`,
    digestIntro: (n: number) => `Od ostatniego podsumowania: ${newNotificationsText(n)}.`,
    subjectPrefix: 'Liga — ',
  },
} as const;

const NOTIFICATION_KIND_LABELS_EN: Record<NotificationKind, string> = {
  'challenge-received': 'New challenge for your team',
  'challenge-accepted': 'Challenge accepted',
  'challenge-rejected': 'Challenge rejected',
  'challenge-cancelled': 'Challenge withdrawn',
  'match-cancelled': 'Match cancelled by the administrator',
  'match-reminder': `Reminder ${NOTIFICATION_RULES.reminderLeadHours} h before the match`,
  'report-to-accept': 'Match report to accept',
  'report-accepted': 'Report accepted by the opponent',
  'report-rejected': 'Report rejected or withdrawn',
  'report-verified': 'Result verified',
  'application-received': 'New request to join the team',
  'application-decided': 'Decision on your request',
  'captaincy-handed-over': 'Captaincy handed over',
  'team-assigned-to-league': "Team's league assignment",
  'availability-asked': 'Are you coming to the match?',
  'team-offer-received': 'Offer of a place in a team',
  'team-offer-decided': "Player's answer to the team's offer",
  'cup-draw': 'Cup draw',
  'cup-next-tie': 'Next cup match',
  'reschedule-proposed': 'Proposal of a new match date',
  'reschedule-decided': 'Answer to the proposal of a new date',
};

/** How a kind is named in the settings and in the unsubscribe page. */
export const NOTIFICATION_KIND_LABELS = /* @__PURE__ */ localized(
  NOTIFICATION_KIND_LABELS_PL,
  NOTIFICATION_KIND_LABELS_EN,
);

const NOTIFICATION_GROUP_LABELS_EN = {
  matches: 'Challenges and matches',
  reports: 'Match reports',
  team: 'Team',
  cup: 'Cup',
} satisfies Translation<typeof NOTIFICATION_GROUP_LABELS_PL>;

export const NOTIFICATION_GROUP_LABELS = /* @__PURE__ */ localized(
  NOTIFICATION_GROUP_LABELS_PL,
  NOTIFICATION_GROUP_LABELS_EN,
);

const EMAIL_MODE_LABELS_EN: Record<EmailMode, string> = {
  on: 'E-mail right away',
  digest: 'Daily summary',
  off: 'Only in the portal',
};

export const EMAIL_MODE_LABELS = /* @__PURE__ */ localized(
  EMAIL_MODE_LABELS_PL,
  EMAIL_MODE_LABELS_EN,
);

const newNotificationsEn = (n: number) =>
  `${n} ${englishPlural(n, 'new notification', 'new notifications')}`;

const NOTIFICATION_MESSAGES_EN = {
  pageInvalid: 'The page number must be a whole number from 1.',
  pageSizeInvalid: `The page size must be a number from 1 to ${NOTIFICATION_RULES.pageSizeMax}.`,
  markReadInvalid: 'Give a list of notification ids (ids) or all: true.',
  idsTooMany: `At most ${NOTIFICATION_RULES.markReadMax} notifications can be marked at once.`,
  idInvalid: 'Invalid notification id.',
  notYours: 'This notification belongs to another user.',
  notFound: 'Notification not found.',
  kindInvalid: 'Unknown kind of notification.',
  modeInvalid: 'Choose: e-mail right away, daily summary or only in the portal.',
  unsubscribeInvalid:
    'The unsubscribe link is invalid or out of date. Change the notification settings on your account page.',
  unsubscribed: (kind: NotificationKind) =>
    `We will no longer send e-mails: “${NOTIFICATION_KIND_LABELS[kind]}”. Notifications stay in the portal.`,
  digestLeft:
    'We will no longer send daily summaries. Notifications stay in the portal; change the settings on your account page.',
  mail: {
    greeting: (firstName: string) => (firstName ? `Hi ${firstName}!` : 'Hi!'),
    open: 'See it in the portal',
    footer:
      'You get this message because you have an account in the League. Change the notification settings on your account page.',
    unsubscribe: 'I do not want these e-mails',
    settings: 'Notification settings',
    digestSubject: (n: number) => `Liga — daily summary: ${newNotificationsEn(n)}`,
    digestIntro: (n: number) => `Since the last summary: ${newNotificationsEn(n)}.`,
    subjectPrefix: 'Liga — ',
  },
} satisfies Translation<typeof NOTIFICATION_MESSAGES_PL>;

/** Texts of the notifications feature: errors, the mail frame, the digest. */
export const NOTIFICATION_MESSAGES = /* @__PURE__ */ localized(
  NOTIFICATION_MESSAGES_PL,
  NOTIFICATION_MESSAGES_EN,
);

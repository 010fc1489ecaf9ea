import { z } from 'zod';
import { queryUuid } from '../common/query-fields';
import { localized, type Translation } from '../common/text-language';

/**
 * iCalendar subscriptions (issue 17): one feed of a player (the matches of their team), of a
 * team and of a league, each behind a secret token of the person who holds the link. The
 * person can regenerate a token: the old address stops working at once.
 */
export const FEED_SCOPES = ['player', 'team', 'league'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

/** One subscription address. */
export interface IcalLinkDto {
  scope: FeedScope;
  /** What the feed shows, in Polish ("Drużyna Orły Błonia"). */
  name: string;
  /** https address (copy, "Importuj z adresu URL"). */
  url: string;
  /** The same as webcal:// (opens the calendar app's subscription dialog). */
  webcalUrl: string;
}

/** `GET /api/ical/links`: the caller's addresses (team and league only where they apply). */
export interface IcalLinksDto {
  player: IcalLinkDto;
  team: IcalLinkDto | null;
  league: IcalLinkDto | null;
}

const CALENDAR_FEED_TEXTS_PL = {
  leagueIdInvalid: 'Nieprawidłowy identyfikator ligi.',
  teamIdInvalid: 'Nieprawidłowy identyfikator drużyny.',
  teamNotFound: 'Nie znaleziono drużyny.',
  scopeInvalid: 'Wybierz kalendarz: zawodnika, drużyny albo ligi.',
  leagueNotFound: 'Nie znaleziono ligi.',
  matchIdInvalid: 'Nieprawidłowy identyfikator meczu.',
  matchNotFound: 'Nie znaleziono meczu.',
  feedNotFound: 'Nie znaleziono kalendarza.',
  playerFeed: (name: string) => `Mecze: ${name}`,
  teamFeed: (team: string) => `Drużyna ${team}`,
  leagueFeed: (league: string, season: string) => `${league} — ${season}`,
  ui: {
    button: 'Dodaj do kalendarza',
    title: 'Dodaj mecze do kalendarza',
    lead: 'Subskrybuj kalendarz w telefonie lub komputerze: nowe, przełożone i odwołane mecze pojawią się same. W Kalendarzu Google wybierz „Inne kalendarze → Z adresu URL” i wklej adres.',
    subscribe: 'Subskrybuj',
    copy: 'Kopiuj adres',
    copied: 'Skopiowano adres kalendarza.',
    copyFailed: 'Nie udało się skopiować. Zaznacz adres i skopiuj go ręcznie.',
    regenerate: 'Nowy adres',
    regenerated: 'Utworzono nowy adres. Stary przestał działać.',
    regenerateHint: 'Nowy adres unieważnia stary (np. gdy ktoś go poznał).',
    loadFailed: 'Nie udało się przygotować adresów kalendarza.',
    loginToAdd: 'Zaloguj się, aby dodać mecze do kalendarza',
    close: 'Zamknij',
    download: 'Pobierz .ics',
  },
  calendarName: 'Liga',
  summary: (home: string, away: string) => `${home} – ${away}`,
  description: (league: string | null, result: string | null) =>
    [league ? `Liga: ${league}` : 'Mecz towarzyski (drużyny z różnych lig)', result]
      .filter(Boolean)
      .join('\n'),
  result: (home: number, away: number) => `Wynik: ${home}:${away}`,
  cancelled: (reason: string | null) => (reason ? `Odwołany: ${reason}` : 'Mecz odwołany'),
} as const;

const CALENDAR_FEED_TEXTS_EN = {
  leagueIdInvalid: 'Invalid league id.',
  teamIdInvalid: 'Invalid team id.',
  teamNotFound: 'Team not found.',
  scopeInvalid: "Choose a calendar: the player's, the team's or the league's.",
  leagueNotFound: 'League not found.',
  matchIdInvalid: 'Invalid match id.',
  matchNotFound: 'Match not found.',
  feedNotFound: 'Calendar not found.',
  playerFeed: (name: string) => `Matches: ${name}`,
  teamFeed: (team: string) => `Team ${team}`,
  leagueFeed: (league: string, season: string) => `${league} — ${season}`,
  ui: {
    button: 'Add to calendar',
    title: 'Add the matches to your calendar',
    lead: 'Subscribe to the calendar on your phone or computer: new, moved and cancelled matches appear by themselves. In Google Calendar choose “Other calendars → From URL” and paste the address.',
    subscribe: 'Subscribe',
    copy: 'Copy the address',
    copied: 'The calendar address has been copied.',
    copyFailed: 'Could not copy. Select the address and copy it by hand.',
    regenerate: 'New address',
    regenerated: 'A new address has been created. The old one stopped working.',
    regenerateHint: 'A new address invalidates the old one (e.g. when someone else learned it).',
    loadFailed: 'Could not prepare the calendar addresses.',
    loginToAdd: 'Log in to add the matches to your calendar',
    close: 'Close',
    download: 'Download .ics',
  },
  calendarName: 'Liga',
  summary: (home: string, away: string) => `${home} – ${away}`,
  description: (league: string | null, result: string | null) =>
    [league ? `League: ${league}` : 'Friendly match (teams from different leagues)', result]
      .filter(Boolean)
      .join('\n'),
  result: (home: number, away: number) => `Score: ${home}:${away}`,
  cancelled: (reason: string | null) => (reason ? `Cancelled: ${reason}` : 'Match cancelled'),
} satisfies Translation<typeof CALENDAR_FEED_TEXTS_PL>;

/** The feeds' texts: the server's feeds and refusals, the client's "add to calendar" dialog. */
export const CALENDAR_FEED_TEXTS = /* @__PURE__ */ localized(
  CALENDAR_FEED_TEXTS_PL,
  CALENDAR_FEED_TEXTS_EN,
);

/**
 * `GET /api/ical/links?leagueId=&teamId=`: the league (or team) feed of the one named instead of
 * the caller's own team's (a league's or a team's matches are public, as the calendar is).
 */
export const icalLinksQuerySchema = z.object({
  leagueId: queryUuid(CALENDAR_FEED_TEXTS.leagueIdInvalid).optional(),
  teamId: queryUuid(CALENDAR_FEED_TEXTS.teamIdInvalid).optional(),
});
export type IcalLinksQuery = z.infer<typeof icalLinksQuerySchema>;

/** `POST /api/ical/regenerate {scope}`: a new secret for one of the caller's feeds. */
export const regenerateFeedSchema = z.object({
  scope: z.enum(FEED_SCOPES, { error: CALENDAR_FEED_TEXTS.scopeInvalid }),
  leagueId: z
    .string({ error: CALENDAR_FEED_TEXTS.leagueIdInvalid })
    .guid(CALENDAR_FEED_TEXTS.leagueIdInvalid)
    .optional(),
  teamId: z
    .string({ error: CALENDAR_FEED_TEXTS.teamIdInvalid })
    .guid(CALENDAR_FEED_TEXTS.teamIdInvalid)
    .optional(),
});
export type RegenerateFeedRequest = z.infer<typeof regenerateFeedSchema>;

const icalLinkDtoSchema = z
  .object({
    scope: z.enum(FEED_SCOPES),
    name: z.string(),
    url: z.string(),
    webcalUrl: z.string(),
  })
  .meta({ id: 'IcalLinkDto' }) satisfies z.ZodType<IcalLinkDto>;

export const icalLinksDtoSchema = z
  .object({
    player: icalLinkDtoSchema,
    team: icalLinkDtoSchema.nullable(),
    league: icalLinkDtoSchema.nullable(),
  })
  .meta({ id: 'IcalLinksDto' }) satisfies z.ZodType<IcalLinksDto>;

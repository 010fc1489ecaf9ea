import { z } from 'zod';
import { instantFromInput } from './time';

export * from './time';

/**
 * Match status ids and names (spec section 4): 1 and 2 = pending, 3 accepted, 4 cancelled
 * (rejected by the receiver or withdrawn by the sender), 5 finished. The server writes 1 for
 * a pending challenge; 2 is read as pending too.
 */
export const MATCH_STATUS = {
  pending: 1,
  pendingAlt: 2,
  accepted: 3,
  cancelled: 4,
  finished: 5,
} as const;
export type MatchStatusId = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

export const MATCH_STATUS_NAMES: Record<MatchStatusId, string> = {
  1: 'OCZEKUJĄCE',
  2: 'OCZEKUJĄCE',
  3: 'AKCEPTOWANO',
  4: 'ANULOWANO',
  5: 'ZAKOŃCZONO',
};
/** Name shown for an unknown id (spec: other UNDEFINED / 'Inny'). */
export const MATCH_STATUS_UNKNOWN = 'UNDEFINED';

export const matchStatusName = (id: number): string =>
  MATCH_STATUS_NAMES[id as MatchStatusId] ?? MATCH_STATUS_UNKNOWN;

export const isPendingStatus = (id: number) =>
  id === MATCH_STATUS.pending || id === MATCH_STATUS.pendingAlt;

/** Match types (spec section 9): the portal only knows 1. */
export const MATCH_TYPE = { league: 1 } as const;

/** `get-matches-by-status` cases: 1 = pending challenges of a team (incoming and outgoing). */
export const MATCH_LIST_CASE = { pending: 1 } as const;

/** Challenge rules of spec sections 5 and 9. */
export const CHALLENGE_LIMITS = {
  /** Length must be greater than this (minutes). */
  lengthAbove: 10,
  /** Length must be less than this (minutes). */
  lengthBelow: 120,
  acceptedMatchesPageSize: 100,
  /** Longest range `get-calendar` answers (days). */
  calendarMaxDays: 62,
} as const;

/** The spec's texts the server answers with and the client shows. */
export const CHALLENGE_MESSAGES = {
  challenged: 'Pomyślnie rzucono wyzwanie',
  accepted: 'Wyzwanie zostało zaakceptowane.',
  rejected: 'Wyzwanie zostało odrzucone.',
  cancelled: 'Wyzwanie zostało anulowane.',
  empty: 'Nic tu jeszcze nie ma...',
  confirm: 'Czy na pewno chcesz kontynuować?',
  unknownError: 'An unknown error occured',
  dateRequired: 'Wybierz datę i godzinę spotkania.',
  dateInvalid: 'Nieprawidłowa data spotkania.',
  dateOutsideSeason: (start: string, end: string) =>
    `Data spotkania musi mieścić się między ${start} a ${end}.`,
  lengthRange: 'Długość meczu musi być większa niż 10 i mniejsza niż 120 minut.',
  pitchRequired: 'Wybierz boisko.',
  receiverRequired: 'Wybierz drużynę, której rzucasz wyzwanie.',
  matchTypeInvalid: 'Nieprawidłowy rodzaj meczu.',
  pitchBooked:
    'To boisko jest już zajęte w tym czasie przez inny zaakceptowany mecz. Umówcie inny termin lub boisko.',
  pitchCreateError: 'Error creating pitch.',
  pitchUpdateError: 'Error updating a pitch.',
  pitchDeleteError: 'Error deleting pitch.',
  pitchNameRequired: 'Nazwa boiska jest wymagana.',
  pitchNameTooLong: 'Nazwa boiska może mieć najwyżej 100 znaków.',
  latitudeInvalid: 'Szerokość geograficzna musi być liczbą od -90 do 90.',
  longitudeInvalid: 'Długość geograficzna musi być liczbą od -180 do 180.',
  calendarStartRequired: 'Podaj początek zakresu kalendarza (StartDate).',
  calendarEndRequired: 'Podaj koniec zakresu kalendarza (EndDate).',
  calendarRange: 'Koniec zakresu kalendarza musi być po jego początku.',
  calendarTooLong: 'Zakres kalendarza może obejmować najwyżej 62 dni.',
  matchIdInvalid: 'Nieprawidłowy identyfikator meczu.',
  teamIdInvalid: 'Nieprawidłowy identyfikator drużyny.',
  seasonIdInvalid: 'Nieprawidłowy identyfikator sezonu.',
  caseInvalid: 'Nieobsługiwany rodzaj listy meczów (Case).',
} as const;

// ---------------------------------------------------------------- DTOs

export interface PitchPositionDto {
  latitude: number;
  longitude: number;
}

/** `GET /api/pitch/get-pitches` row; also the pitch of a match. */
export interface PitchDto {
  id: string;
  name: string;
  position: PitchPositionDto;
}

export interface MatchStatusDto {
  id: MatchStatusId;
  name: string;
}

export interface MatchTeamRefDto {
  id: string;
  name: string;
}

/**
 * The report of a match, when one exists (filled by the match-reports feature).
 * Goals are seen from the team the list was asked for: `homeGoals` = that team's goals.
 */
export interface MatchReportRefDto {
  id: string;
  homeGoals: number;
  enemyGoals: number;
}

/** A match (challenge) as the captain screens see it. */
export interface MatchDto {
  id: string;
  seasonId: string;
  /** Start, an ISO instant in UTC; shown in Europe/Warsaw time. */
  date: string;
  /** Minutes. */
  length: number;
  matchType: number;
  sender: MatchTeamRefDto;
  receiver: MatchTeamRefDto;
  /** The league both teams play in; null when they play in different leagues. */
  league: { id: string; name: string } | null;
  pitch: PitchDto;
  status: MatchStatusDto;
  report: MatchReportRefDto | null;
  hasReport: boolean;
  /** When the challenge was issued (ISO instant). */
  createdAt: string;
  /** When it was accepted, rejected or cancelled (ISO instant), else null. */
  decidedAt: string | null;
}

export interface CalendarTeamDto {
  id: string;
  name: string;
  shortName: string;
}

/** `GET /api/pitch/get-calendar` row. */
export interface CalendarMatchDto {
  id: string;
  /** Start, an ISO instant in UTC. */
  date: string;
  length: number;
  teamA: CalendarTeamDto;
  teamB: CalendarTeamDto;
  league: { id: string; name: string } | null;
  pitch: { id: string; name: string };
  status: MatchStatusDto;
}

/** `POST /api/match/get-teams-without-match-with-team` row: a team the captain may challenge. */
export interface ChallengeableTeamDto {
  id: string;
  name: string;
  shortName: string;
  imageUrl: string;
  league: { id: string; name: string } | null;
}

// ---------------------------------------------------------------- schemas

const uuid = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).uuid(message);

/** A number, or a string with a dot or a comma as decimal separator (spec section 5). */
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'number') return v;
      if (typeof v !== 'string') return v;
      const text = v.trim().replace(',', '.');
      return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
    },
    z
      .number({ required_error: message, invalid_type_error: message })
      .finite(message)
      .min(min, message)
      .max(max, message),
  );

const pitchName = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v),
  z
    .string({
      required_error: CHALLENGE_MESSAGES.pitchNameRequired,
      invalid_type_error: CHALLENGE_MESSAGES.pitchNameRequired,
    })
    .min(1, CHALLENGE_MESSAGES.pitchNameRequired)
    .max(100, CHALLENGE_MESSAGES.pitchNameTooLong),
);

/** `POST /api/pitch` (admin). */
export const createPitchSchema = z.object({
  name: pitchName,
  latitude: coordinate(-90, 90, CHALLENGE_MESSAGES.latitudeInvalid),
  longitude: coordinate(-180, 180, CHALLENGE_MESSAGES.longitudeInvalid),
});
export type CreatePitchRequest = z.infer<typeof createPitchSchema>;

/** `PUT /api/pitch` (admin). */
export const updatePitchSchema = createPitchSchema.extend({
  id: uuid('Nieprawidłowy identyfikator boiska.'),
});
export type UpdatePitchRequest = z.infer<typeof updatePitchSchema>;

/** The season window a challenge date must lie in (ISO instants or Dates, inclusive). */
export interface SeasonWindow {
  startDate: string | Date;
  endDate: string | Date;
}

/** dd/MM/yyyy of a season boundary (season boundaries are calendar days, kept in UTC). */
export const formatSeasonDay = (instant: string | Date) => {
  const d = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

/** A 1970 date counts as unset (spec section 5: the date control's empty value). */
const isUnsetDate = (date: Date) => date.getUTCFullYear() <= 1970;

/**
 * `POST /api/match` — a captain challenges a team. The date is an ISO instant (`Z` or offset;
 * a value without zone is read as Europe/Warsaw time) and must lie inside the season window
 * when one is given (the server always gives the current season).
 */
export const createChallengeSchema = (window?: SeasonWindow) =>
  z.object({
    date: z.unknown().transform((v, ctx) => {
      if (v === undefined || v === null || v === '') {
        ctx.addIssue({ code: 'custom', message: CHALLENGE_MESSAGES.dateRequired });
        return z.NEVER;
      }
      const date = instantFromInput(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: CHALLENGE_MESSAGES.dateInvalid });
        return z.NEVER;
      }
      if (isUnsetDate(date)) {
        ctx.addIssue({ code: 'custom', message: CHALLENGE_MESSAGES.dateRequired });
        return z.NEVER;
      }
      if (window && !insideWindow(date, window)) {
        const message = CHALLENGE_MESSAGES.dateOutsideSeason(
          formatSeasonDay(window.startDate),
          formatSeasonDay(window.endDate),
        );
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date.toISOString();
    }),
    length: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z
        .number({
          required_error: CHALLENGE_MESSAGES.lengthRange,
          invalid_type_error: CHALLENGE_MESSAGES.lengthRange,
        })
        .int(CHALLENGE_MESSAGES.lengthRange)
        .gt(CHALLENGE_LIMITS.lengthAbove, CHALLENGE_MESSAGES.lengthRange)
        .lt(CHALLENGE_LIMITS.lengthBelow, CHALLENGE_MESSAGES.lengthRange),
    ),
    receiverId: uuid(CHALLENGE_MESSAGES.receiverRequired),
    pitchId: uuid(CHALLENGE_MESSAGES.pitchRequired),
    matchType: z
      .literal(MATCH_TYPE.league, {
        errorMap: () => ({ message: CHALLENGE_MESSAGES.matchTypeInvalid }),
      })
      .default(MATCH_TYPE.league),
  });
export type CreateChallengeRequest = z.infer<ReturnType<typeof createChallengeSchema>>;

function insideWindow(date: Date, window: SeasonWindow): boolean {
  const t = date.getTime();
  return t >= new Date(window.startDate).getTime() && t <= new Date(window.endDate).getTime();
}

/** `POST /api/match/accept`, `POST /api/match/cancel`. */
export const matchActionSchema = z.object({
  matchId: uuid(CHALLENGE_MESSAGES.matchIdInvalid),
});
export type MatchActionRequest = z.infer<typeof matchActionSchema>;

/** `POST /api/match/get-teams-without-match-with-team`. */
export const teamsWithoutMatchSchema = z.object({
  seasonId: uuid(CHALLENGE_MESSAGES.seasonIdInvalid),
});

/** `GET /api/match/get-matches-by-status?Case=1&TeamId=`. */
export const matchesByStatusQuerySchema = z.object({
  Case: z.coerce
    .number({ invalid_type_error: CHALLENGE_MESSAGES.caseInvalid })
    .refine((n) => n === MATCH_LIST_CASE.pending, CHALLENGE_MESSAGES.caseInvalid),
  TeamId: uuid(CHALLENGE_MESSAGES.teamIdInvalid),
});

/** `GET /api/match/history?TeamId=`. */
export const matchHistoryQuerySchema = z.object({
  TeamId: uuid(CHALLENGE_MESSAGES.teamIdInvalid),
});

const pageNumber = (max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : Number(v)),
    z
      .number({ invalid_type_error: 'Nieprawidłowy numer strony.' })
      .int('Nieprawidłowy numer strony.')
      .min(0, 'Nieprawidłowy numer strony.')
      .max(max, 'Nieprawidłowy numer strony.'),
  );

/** `GET /api/match/get-accepted-matches?teamId=&pageSize=100&page=0`. */
export const acceptedMatchesQuerySchema = z.object({
  teamId: uuid(CHALLENGE_MESSAGES.teamIdInvalid),
  pageSize: pageNumber(CHALLENGE_LIMITS.acceptedMatchesPageSize, 100).refine(
    (n) => n > 0,
    'Nieprawidłowy rozmiar strony.',
  ),
  page: pageNumber(100_000, 0),
});

/**
 * `GET /api/pitch/get-calendar?StartDate=&EndDate=` — ISO instants, or local date-times
 * without zone (what the spec's client sends), read as Europe/Warsaw time.
 */
export const calendarQuerySchema = z
  .object({
    StartDate: calendarBound(CHALLENGE_MESSAGES.calendarStartRequired),
    EndDate: calendarBound(CHALLENGE_MESSAGES.calendarEndRequired),
  })
  .superRefine((q, ctx) => {
    // A bound that failed to parse has already been reported.
    if (!(q.StartDate instanceof Date) || !(q.EndDate instanceof Date)) return;
    if (q.EndDate.getTime() <= q.StartDate.getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['EndDate'],
        message: CHALLENGE_MESSAGES.calendarRange,
      });
    } else if (
      q.EndDate.getTime() - q.StartDate.getTime() >
      CHALLENGE_LIMITS.calendarMaxDays * 86_400_000
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['EndDate'],
        message: CHALLENGE_MESSAGES.calendarTooLong,
      });
    }
  });

function calendarBound(required: string) {
  return z.unknown().transform((v, ctx) => {
    const date = v === undefined || v === '' ? null : instantFromInput(v);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return date;
  });
}

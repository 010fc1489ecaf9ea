import { z } from 'zod';
import { CHALLENGE_LIMITS } from './matches';
import { instantFromInput } from './time';

export * from './reports.dto';
export * from './reports.queries';

/**
 * Report status ids (spec section 4): 1 waiting for the receiving (opposing) captain, 2 waiting
 * for the sender (kept for display; the server does not write it), 3 to be verified by an
 * admin (orange), 4 verified (green). A rejected report is gone: the captain may file again.
 */
export const REPORT_STATUS = {
  waitingForReceiver: 1,
  waitingForSender: 2,
  toVerify: 3,
  verified: 4,
} as const;
export type ReportStatusId = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];

export const REPORT_STATUS_NAMES: Record<ReportStatusId, string> = {
  1: 'Oczekuje na przeciwnika',
  2: 'Oczekuje na zgłaszającego',
  3: 'Do weryfikacji',
  4: 'Zweryfikowany',
};
export const REPORT_STATUS_UNKNOWN = 'Inny';
export const reportStatusName = (id: number): string =>
  REPORT_STATUS_NAMES[id as ReportStatusId] ?? REPORT_STATUS_UNKNOWN;

/**
 * Result types (spec section 4): 1 normal; 2 walkover won by the home team / team A (10:0);
 * 3 walkover won by the enemy / team B (0:10). In a captain's report team A is the captain's team.
 */
export const WALKOVER_TYPE = { normal: 1, home: 2, enemy: 3 } as const;
export type WalkoverTypeId = (typeof WALKOVER_TYPE)[keyof typeof WALKOVER_TYPE];
export const WALKOVER_GOALS = 10;
export const isWalkover = (walkoverType: number) =>
  walkoverType === WALKOVER_TYPE.home || walkoverType === WALKOVER_TYPE.enemy;

/** MVP points a checked player cycles through on each click: 0 -> 1 -> 3 -> 5 -> 0. */
export const MVP_STEPS = [0, 1, 3, 5] as const;
export type MvpStep = (typeof MVP_STEPS)[number];
export const nextMvpStep = (current: number | null | undefined): MvpStep => {
  const index = MVP_STEPS.indexOf((current ?? 0) as MvpStep);
  return MVP_STEPS[(index + 1) % MVP_STEPS.length];
};

/** Goalkeeper rating ('Ocena Bramkarska'): an integer 1..10; an unrated keeper is not sent. */
export const KEEPER_RATE = { min: 1, max: 10 } as const;

export const REPORT_LIMITS = {
  /** Goals one team may record in one report (sanity bound). */
  maxGoalsPerTeam: 99,
  /** Players one team may list as present. */
  maxPlayersPerTeam: 60,
  teamReportsPageSize: 12,
  maxReportsPageSize: 100,
  homeRankingPageSize: 5,
  statisticsRankingPageSize: 128,
  maxRankingPageSize: 200,
  /** Longest `get-match-report-by-date` range (days). */
  maxDateRangeDays: 200,
  /** Recent results in the table's form column. */
  formLength: 5,
} as const;

/** The spec's texts the server answers with and the client shows. */
export const REPORT_MESSAGES = {
  created: 'Pomyślnie utworzono raport',
  accepted: 'Raport został zaakceptowany.',
  rejected: 'Raport został odrzucony.',
  verified: 'Raport został zweryfikowany.',
  deletedVerified: 'Pomyślnie usunięto raport ze statystyk.',
  rejectedUnverified: 'Pomyślnie odrzucono niezweryfikowany raport.',
  walkoversTooHigh: 'WALKOVERS TOO HIGH',
  confirm: 'Czy na pewno chcesz kontynuować?',
  unknownError: 'An unknown error occured',
  submitted: 'Złożono',
  createReport: 'Utwórz Raport',
  matchIdInvalid: 'Nieprawidłowy identyfikator meczu.',
  reportIdInvalid: 'Nieprawidłowy identyfikator raportu.',
  teamIdInvalid: 'Nieprawidłowy identyfikator drużyny.',
  leagueIdInvalid: 'Nieprawidłowy identyfikator ligi.',
  seasonIdInvalid: 'Nieprawidłowy identyfikator sezonu.',
  userIdInvalid: 'Nieprawidłowy identyfikator zawodnika.',
  pitchRequired: 'Wybierz boisko.',
  dateRequired: 'Podaj datę meczu.',
  lengthRange: 'Długość meczu musi być większa niż 10 i mniejsza niż 120 minut.',
  sameTeams: 'Drużyny meczu muszą być różne.',
  walkoverTypeInvalid: 'Nieprawidłowy rodzaj wyniku (1 normalny, 2 lub 3 walkower).',
  attendanceInvalid: 'Nieprawidłowa obecność zawodnika.',
  duplicatePlayer: 'Zawodnik występuje w raporcie więcej niż raz.',
  playerInBothTeams: 'Zawodnik nie może grać w obu drużynach.',
  scorerAbsent: 'Bramkę może zdobyć tylko zawodnik zaznaczony jako obecny.',
  scorerRequired: 'Wskaż strzelca bramki.',
  ratedAbsent: 'Ocenić można tylko zawodnika zaznaczonego jako obecny.',
  mvpInvalid: 'Ocena MVP może wynosić 0, 1, 3 lub 5 punktów.',
  keeperRateInvalid: `Ocena bramkarska musi być liczbą całkowitą od ${KEEPER_RATE.min} do ${KEEPER_RATE.max}.`,
  tooManyGoals: `Drużyna może mieć najwyżej ${REPORT_LIMITS.maxGoalsPerTeam} bramek w meczu.`,
  tooManyPlayers: `Drużyna może mieć najwyżej ${REPORT_LIMITS.maxPlayersPerTeam} zawodników w raporcie.`,
  scoreMismatch: 'Wynik meczu nie zgadza się z zapisanymi bramkami.',
  dateRangeInvalid: 'Koniec zakresu dat musi być po jego początku.',
  dateRangeTooLong: `Zakres dat może obejmować najwyżej ${REPORT_LIMITS.maxDateRangeDays} dni.`,
  startDateRequired: 'Podaj początek zakresu dat (StartDate).',
  endDateRequired: 'Podaj koniec zakresu dat (EndDate).',
  pageInvalid: 'Nieprawidłowy numer strony.',
  pageSizeInvalid: 'Nieprawidłowy rozmiar strony.',
  sortInvalid: 'Nieznany sposób sortowania tabeli.',
} as const;

// ---------------------------------------------------------------- Polish plurals

/** Polish plural: 1 -> one; 2-4 (not 12-14) -> few; else many. Fractions take `few`. */
export function polishPlural(n: number, one: string, few: string, many: string): string {
  const abs = Math.abs(n);
  if (!Number.isInteger(abs)) return few;
  if (abs === 1) return one;
  const tens = abs % 100;
  const units = abs % 10;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}
/** 'bramka' | 'bramki' | 'bramek' (capitalized with `capital`: Bramka/Bramki/Bramek). */
export const goalsWord = (n: number, capital = false) =>
  capital
    ? polishPlural(n, 'Bramka', 'Bramki', 'Bramek')
    : polishPlural(n, 'bramka', 'bramki', 'bramek');
/** 'punkt' | 'punkty' | 'punktów' (capitalized with `capital`: Punkt/Punkty/Punktów). */
export const pointsWord = (n: number, capital = false) =>
  capital
    ? polishPlural(n, 'Punkt', 'Punkty', 'Punktów')
    : polishPlural(n, 'punkt', 'punkty', 'punktów');
/** '3 bramki', '5 bramek'. */
export const formatGoals = (n: number) => `${n} ${goalsWord(n)}`;
/** '1 punkt', '22 punkty'. */
export const formatPoints = (n: number) => `${n} ${pointsWord(n)}`;
/** Keeper rate with one decimal and a Polish comma: 7.25 -> '7,3'. */
export const formatKeeperRate = (rate: number) => rate.toFixed(1).replace('.', ',');

// ---------------------------------------------------------------- score

export interface ReportGoal {
  /** The scorer; null for an own goal entered as a team count, or (admin) an unknown scorer. */
  userId: string | null;
  /** Own goal: recorded in the list of the team whose player scored it; counts for the other side. */
  isSuicide: boolean;
}

export interface ReportScoreInput {
  walkoverType: number;
  goalsTeamA: readonly ReportGoal[];
  goalsTeamB: readonly ReportGoal[];
}

/**
 * The score of a report, the one rule both sides use: a walkover is 10:0 (2) or 0:10 (3);
 * otherwise each team scores its own players' goals plus the other team's own goals.
 */
export function reportScore(input: ReportScoreInput): { teamA: number; teamB: number } {
  if (input.walkoverType === WALKOVER_TYPE.home) return { teamA: WALKOVER_GOALS, teamB: 0 };
  if (input.walkoverType === WALKOVER_TYPE.enemy) return { teamA: 0, teamB: WALKOVER_GOALS };
  const own = (goals: readonly ReportGoal[]) => goals.filter((g) => !g.isSuicide).length;
  const suicide = (goals: readonly ReportGoal[]) => goals.filter((g) => g.isSuicide).length;
  return {
    teamA: own(input.goalsTeamA) + suicide(input.goalsTeamB),
    teamB: own(input.goalsTeamB) + suicide(input.goalsTeamA),
  };
}

/** Own goals of a team entered as a count ('Bramki samobójcze drużyny', 'Ilość:'). */
export const ownGoalEntries = (count: number): ReportGoal[] =>
  Array.from({ length: Math.max(0, Math.floor(count)) }, () => ({ userId: null, isSuicide: true }));

/** 'W' win, 'D' draw, 'L' loss for a team that scored `scored` and conceded `conceded`. */
export const resultLetter = (scored: number, conceded: number): 'W' | 'D' | 'L' =>
  scored > conceded ? 'W' : scored < conceded ? 'L' : 'D';

/**
 * The admin's walkover warning before verifying (spec section 5): 'WALKOVERS TOO HIGH' when the
 * first team has more than one walkover in the season, or the second team has any.
 */
export const walkoverWarning = (teamAWalkovers: number, teamBWalkovers: number) =>
  teamAWalkovers > 1 || teamBWalkovers > 0;

// ---------------------------------------------------------------- the report payload

const uuid = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).uuid(message);
const optionalNumber = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ invalid_type_error: message }).optional(),
  );

const attendanceSchema = z.object({
  userId: uuid(REPORT_MESSAGES.userIdInvalid),
  attendance: z
    .literal(1, { errorMap: () => ({ message: REPORT_MESSAGES.attendanceInvalid }) })
    .default(1),
});
const goalSchema = z.object({
  userId: uuid(REPORT_MESSAGES.userIdInvalid).nullable().default(null),
  isSuicide: z.boolean({ invalid_type_error: REPORT_MESSAGES.attendanceInvalid }).default(false),
});
const mvpRateSchema = z.object({
  userId: uuid(REPORT_MESSAGES.userIdInvalid),
  rate: z
    .number({
      required_error: REPORT_MESSAGES.mvpInvalid,
      invalid_type_error: REPORT_MESSAGES.mvpInvalid,
    })
    .refine((n) => (MVP_STEPS as readonly number[]).includes(n), REPORT_MESSAGES.mvpInvalid),
});
const keeperRateSchema = z.object({
  userId: uuid(REPORT_MESSAGES.userIdInvalid),
  rate: z
    .number({
      required_error: REPORT_MESSAGES.keeperRateInvalid,
      invalid_type_error: REPORT_MESSAGES.keeperRateInvalid,
    })
    .int(REPORT_MESSAGES.keeperRateInvalid)
    .min(KEEPER_RATE.min, REPORT_MESSAGES.keeperRateInvalid)
    .max(KEEPER_RATE.max, REPORT_MESSAGES.keeperRateInvalid),
});
const list = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(item));

const payloadObject = z.object({
  /** False for a captain's report; true for the admin's manual entry (a new, verified match). */
  adminInsert: z.boolean().default(false),
  /** The match reported (captains); absent for an admin insert. */
  matchId: uuid(REPORT_MESSAGES.matchIdInvalid).optional().nullable(),
  /** Captain: the captain's own team (the 'home' team). */
  teamAId: uuid(REPORT_MESSAGES.teamIdInvalid),
  teamBId: uuid(REPORT_MESSAGES.teamIdInvalid),
  walkoverType: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union([z.literal(1), z.literal(2), z.literal(3)], {
      errorMap: () => ({ message: REPORT_MESSAGES.walkoverTypeInvalid }),
    }),
  ),
  attendancesTeamA: list(attendanceSchema),
  attendancesTeamB: list(attendanceSchema),
  goalsTeamA: list(goalSchema),
  goalsTeamB: list(goalSchema),
  userRatesTeamA: list(mvpRateSchema),
  userRatesTeamB: list(mvpRateSchema),
  goalKeeperRatesTeamA: list(keeperRateSchema),
  goalKeeperRatesTeamB: list(keeperRateSchema),
  /** Admin insert only. */
  pitchId: uuid(REPORT_MESSAGES.pitchRequired).optional().nullable(),
  matchLength: optionalNumber(REPORT_MESSAGES.lengthRange),
  date: z.unknown().optional(),
  /** Optional check: when sent, must equal the score computed from the goals. */
  teamAGoals: optionalNumber(REPORT_MESSAGES.scoreMismatch),
  teamBGoals: optionalNumber(REPORT_MESSAGES.scoreMismatch),
});
type PayloadObject = z.infer<typeof payloadObject>;

/**
 * `POST /api/match-report/entity-insert`. Walkovers carry no attendances, goals or ratings (they
 * are dropped). Rules checked here: goals and ratings only for players marked present, each
 * player once per list and in one team only, captains name every scorer (own goals entered as a
 * team count have none), the admin's manual entry has pitch, length and date. Membership of the
 * teams, the match and the caller are checked by the server.
 */
export const matchReportPayloadSchema = payloadObject
  .transform((p) => (isWalkover(p.walkoverType) ? withoutDetails(p) : p))
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.teamAId === p.teamBId) issue('teamBId', REPORT_MESSAGES.sameTeams);
    if (!p.adminInsert && !p.matchId) issue('matchId', REPORT_MESSAGES.matchIdInvalid);
    if (p.adminInsert) checkAdminFields(p, issue);
    checkTeam(p, 'A', issue);
    checkTeam(p, 'B', issue);
    const present = new Set(p.attendancesTeamA.map((a) => a.userId));
    if (p.attendancesTeamB.some((a) => present.has(a.userId))) {
      issue('attendancesTeamB', REPORT_MESSAGES.playerInBothTeams);
    }
    const score = reportScore(p);
    if (
      (p.teamAGoals !== undefined && p.teamAGoals !== score.teamA) ||
      (p.teamBGoals !== undefined && p.teamBGoals !== score.teamB)
    ) {
      issue('teamAGoals', REPORT_MESSAGES.scoreMismatch);
    }
  })
  .transform((p) => ({ ...p, date: p.adminInsert ? adminDate(p.date) : null }));
export type MatchReportPayloadInput = z.input<typeof matchReportPayloadSchema>;
export type MatchReportPayload = z.infer<typeof matchReportPayloadSchema>;

function withoutDetails(p: PayloadObject): PayloadObject {
  return {
    ...p,
    attendancesTeamA: [],
    attendancesTeamB: [],
    goalsTeamA: [],
    goalsTeamB: [],
    userRatesTeamA: [],
    userRatesTeamB: [],
    goalKeeperRatesTeamA: [],
    goalKeeperRatesTeamB: [],
  };
}

const adminDate = (v: unknown): string | null => instantFromInput(v)?.toISOString() ?? null;

function checkAdminFields(p: PayloadObject, issue: (path: string, message: string) => void) {
  if (!p.pitchId) issue('pitchId', REPORT_MESSAGES.pitchRequired);
  const length = p.matchLength;
  if (
    length === undefined ||
    !Number.isInteger(length) ||
    length <= CHALLENGE_LIMITS.lengthAbove ||
    length >= CHALLENGE_LIMITS.lengthBelow
  ) {
    issue('matchLength', REPORT_MESSAGES.lengthRange);
  }
  const date = p.date === undefined || p.date === null || p.date === '' ? null : adminDate(p.date);
  if (!date || new Date(date).getUTCFullYear() <= 1970) issue('date', REPORT_MESSAGES.dateRequired);
}

function checkTeam(
  p: PayloadObject,
  side: 'A' | 'B',
  issue: (path: string, message: string) => void,
) {
  const attendances = p[`attendancesTeam${side}`];
  const goals = p[`goalsTeam${side}`];
  const mvp = p[`userRatesTeam${side}`];
  const keepers = p[`goalKeeperRatesTeam${side}`];
  const present = new Set(attendances.map((a) => a.userId));
  if (present.size !== attendances.length)
    issue(`attendancesTeam${side}`, REPORT_MESSAGES.duplicatePlayer);
  if (attendances.length > REPORT_LIMITS.maxPlayersPerTeam) {
    issue(`attendancesTeam${side}`, REPORT_MESSAGES.tooManyPlayers);
  }
  if (goals.length > REPORT_LIMITS.maxGoalsPerTeam)
    issue(`goalsTeam${side}`, REPORT_MESSAGES.tooManyGoals);
  for (const goal of goals) {
    if (goal.userId === null) {
      if (!goal.isSuicide && !p.adminInsert)
        issue(`goalsTeam${side}`, REPORT_MESSAGES.scorerRequired);
    } else if (!present.has(goal.userId)) {
      issue(`goalsTeam${side}`, REPORT_MESSAGES.scorerAbsent);
    }
  }
  for (const [field, rates] of [
    [`userRatesTeam${side}`, mvp],
    [`goalKeeperRatesTeam${side}`, keepers],
  ] as const) {
    if (rates.some((r) => !present.has(r.userId))) issue(field, REPORT_MESSAGES.ratedAbsent);
    if (new Set(rates.map((r) => r.userId)).size !== rates.length) {
      issue(field, REPORT_MESSAGES.duplicatePlayer);
    }
  }
}

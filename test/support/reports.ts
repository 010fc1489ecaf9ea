import type { FixedClock } from '../../apps/server/src/platform/clock/clock';
import type { apiClient } from './api';
import type { TestTeam } from './matches';

/** Helpers of the match-reports API tests (not a test file itself). */
type Http = ReturnType<typeof apiClient>;

const HOUR = 3_600_000;

/**
 * Runs `work` (issuing a challenge for `date`, accepting it) with the in-process app's clock
 * a day before `date`, as a challenge must be issued before its match; then puts the clock
 * back to where the world stands (after the match, for a report to be filed). Without a
 * clock, `work` runs as it is.
 */
export async function beforeTheMatch<T>(
  clock: FixedClock | undefined,
  date: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!clock) return work();
  const worldNow = clock.now();
  clock.set(new Date(new Date(date).getTime() - 24 * HOUR));
  try {
    return await work();
  } finally {
    clock.set(worldNow);
  }
}

/**
 * For a server on the real clock (a built server): a kick-off a few seconds from now, so the
 * challenge is issued before its match; `played` waits until it has started (a report may be
 * filed from the kick-off on).
 */
export function kickOffSoon(seconds = 3): { date: string; played(): Promise<void> } {
  const at = Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000;
  return {
    date: new Date(at).toISOString(),
    played: async () => {
      const left = at + 500 - Date.now();
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    },
  };
}

/**
 * A challenge from `from` to `to` at `date` on `pitchId`, accepted by `to`'s captain. Returns
 * the match id. `settle` waits for the projections (in-process: `api.daemon.drainAll()`).
 * A challenge must be dated after its moment of issue: give the in-process app's `clock` for
 * a past `date` (see `beforeTheMatch`), or a date still to come (`kickOffSoon`).
 */
export async function createAcceptedMatch(
  http: Http,
  options: {
    from: TestTeam;
    to: TestTeam;
    pitchId: string;
    date: string;
    length?: number;
    settle: () => Promise<void>;
    /** The in-process app's clock: the challenge is issued the day before `date`. */
    clock?: FixedClock;
  },
): Promise<string> {
  return beforeTheMatch(options.clock, options.date, () => issueAndAccept(http, options));
}

async function issueAndAccept(
  http: Http,
  options: Parameters<typeof createAcceptedMatch>[1],
): Promise<string> {
  const issued = await http.post<{ id: string }>(
    '/api/match',
    {
      receiverId: options.to.id,
      date: options.date,
      pitchId: options.pitchId,
      length: options.length ?? 60,
      matchType: 1,
    },
    options.from.captain.token,
  );
  if (issued.status !== 201 || !issued.body.value) {
    throw new Error(`challenge failed (${issued.status}): ${JSON.stringify(issued.body.errors)}`);
  }
  const matchId = issued.body.value.id;
  await options.settle();
  const accepted = await http.post('/api/match/accept', { matchId }, options.to.captain.token);
  if (accepted.status !== 200) {
    throw new Error(`accept failed (${accepted.status}): ${JSON.stringify(accepted.body)}`);
  }
  await options.settle();
  return matchId;
}

export interface SheetInput {
  present: string[];
  /** Scorers, one entry per goal. */
  goals?: Array<string | null>;
  ownGoals?: number;
  mvp?: Array<[string, number]>;
  keepers?: Array<[string, number]>;
}

type Attendance = { userId: string; attendance: 1 };
type Goal = { userId: string | null; isSuicide: boolean };
type Rate = { userId: string; rate: number };

/** The `entity-insert` body (spec section 3, report submission payload). */
export interface ReportPayloadBody {
  adminInsert: boolean;
  matchId?: string;
  teamAId: string;
  teamBId: string;
  walkoverType: number;
  attendancesTeamA: Attendance[];
  attendancesTeamB: Attendance[];
  goalsTeamA: Goal[];
  goalsTeamB: Goal[];
  userRatesTeamA: Rate[];
  userRatesTeamB: Rate[];
  goalKeeperRatesTeamA: Rate[];
  goalKeeperRatesTeamB: Rate[];
  pitchId?: string;
  matchLength?: number;
  date?: string;
}

/** A report payload from two readable sheets (team A = the filing captain's team). */
export function reportPayload(
  teamAId: string,
  teamBId: string,
  a: SheetInput,
  b: SheetInput,
  extra: Partial<ReportPayloadBody> = {},
): ReportPayloadBody {
  const side = (s: SheetInput) => ({
    attendances: s.present.map((userId): Attendance => ({ userId, attendance: 1 })),
    goals: [
      ...(s.goals ?? []).map((userId) => ({ userId, isSuicide: false })),
      ...Array.from({ length: s.ownGoals ?? 0 }, () => ({ userId: null, isSuicide: true })),
    ],
    mvp: (s.mvp ?? []).map(([userId, rate]) => ({ userId, rate })),
    keepers: (s.keepers ?? []).map(([userId, rate]) => ({ userId, rate })),
  });
  const A = side(a);
  const B = side(b);
  return {
    adminInsert: false,
    teamAId,
    teamBId,
    walkoverType: 1,
    attendancesTeamA: A.attendances,
    attendancesTeamB: B.attendances,
    goalsTeamA: A.goals,
    goalsTeamB: B.goals,
    userRatesTeamA: A.mvp,
    userRatesTeamB: B.mvp,
    goalKeeperRatesTeamA: A.keepers,
    goalKeeperRatesTeamB: B.keepers,
    ...extra,
  };
}

/**
 * Drains the projections until every running checkpoint has reached the head of the log (one
 * stopped on an event or paused from the operations console waits for an admin). A drain alone
 * can stop short: readers hold back events behind the cluster-wide xmin horizon while any
 * transaction (of any database on the server) is open.
 */
export async function settleAll(
  db: { query: (sql: string) => Promise<Array<Record<string, string>>> },
  drain: () => Promise<void>,
  ms = 15_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    await drain();
    const [row] = await db.query(
      `SELECT (SELECT coalesce(max(global_position), 0) FROM events)::text AS head,
              (SELECT coalesce(min(global_position), 0) FROM projection_checkpoints
                WHERE status = 'running')::text AS low`,
    );
    if (Number(row.low) >= Number(row.head)) return;
    if (Date.now() > deadline) throw new Error(`projections stuck at ${row.low} < ${row.head}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

import type { LeagueDto, MatchReportCreatedDto, SeasonDto, TeamDto } from '@liga/contracts';
import sharp from 'sharp';
import { type AccountsTestApp, startAccountsApp } from './accounts-app';
import { addPlayer, createPitch, createTeamWithCaptain, type TestTeam } from './matches';
import { FixedClock } from '../../apps/server/src/platform/clock/clock';
import { beforeTheMatch, createAcceptedMatch, reportPayload, settleAll } from './reports';
import { currentLeagues } from './teams';
import { createAdmin, registerVerifiedUser, type TestUser } from './users';

/** The columns of the permission matrix: who calls. */
export const CALLER_ROLES = [
  'guest',
  'player',
  'member',
  'captain',
  'otherCaptain',
  'admin',
] as const;
export type CallerRole = (typeof CALLER_ROLES)[number];

/** The season the world lives in (pinned, so match dates lie in the past and reports can be filed). */
export const SECURITY_SEASON_PIN = '2025-09-01';

/**
 * The world's clock (fixed): after its September matches (reports can be filed) and before
 * December, the date of the challenge the permission matrix issues (a challenge must be dated
 * after its moment of issue; the world's own challenges are issued with the clock set back).
 */
export const SECURITY_WORLD_NOW = '2025-11-01T08:00:00.000Z';
/** Matches still to come start here (after the matrix's own challenge of 1 December). */
const UPCOMING_START = Date.UTC(2025, 11, 10, 18);

/**
 * One league with everything the permission matrix points its routes at, created once through
 * the API: a player without a team, team T (captain + member + a second member), team U (another
 * captain), a pitch, an admin; factories make fresh opponents, challenges, matches, reports and
 * applications for the routes that consume them.
 */
export interface SecurityWorld {
  app: AccountsTestApp;
  http: AccountsTestApp['http'];
  season: SeasonDto;
  league: LeagueDto;
  otherLeague: LeagueDto;
  admin: TestUser;
  player: TestUser;
  member: TestUser;
  /** A second member of T (not a column): the one the captaincy is handed to. */
  secondMember: TestUser;
  T: TestTeam;
  U: TestTeam;
  memberUserTeamId: string;
  pitchId: string;
  /** A 16×16 PNG for the upload routes. */
  png: Buffer;
  /** The caller's access token (null for the guest). */
  tokenOf(role: CallerRole): string | null;
  settle(): Promise<void>;
  freshUser(): Promise<TestUser>;
  /** A new team in the league (or without one), with its own captain. */
  freshTeam(leagueId?: string | null): Promise<TestTeam>;
  /** A pending challenge `from` → `to`; the match id. */
  pendingChallenge(from: TestTeam, to: TestTeam): Promise<string>;
  /** An accepted match `from` → `to` (in the past); the match id. */
  acceptedMatch(from: TestTeam, to: TestTeam): Promise<string>;
  /** An accepted match still to come (December), for answers of who is coming. */
  upcomingMatch(from: TestTeam, to: TestTeam): Promise<string>;
  /** A report of `matchId` filed by `by`'s captain, awaiting `against`'s captain; the report id. */
  fileReport(matchId: string, by: TestTeam, against: TestTeam): Promise<string>;
  /** A pending application of a new player to `team`; the application id. */
  pendingApplication(team: TestTeam, applicant?: TestUser): Promise<string>;
  team(teamId: string): Promise<TeamDto>;
  close(): Promise<void>;
}

const SLOT_START = Date.parse('2025-09-02T06:00:00.000Z');
const SLOT_MS = 2 * 3600_000;

async function value<T>(
  what: string,
  call: Promise<{ status: number; body: { value: T | null; errors: unknown } }>,
): Promise<T> {
  const res = await call;
  if (res.status >= 300 || res.body.value === null) {
    throw new Error(`${what} failed (${res.status}): ${JSON.stringify(res.body.errors)}`);
  }
  return res.body.value;
}

export async function createSecurityWorld(label: string): Promise<SecurityWorld> {
  const clock = new FixedClock(new Date(SECURITY_WORLD_NOW));
  const app = await startAccountsApp(label, {
    clock,
    env: { SEASON_PIN_DATE: SECURITY_SEASON_PIN },
  });
  const { http, infra } = app;
  const settle = () => settleAll(infra.db, () => app.settle());
  const season = await value('season', http.get<SeasonDto>('/api/season/current'));
  const [league, otherLeague] = await currentLeagues(http);
  const admin = await createAdmin(http, infra);
  const freshUser = () => registerVerifiedUser(http, infra, { firstName: 'Gracz' });
  const freshTeam = (leagueId: string | null = league.id) =>
    createTeamWithCaptain(http, infra, { admin, leagueId, requestLeagueId: league.id, settle });
  // one after the other: two teams assigned to one league at once race on its stream (409)
  const player = await freshUser();
  const T = await freshTeam();
  const U = await freshTeam();
  const pitchId = await createPitch(http, admin, {
    name: 'Orlik Bezpieczeństwa',
    latitude: 50.06,
    longitude: 19.94,
  });
  const member = await addPlayer(http, infra, T, settle);
  const secondMember = await addPlayer(http, infra, T, settle);
  const team = (teamId: string) =>
    value('team', http.get<TeamDto>(`/api/team/get-team-by-id?TeamId=${teamId}`, admin.token));
  const memberUserTeamId = (await team(T.id)).users.find((u) => u.id === member.id)!.userTeamId;
  let slot = 0;
  const nextSlot = () => new Date(SLOT_START + SLOT_MS * slot++).toISOString();
  let upcoming = 0;
  const upcomingSlot = () => new Date(UPCOMING_START + SLOT_MS * upcoming++).toISOString();
  const users: Record<Exclude<CallerRole, 'guest'>, TestUser> = {
    player,
    member,
    captain: T.captain,
    otherCaptain: U.captain,
    admin,
  };
  const png = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer();

  return {
    app,
    http,
    season,
    league,
    otherLeague,
    admin,
    player,
    member,
    secondMember,
    T,
    U,
    memberUserTeamId,
    pitchId,
    png,
    tokenOf: (role) => (role === 'guest' ? null : users[role].token),
    settle,
    freshUser,
    freshTeam,
    async pendingChallenge(from, to) {
      const body = { receiverId: to.id, date: nextSlot(), pitchId, length: 60, matchType: 1 };
      const { id } = await beforeTheMatch(clock, body.date, () =>
        value<{ id: string }>('challenge', http.post('/api/match', body, from.captain.token)),
      );
      await settle();
      return id;
    },
    acceptedMatch: (from, to) =>
      createAcceptedMatch(http, { from, to, pitchId, date: nextSlot(), settle, clock }),
    upcomingMatch: (from, to) =>
      createAcceptedMatch(http, { from, to, pitchId, date: upcomingSlot(), settle, clock }),
    async fileReport(matchId, by, against) {
      const payload = reportPayload(
        by.id,
        against.id,
        { present: [by.captain.id] },
        { present: [against.captain.id] },
        { matchId },
      );
      const filed = await value<MatchReportCreatedDto>(
        'report',
        http.post('/api/match-report/entity-insert', payload, by.captain.token),
      );
      await settle();
      return filed.id;
    },
    async pendingApplication(teamToJoin, applicant) {
      const who = applicant ?? (await freshUser());
      const body = { teamId: teamToJoin.id, userId: who.id };
      const { id } = await value<{ id: string }>(
        'application',
        http.post('/api/team-invitation', body, who.token),
      );
      await settle();
      return id;
    },
    team,
    close: () => app.close(),
  };
}

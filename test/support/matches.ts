import type { apiClient } from './api';
import { registerVerifiedUser, type TestInfra, type TestUser } from './users';

/** Helpers of the matches API tests: teams with captains and players, pitches. */
type Http = ReturnType<typeof apiClient>;

export interface TestTeam {
  id: string;
  name: string;
  captain: TestUser;
  /** The league-team link id when assigned to a league. */
  leagueTeamId: string | null;
}

const LETTERS = 'ABCDEFGHIJKLMNOPRSTUWZ';
const uniqueName = () => {
  const tag = Array.from(
    { length: 8 },
    () => LETTERS[Math.floor(Math.random() * LETTERS.length)],
  ).join('');
  return { name: `Drużyna ${tag}`, shortName: tag.slice(0, 3) };
};

async function ok<T>(
  what: string,
  call: Promise<{ status: number; body: { value: T | null; errors: unknown } }>,
) {
  const res = await call;
  if (res.status >= 300 || res.body.value === null) {
    throw new Error(`${what} failed (${res.status}): ${JSON.stringify(res.body.errors)}`);
  }
  return res.body.value as T;
}

/**
 * Registers a captain, creates their team through the API and, when `leagueId` is given,
 * has the admin assign it to that league. `settle` waits for the projections (in-process:
 * `api.daemon.drainAll()`).
 */
export async function createTeamWithCaptain(
  http: Http,
  infra: TestInfra,
  options: {
    admin: TestUser;
    leagueId: string | null;
    requestLeagueId: string;
    settle: () => Promise<void>;
  },
): Promise<TestTeam> {
  const captain = await registerVerifiedUser(http, infra, { firstName: 'Kapitan' });
  const { name, shortName } = uniqueName();
  const created = await ok<{ id: string }>(
    'team creation',
    http.post('/api/team', { name, shortName, leagueId: options.requestLeagueId }, captain.token),
  );
  await options.settle();
  let leagueTeamId: string | null = null;
  if (options.leagueId) {
    const link = await ok<{ id: string }>(
      'league assignment',
      http.post(
        '/api/league-team',
        { leagueId: options.leagueId, teamId: created.id },
        options.admin.token,
      ),
    );
    leagueTeamId = link.id;
    await options.settle();
  }
  return { id: created.id, name, captain, leagueTeamId };
}

/** Makes teams (each with a new captain) assigned by `admin` to `leagueId`, one per call. */
export function teamsOfLeague(
  http: Http,
  infra: TestInfra,
  options: { admin: TestUser; leagueId: string; settle: () => Promise<void> },
): () => Promise<TestTeam> {
  const { admin, leagueId, settle } = options;
  return () =>
    createTeamWithCaptain(http, infra, { admin, leagueId, requestLeagueId: leagueId, settle });
}

/** A player applies to the team and its captain accepts. */
export async function addPlayer(
  http: Http,
  infra: TestInfra,
  team: TestTeam,
  settle: () => Promise<void>,
): Promise<TestUser> {
  const player = await registerVerifiedUser(http, infra, { firstName: 'Zawodnik' });
  const application = await ok<{ id: string }>(
    'application',
    http.post('/api/team-invitation', { teamId: team.id, userId: player.id }, player.token),
  );
  await settle();
  const accepted = await http.post(
    '/api/team-invitation/accept',
    { invitationId: application.id },
    team.captain.token,
  );
  if (accepted.status >= 300) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  await settle();
  return player;
}

export async function createPitch(
  http: Http,
  admin: TestUser,
  pitch: { name: string; latitude: number | string; longitude: number | string },
): Promise<string> {
  return (await ok<{ id: string }>('pitch creation', http.post('/api/pitch', pitch, admin.token)))
    .id;
}

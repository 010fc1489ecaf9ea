import { reportPayload } from '../support/reports';
import { login, registrationPayload } from '../support/users';
import type { CallerRole, SecurityWorld } from '../support/security-world';

/** One call of a matrix cell: path with query, JSON body or one uploaded file (field `file`). */
export interface CallSpec {
  path: string;
  body?: unknown;
  file?: Buffer;
}

/** Ids a route's `prepare` made for its cells (a fresh challenge, report, application...). */
export type Prepared = Record<string, string>;

/**
 * How the matrix calls a route against the world. Reads run first, then writes, then the
 * `finale` (in the order listed), whose successful calls change the world for good (the member
 * leaves, the captaincy moves, T is deleted). Within a route the refused callers go first, so a
 * change made by an allowed caller cannot turn a later refusal into a state error.
 */
export interface RequestPlan {
  phase: 'read' | 'write' | 'finale';
  prepare?: (w: SecurityWorld) => Promise<Prepared>;
  call: (w: SecurityWorld, prepared: Prepared, caller: CallerRole) => CallSpec | Promise<CallSpec>;
  /**
   * Why no allowed caller gets a 2xx/3xx here. Without it, a row whose every allowed cell is a
   * 4xx fails the matrix: its call is probably malformed and proves nothing.
   */
  noSuccess?: string;
}

const read = (call: (w: SecurityWorld) => string): RequestPlan => ({
  phase: 'read',
  call: (w) => ({ path: call(w) }),
});
const write = (
  call: RequestPlan['call'],
  prepare?: RequestPlan['prepare'],
  phase: RequestPlan['phase'] = 'write',
): RequestPlan => ({ phase, call, prepare });

const uniqueLetters = () =>
  Array.from({ length: 6 }, () => 'ABCDEFGHIJKLMNOPRSTUWZ'[Math.floor(Math.random() * 22)]).join(
    '',
  );
/** `{base}/{id}?entityId={id}`: the image routes name their entity twice. */
const ofEntity = (base: string, id: string) => `${base}/${id}?entityId=${id}`;
const WEEK = 'StartDate=2025-09-01T00:00:00.000Z&EndDate=2025-09-08T00:00:00.000Z';
const PROFILE = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  height: 180,
  shirtNumber: 10,
  birthDate: '1995-05-20',
  position: 3,
  dominateLeg: 1,
};

/** A report T's captain may accept or reject: filed by a fresh opponent, awaiting T. */
async function reportAwaitingT(w: SecurityWorld): Promise<Prepared> {
  const opponent = await w.freshTeam();
  const matchId = await w.acceptedMatch(opponent, w.T);
  return { matchId, reportId: await w.fileReport(matchId, opponent, w.T) };
}

export const REQUEST_PLANS: Record<string, RequestPlan> = {
  // accounts and sessions
  'POST /api/user': write(() => ({ path: '/api/user', body: registrationPayload() })),
  'GET /api/user/verify-email': read(() => '/api/user/verify-email?token=nieznany-token'),
  'POST /api/user/resend-verification': write((w) => ({
    path: '/api/user/resend-verification',
    body: { email: w.player.email },
  })),
  'POST /api/user/login': write((w) => ({
    path: '/api/user/login',
    body: { username: w.player.email, password: w.player.password },
  })),
  'POST /api/admin/login': write((w) => ({
    path: '/api/admin/login',
    body: { username: w.admin.email, password: w.admin.password },
  })),
  'POST /api/user/refresh-token': write(async (w) => {
    const { refreshToken } = await login(w.http, w.player.email, w.player.password);
    return { path: `/api/user/refresh-token?refreshRequest=${refreshToken}` };
  }),
  'POST /api/admin/refresh-token': write(async (w) => {
    const { refreshToken } = await login(
      w.http,
      w.admin.email,
      w.admin.password,
      '/api/admin/login',
    );
    return { path: `/api/admin/refresh-token?refreshRequest=${refreshToken}` };
  }),
  'POST /api/user/logout': write(async (w) => {
    const { refreshToken } = await login(w.http, w.player.email, w.player.password);
    return { path: `/api/user/logout?refreshRequest=${refreshToken}` };
  }),
  // health, season, leagues
  'GET /api/health': read(() => '/api/health'),
  'GET /api/health/ready': read(() => '/api/health/ready'),
  'GET /api/season/current': read(() => '/api/season/current'),
  'GET /api/league/get-leagues-by-season-id': read(
    (w) => `/api/league/get-leagues-by-season-id?SeasonId=${w.season.id}`,
  ),
  'GET /api/league/get-league-team-by-id': read(
    (w) => `/api/league/get-league-team-by-id?LeagueId=${w.league.id}`,
  ),
  'GET /api/league/get-league-team-statistic': read(
    (w) => `/api/league/get-league-team-statistic?LeagueId=${w.league.id}&SeasonId=${w.season.id}`,
  ),
  // users
  'GET /api/user/:id': read((w) => `/api/user/${w.member.id}`),
  'GET /api/user/get-user-by-id': read((w) => `/api/user/get-user-by-id?UserId=${w.member.id}`),
  'GET /api/user/get-user-statistic-by-user-id': read(
    (w) => `/api/user/get-user-statistic-by-user-id?UserId=${w.member.id}`,
  ),
  'GET /api/user/get-teams-by-user-id': read(
    (w) => `/api/user/get-teams-by-user-id?UserId=${w.member.id}`,
  ),
  'GET /api/user/search-user': read(() => '/api/user/search-user?Query=Jan&Position=0&page=0'),
  'GET /api/user/get-user-goals': read(
    (w) => `/api/user/get-user-goals?LeagueId=${w.league.id}&pageSize=5&page=0`,
  ),
  'GET /api/user/get-mvps': read(
    (w) => `/api/user/get-mvps?LeagueId=${w.league.id}&pageSize=5&page=0`,
  ),
  'GET /api/user/get-goalkeeper-rates': read(
    (w) => `/api/user/get-goalkeeper-rates?LeagueId=${w.league.id}&pageSize=5&page=0`,
  ),
  'PUT /api/user': write((w) => ({
    path: '/api/user',
    body: { id: w.member.id, password: w.member.password, ...PROFILE },
  })),
  'POST /api/user/change-password': {
    ...write((w, _p, caller) => {
      const password = caller === 'admin' ? w.admin.password : w.player.password;
      return {
        path: '/api/user/change-password',
        body: { currentPassword: password, newPassword: password },
      };
    }),
    noSuccess: "the caller's own password (no target id); the same one again is a 400 for all",
  },
  'GET /api/user/avatar/:userId': read((w) => `/api/user/avatar/${w.member.id}`),
  'POST /api/user/avatar/:id': write((w) => ({
    path: ofEntity('/api/user/avatar', w.member.id),
    file: w.png,
  })),
  'DELETE /api/user/avatar/:id': write((w) => ({
    path: ofEntity('/api/user/avatar', w.member.id),
  })),
  'DELETE /api/user/:id': write(
    (_w, p) => ({ path: `/api/user/${p.userId}` }),
    async (w) => ({ userId: (await w.freshUser()).id }),
  ),
  'GET /api/admin/users': read(() => '/api/admin/users?Query=&page=0'),
  'POST /api/admin/user-password': write(
    (_w, p) => ({ path: '/api/admin/user-password', body: { userId: p.userId } }),
    async (w) => ({ userId: (await w.freshUser()).id }),
  ),
  'POST /api/admin/user-reset': write(
    (_w, p) => ({ path: '/api/admin/user-reset', body: { userId: p.userId } }),
    async (w) => ({ userId: (await w.freshUser()).id }),
  ),
  // operations
  'GET /api/admin/projections': read(() => '/api/admin/projections'),
  'POST /api/admin/projections/:name/resume': write(() => ({
    path: '/api/admin/projections/users/resume',
  })),
  'GET /api/admin/queue-dashboard': read(() => '/api/admin/queue-dashboard'),
  'POST /api/admin/queue-dashboard/session': {
    ...write(() => ({ path: '/api/admin/queue-dashboard/session' })),
    noSuccess: "embedded mode (no Redis): the admin gets the 409 'queues.not_available'",
  },
  // teams
  'GET /api/team/get-team-by-id': read((w) => `/api/team/get-team-by-id?TeamId=${w.T.id}`),
  'GET /api/team/get-teams': read((w) => `/api/team/get-teams?LeagueId=${w.league.id}`),
  'GET /api/team/get-teams-ranking': read(
    (w) => `/api/team/get-teams-ranking?LeagueId=${w.league.id}`,
  ),
  'GET /api/team/image/:teamId': read((w) => `/api/team/image/${w.T.id}`),
  'POST /api/team/image/:id': write((w) => ({
    path: ofEntity('/api/team/image', w.T.id),
    file: w.png,
  })),
  'DELETE /api/team/image/:id': write((w) => ({
    path: ofEntity('/api/team/image', w.T.id),
  })),
  'PUT /api/team': write(
    (w, p) => ({ path: '/api/team', body: { id: w.T.id, name: p.name, shortName: p.shortName } }),
    async (w) => {
      const team = await w.team(w.T.id);
      return { name: team.name, shortName: team.shortName };
    },
  ),
  'GET /api/admin/teams': read((w) => `/api/admin/teams?LeagueId=${w.league.id}`),
  'GET /api/league-team/get-teams-without-league-query': read(
    () => '/api/league-team/get-teams-without-league-query',
  ),
  'POST /api/league-team': write(
    (w, p) => ({ path: '/api/league-team', body: { leagueId: w.league.id, teamId: p.teamId } }),
    async (w) => ({ teamId: (await w.freshTeam(null)).id }),
  ),
  // applications
  'GET /api/team-invitation/get-team-invitation-for-user': read(
    (w) => `/api/team-invitation/get-team-invitation-for-user?UserId=${w.player.id}`,
  ),
  'GET /api/team-invitation/get-team-invitation-for-capitan': read(
    (w) => `/api/team-invitation/get-team-invitation-for-capitan?CapitanId=${w.T.captain.id}`,
  ),
  'POST /api/team-invitation': write((w) => ({
    path: '/api/team-invitation',
    body: { teamId: w.T.id, userId: w.player.id },
  })),
  'DELETE /api/team-invitation/:id': write(
    (_w, p) => ({ path: `/api/team-invitation/${p.applicationId}` }),
    async (w) => {
      const pending = await w.http.get<Array<{ id: string }>>(
        `/api/team-invitation/get-team-invitation-for-user?UserId=${w.player.id}`,
        w.player.token,
      );
      const existing = pending.body.value?.[0]?.id;
      return { applicationId: existing ?? (await w.pendingApplication(w.T, w.player)) };
    },
  ),
  'POST /api/team-invitation/accept': write(
    (_w, p) => ({ path: '/api/team-invitation/accept', body: { invitationId: p.applicationId } }),
    async (w) => ({ applicationId: await w.pendingApplication(w.T) }),
  ),
  'POST /api/team-invitation/cancel': write(
    (_w, p) => ({ path: '/api/team-invitation/cancel', body: { invitationId: p.applicationId } }),
    async (w) => ({ applicationId: await w.pendingApplication(w.T) }),
  ),
  // pitches and calendar
  'GET /api/pitch/get-pitches': read(() => '/api/pitch/get-pitches'),
  'GET /api/pitch/get-calendar': read(() => `/api/pitch/get-calendar?${WEEK}`),
  'POST /api/pitch': write(() => ({
    path: '/api/pitch',
    body: { name: `Boisko ${Math.random().toString(36).slice(2, 8)}`, latitude: 50, longitude: 20 },
  })),
  'PUT /api/pitch': write((w) => ({
    path: '/api/pitch',
    body: { id: w.pitchId, name: 'Orlik Bezpieczeństwa', latitude: 50.06, longitude: 19.94 },
  })),
  'DELETE /api/pitch/:id': write(
    (_w, p) => ({ path: `/api/pitch/${p.pitchId}` }),
    async (w) => {
      const res = await w.http.post<{ id: string }>(
        '/api/pitch',
        { name: 'Boisko do usunięcia', latitude: 50.1, longitude: 19.9 },
        w.admin.token,
      );
      await w.settle();
      return { pitchId: res.body.value!.id };
    },
  ),
  // challenges
  'POST /api/match/get-teams-without-match-with-team': write((w) => ({
    path: '/api/match/get-teams-without-match-with-team',
    body: { seasonId: w.season.id },
  })),
  'POST /api/match': write(
    (w, p) => ({
      path: '/api/match',
      body: {
        receiverId: p.receiverId,
        date: p.date,
        pitchId: w.pitchId,
        length: 60,
        matchType: 1,
      },
    }),
    async (w) => ({ receiverId: (await w.freshTeam()).id, date: '2025-12-01T18:00:00.000Z' }),
  ),
  'GET /api/match/get-matches-by-status': read(
    (w) => `/api/match/get-matches-by-status?Case=1&TeamId=${w.T.id}`,
  ),
  'GET /api/match/history': read((w) => `/api/match/history?TeamId=${w.T.id}`),
  'GET /api/match/get-accepted-matches': read(
    (w) => `/api/match/get-accepted-matches?teamId=${w.T.id}&pageSize=100&page=0`,
  ),
  'POST /api/match/accept': write(
    (_w, p) => ({ path: '/api/match/accept', body: { matchId: p.matchId } }),
    async (w) => ({ matchId: await w.pendingChallenge(await w.freshTeam(), w.T) }),
  ),
  'POST /api/match/cancel': write(
    (_w, p) => ({ path: '/api/match/cancel', body: { matchId: p.matchId } }),
    async (w) => ({ matchId: await w.pendingChallenge(await w.freshTeam(), w.T) }),
  ),
  'DELETE /api/match/:id': write(
    (_w, p) => ({ path: `/api/match/${p.matchId}` }),
    async (w) => ({ matchId: await w.pendingChallenge(w.T, await w.freshTeam()) }),
  ),
  // match reports (the read rows point at the report of the world's open match, see below)
  'GET /api/match-report/get-match-report-by-date': read(
    (w) => `/api/match-report/get-match-report-by-date?${WEEK}&LeagueId=${w.league.id}`,
  ),
  'GET /api/match-report/get-match-reports-by-team-id': read(
    (w) => `/api/match-report/get-match-reports-by-team-id?TeamId=${w.T.id}&pageSize=12&page=0`,
  ),
  'GET /api/match-report/get-match-reports-to-accept': read(
    (w) => `/api/match-report/get-match-reports-to-accept?TeamId=${w.T.id}`,
  ),
  'GET /api/match-report/get-match-report': {
    phase: 'read',
    prepare: reportAwaitingT,
    call: (_w, p) => ({ path: `/api/match-report/get-match-report?MatchReportId=${p.reportId}` }),
  },
  'GET /api/match-report/get-match-report-by-match-id': {
    phase: 'read',
    prepare: reportAwaitingT,
    call: (_w, p) => ({
      path: `/api/match-report/get-match-report-by-match-id?MatchId=${p.matchId}`,
    }),
  },
  'POST /api/match-report/entity-insert': write(
    (w, p) => ({
      path: '/api/match-report/entity-insert',
      body: reportPayload(
        w.T.id,
        p.opponentId,
        { present: [w.T.captain.id] },
        { present: [] },
        {
          matchId: p.matchId,
        },
      ),
    }),
    async (w) => {
      const opponent = await w.freshTeam();
      return { opponentId: opponent.id, matchId: await w.acceptedMatch(w.T, opponent) };
    },
  ),
  'POST /api/match-report/entity-insert [adminInsert]': write(
    (w, p) => ({
      path: '/api/match-report/entity-insert',
      body: reportPayload(
        w.T.id,
        p.opponentId,
        { present: [] },
        { present: [] },
        {
          adminInsert: true,
          walkoverType: 2,
          pitchId: w.pitchId,
          matchLength: 60,
          date: '2025-10-20T08:00:00.000Z',
        },
      ),
    }),
    async (w) => ({ opponentId: (await w.freshTeam()).id }),
  ),
  'POST /api/match-report/accept': write(
    (_w, p) => ({ path: '/api/match-report/accept', body: { matchReportId: p.reportId } }),
    reportAwaitingT,
  ),
  'POST /api/match-report/cancel': write(
    (_w, p) => ({ path: '/api/match-report/cancel', body: { matchReportId: p.reportId } }),
    reportAwaitingT,
  ),
  'POST /api/match-report/admin-accept': write(
    (_w, p) => ({ path: '/api/match-report/admin-accept', body: { matchReportId: p.reportId } }),
    async (w) => {
      const prepared = await reportAwaitingT(w);
      const accepted = await w.http.post(
        '/api/match-report/accept',
        { matchReportId: prepared.reportId },
        w.T.captain.token,
      );
      if (accepted.status !== 200) throw new Error(`report accept: ${accepted.status}`);
      await w.settle();
      return prepared;
    },
  ),
  'DELETE /api/match-report/:id': write(
    (_w, p) => ({ path: `/api/match-report/${p.reportId}` }),
    reportAwaitingT,
  ),
  // finale: these change the world for good, in this order
  'POST /api/team': write(
    (w) => ({
      path: '/api/team',
      body: { name: `Nowa ${uniqueLetters()}`, shortName: 'NOW', leagueId: w.league.id },
    }),
    undefined,
    'finale',
  ),
  'DELETE /api/user-team/:userTeamId': write(
    (w) => ({ path: `/api/user-team/${w.memberUserTeamId}` }),
    undefined,
    'finale',
  ),
  'POST /api/user-team/change-capitan': write(
    (w) => ({
      path: '/api/user-team/change-capitan',
      body: { teamId: w.T.id, oldCapitanId: w.T.captain.id, newCapitanId: w.secondMember.id },
    }),
    undefined,
    'finale',
  ),
  'POST /api/team/change-league': write(
    (w, p) => ({
      path: '/api/team/change-league',
      body: { leagueTeamId: p.leagueTeamId, newLeagueId: w.otherLeague.id },
    }),
    async (w) => ({ leagueTeamId: (await w.team(w.T.id)).leagues[0].id }),
    'finale',
  ),
  'DELETE /api/league-team/:id': write(
    (_w, p) => ({ path: `/api/league-team/${p.leagueTeamId}` }),
    async (w) => ({ leagueTeamId: (await w.team(w.T.id)).leagues[0].id }),
    'finale',
  ),
  'DELETE /api/team/:id': write((w) => ({ path: `/api/team/${w.T.id}` }), undefined, 'finale'),
};

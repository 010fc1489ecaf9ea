import { login, registrationPayload } from '../support/users';
import type { TestTeam } from '../support/matches';
import type { SecurityWorld } from '../support/security-world';
import { MATCH_REQUEST_PLANS } from './permission-requests-matches';
import { NOTIFICATION_REQUEST_PLANS } from './permission-requests-notifications';
import { CUP_REQUEST_PLANS } from './permission-requests-cup';
import { OFFICE_REQUEST_PLANS } from './permission-requests-office';
import { OPERATIONS_REQUEST_PLANS } from './permission-requests-operations';
import { SEASON_PLAN_REQUEST_PLANS } from './permission-requests-seasons';
import { PROFILE, type RequestPlan, ofEntity, read, write } from './permission-plan';

export type { CallSpec, Prepared, RequestPlan } from './permission-plan';

/** Every route's matrix call: accounts, users, teams and applications here, the rest after. */
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
  'GET /api/season/get-seasons': read(() => '/api/season/get-seasons'),
  'GET /api/season/summary': read(() => '/api/season/summary'),
  'GET /api/league/get-leagues-by-season-id': read(
    (w) => `/api/league/get-leagues-by-season-id?SeasonId=${w.season.id}`,
  ),
  'GET /api/league/get-league-team-by-id': read(
    (w) => `/api/league/get-league-team-by-id?LeagueId=${w.league.id}`,
  ),
  'GET /api/league/get-league-team-statistic': read(
    (w) => `/api/league/get-league-team-statistic?LeagueId=${w.league.id}&SeasonId=${w.season.id}`,
  ),
  // the archive (issue 13)
  'GET /api/league/get-position-by-round': read(
    (w) => `/api/league/get-position-by-round?LeagueId=${w.league.id}`,
  ),
  'GET /api/team/get-team-history': read((w) => `/api/team/get-team-history?TeamId=${w.T.id}`),
  'GET /api/team/get-team-players-by-season': read(
    (w) => `/api/team/get-team-players-by-season?TeamId=${w.T.id}&SeasonId=${w.season.id}`,
  ),
  'GET /api/user/get-user-career': read((w) => `/api/user/get-user-career?UserId=${w.member.id}`),
  'GET /api/records/get-records': read(() => '/api/records/get-records'),
  'GET /api/records/get-hall-of-fame': read(() => '/api/records/get-hall-of-fame'),
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
  // transfer market
  'GET /api/transfers/players': read(() => '/api/transfers/players?FreeAgents=true&pageSize=10'),
  'GET /api/transfers/teams': read((w) => `/api/transfers/teams?LeagueId=${w.league.id}`),
  'PUT /api/team/recruitment': write((w) => ({
    path: '/api/team/recruitment',
    body: { teamId: w.T.id, lookingForPlayers: true, positions: [1] },
  })),
  'GET /api/team-offer/get-offers-for-user': read(() => '/api/team-offer/get-offers-for-user'),
  'GET /api/team-offer/get-offers-for-team': read(
    (w) => `/api/team-offer/get-offers-for-team?TeamId=${w.T.id}`,
  ),
  'POST /api/team-offer': write(
    (w, p) => ({ path: '/api/team-offer', body: { teamId: w.T.id, userId: p.userId } }),
    async (w) => ({ userId: (await w.freshUser()).id }),
  ),
  'DELETE /api/team-offer/:id': write(
    (_w, p) => ({ path: `/api/team-offer/${p.offerId}` }),
    async (w) => ({ offerId: await offerTo(w, w.T, (await w.freshUser()).id) }),
  ),
  'POST /api/team-offer/decline': write(
    (_w, p) => ({ path: '/api/team-offer/decline', body: { offerId: p.offerId } }),
    async (w) => ({ offerId: await offerTo(w, w.U, w.player.id) }),
  ),
  // finale (first of it): the player joins a fresh team for good
  'POST /api/team-offer/accept': write(
    (_w, p) => ({ path: '/api/team-offer/accept', body: { offerId: p.offerId } }),
    async (w) => ({ offerId: await offerTo(w, w.U, w.player.id) }),
    'finale',
  ),
  ...MATCH_REQUEST_PLANS,
  ...NOTIFICATION_REQUEST_PLANS,
  ...CUP_REQUEST_PLANS,
  ...OFFICE_REQUEST_PLANS,
  ...OPERATIONS_REQUEST_PLANS,
  ...SEASON_PLAN_REQUEST_PLANS,
};

/** An open offer of `team` to the user. */
async function offerTo(w: SecurityWorld, team: TestTeam, userId: string): Promise<string> {
  const res = await w.http.post<{ id: string }>(
    '/api/team-offer',
    { teamId: team.id, userId },
    team.captain.token,
  );
  if (!res.body.value) throw new Error(`offer failed: ${JSON.stringify(res.body.errors)}`);
  await w.settle();
  return res.body.value.id;
}

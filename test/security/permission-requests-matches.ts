import { reportPayload } from '../support/reports';
import {
  type RequestPlan,
  WEEK,
  read,
  reportAwaitingT,
  write,
  uniqueLetters,
} from './permission-plan';

/** The matrix's calls of pitches, calendar, challenges and reports, then the finale (in order). */
export const MATCH_REQUEST_PLANS: Record<string, RequestPlan> = {
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
  'GET /api/match/get-head-to-head': read(
    (w) => `/api/match/get-head-to-head?TeamAId=${w.T.id}&TeamBId=${w.U.id}`,
  ),
  'GET /api/match/get-match-by-id': {
    phase: 'read',
    prepare: async (w) => ({ matchId: await w.acceptedMatch(w.T, await w.freshTeam()) }),
    call: (_w, p) => ({ path: `/api/match/get-match-by-id?MatchId=${p.matchId}` }),
  },
  'GET /api/match/get-fixtures': read(() => `/api/match/get-fixtures?${WEEK}`),
  'GET /api/match/get-next-match': read((w) => `/api/match/get-next-match?TeamId=${w.T.id}`),
  'POST /api/match/availability': write(
    (_w, p) => ({ path: '/api/match/availability', body: { matchId: p.matchId, answer: 'yes' } }),
    async (w) => ({ matchId: await w.upcomingMatch(w.T, await w.freshTeam()) }),
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
  'POST /api/admin/match/:id/cancel': write(
    (_w, p) => ({
      path: `/api/admin/match/${p.matchId}/cancel`,
      body: { reason: 'Boisko zamknięte' },
    }),
    async (w) => ({ matchId: await w.acceptedMatch(w.T, await w.freshTeam()) }),
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

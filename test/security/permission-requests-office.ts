import type { MatchDetailDto } from '@liga/contracts';
import type { TestTeam } from '../support/matches';
import type { SecurityWorld } from '../support/security-world';
import { reportPayload } from '../support/reports';
import { type Prepared, type RequestPlan, read, write } from './permission-plan';

/** A verified report of a fresh opponent against T (filed, accepted by T, verified). */
async function verifiedReport(w: SecurityWorld): Promise<Prepared> {
  const opponent = await w.freshTeam();
  const matchId = await w.acceptedMatch(opponent, w.T);
  const reportId = await w.fileReport(matchId, opponent, w.T);
  for (const [path, token] of [
    ['/api/match-report/accept', w.T.captain.token],
    ['/api/match-report/admin-accept', w.admin.token],
  ] as const) {
    const res = await w.http.post(path, { matchReportId: reportId }, token);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    await w.settle();
  }
  return { matchId, reportId, teamAId: opponent.id, teamBId: w.T.id };
}

/** An upcoming accepted match of `from` against `to`, and an hour later on its pitch (free). */
async function upcomingWithSlot(w: SecurityWorld, from: TestTeam, to: TestTeam) {
  const matchId = await w.upcomingMatch(from, to);
  const res = await w.http.get<MatchDetailDto>(
    `/api/match/get-match-by-id?MatchId=${matchId}`,
    w.admin.token,
  );
  const match = res.body.value!;
  const date = new Date(Date.parse(match.date) + 3600_000).toISOString();
  return { matchId, date, pitchId: match.pitch.id };
}

/** A rescheduling proposal by a fresh opponent's captain that T's captain may answer. */
async function proposalToT(w: SecurityWorld): Promise<Prepared> {
  const opponent = await w.freshTeam();
  const { matchId, date, pitchId } = await upcomingWithSlot(w, opponent, w.T);
  const res = await w.http.post<{ id: string }>(
    '/api/match/propose-reschedule',
    { matchId, date, pitchId },
    opponent.captain.token,
  );
  if (res.status !== 200) throw new Error(`propose-reschedule: ${res.status}`);
  await w.settle();
  return { matchId, proposalId: res.body.value!.id };
}

/** The matrix's calls of the league office (issue 16): the rules, the admin's changes. */
export const OFFICE_REQUEST_PLANS: Record<string, RequestPlan> = {
  'GET /api/league/get-league-rules': read(
    (w) => `/api/league/get-league-rules?LeagueId=${w.league.id}`,
  ),
  'POST /api/admin/league/tie-breaks': write((w) => ({
    path: '/api/admin/league/tie-breaks',
    body: {
      leagueId: w.league.id,
      tieBreaks: ['points', 'headToHeadPoints', 'goalDifference', 'goalsScored'],
      reason: 'Macierz uprawnień',
    },
  })),
  'POST /api/admin/league/points': write((w) => ({
    path: '/api/admin/league/points',
    body: { leagueId: w.league.id, teamId: w.U.id, points: -1, reason: 'Macierz uprawnień' },
  })),
  'POST /api/admin/match-report/correct': write(
    (_w, p) => ({
      path: '/api/admin/match-report/correct',
      body: {
        matchReportId: p.reportId,
        reason: 'Macierz uprawnień',
        // the verified 0:0 becomes the home side's walkover
        report: reportPayload(
          p.teamAId,
          p.teamBId,
          { present: [] },
          { present: [] },
          {
            matchId: p.matchId,
            walkoverType: 2,
          },
        ),
      },
    }),
    verifiedReport,
  ),
  'POST /api/admin/team/suspend': write((w) => ({
    path: '/api/admin/team/suspend',
    body: { teamId: w.T.id, userId: w.secondMember.id, until: '2030-01-01', reason: 'Macierz' },
  })),
  // rescheduling between captains: T's captain proposes, or answers the opponent's proposal
  'POST /api/match/propose-reschedule': write(
    (_w, p) => ({
      path: '/api/match/propose-reschedule',
      body: { matchId: p.matchId, date: p.date, pitchId: p.pitchId },
    }),
    async (w) => upcomingWithSlot(w, w.T, await w.freshTeam()),
  ),
  'POST /api/match/accept-reschedule': write(
    (_w, p) => ({
      path: '/api/match/accept-reschedule',
      body: { matchId: p.matchId, proposalId: p.proposalId },
    }),
    proposalToT,
  ),
  'POST /api/match/decline-reschedule': write(
    (_w, p) => ({
      path: '/api/match/decline-reschedule',
      body: { matchId: p.matchId, proposalId: p.proposalId },
    }),
    proposalToT,
  ),
  'POST /api/admin/team/withdraw': write(
    (_w, p) => ({
      path: '/api/admin/team/withdraw',
      body: { teamId: p.teamId, mode: 'walkovers', reason: 'Macierz uprawnień' },
    }),
    async (w) => ({ teamId: (await w.freshTeam()).id }),
  ),
  'GET /api/suspension/get-suspensions': read(
    (w) => `/api/suspension/get-suspensions?TeamId=${w.T.id}`,
  ),
};

'use strict';

const { randomBytes, randomUUID } = require('node:crypto');
const { http } = require('./api-server');

const sleep = (n) => new Promise((r) => setTimeout(r, n));

/** Retries `fn` while it throws (projection lag), 15 s at most. */
async function eventually(fn) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      return await fn();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(20);
    }
  }
}

/** A confirmed captain with a team in the league (e-mail confirmation appended as a fact). */
async function captainWithTeam(api, store, admin, leagueId, tag, password) {
  const email = `bench.${tag}.${randomUUID().slice(0, 8)}@example.com`;
  const { id } = await api.ok('POST', '/api/user', {
    email,
    password,
    firstName: 'Kapitan',
    lastName: tag === 'A' ? 'Gospodarzy' : 'Gości',
    height: 180,
    shirtNumber: 9,
    birthDate: '1995-05-20T00:00:00.000Z',
    position: 4,
    dominateLeg: 1,
  });
  const stream = `user-${id}`;
  const context = { actorUserId: null, correlationId: randomUUID(), causationId: null };
  const verified = { userId: id, verifiedAt: new Date().toISOString() };
  const version = await store.streamVersion(stream);
  await store.append(
    stream,
    'user',
    version,
    [{ type: 'UserEmailVerified', data: verified }],
    context,
  );
  const { authorizationToken: token } = await eventually(() =>
    api.ok('POST', '/api/user/login', { username: email, password }),
  );
  const name = `Drużyna Bench ${tag}${randomBytes(2).toString('hex').toUpperCase()}`;
  const team = await api.ok('POST', '/api/team', { name, shortName: `BN${tag}`, leagueId }, token);
  await eventually(() => api.ok('POST', '/api/league-team', { leagueId, teamId: team.id }, admin));
  return { userId: id, token, teamId: team.id };
}

/** The admin, the current season's first league, two captains' teams in it and a pitch. */
async function setUpLeague(api, store, credentials) {
  const { authorizationToken: admin } = await eventually(() =>
    api.ok('POST', '/api/admin/login', {
      username: credentials.email,
      password: credentials.password,
    }),
  );
  // with a separate worker the season's leagues may not be projected yet
  const league = await eventually(async () => {
    const season = await api.ok('GET', '/api/season/current');
    const path = `/api/league/get-leagues-by-season-id?SeasonId=${season.id}`;
    const [first] = await api.ok('GET', path);
    if (!first) throw new Error('no league yet');
    return first;
  });
  const A = await captainWithTeam(api, store, admin, league.id, 'A', credentials.password);
  const B = await captainWithTeam(api, store, admin, league.id, 'B', credentials.password);
  const pitch = await api.ok(
    'POST',
    '/api/pitch',
    { name: 'Boisko Bench', latitude: 50, longitude: 20 },
    admin,
  );
  return {
    admin,
    leagueId: league.id,
    seasonId: league.seasonId,
    A,
    B,
    pitchId: pitch.id,
    rounds: 0,
  };
}

/** A match A vs B, accepted, its report filed by A and accepted by B: ready for verification. */
async function prepareReport(api, league) {
  const { A, B } = league;
  league.rounds += 1;
  const round = league.rounds;
  // a challenge lies in the future: the match kicks off in a few seconds, on a pitch of its
  // own (the previous rounds' matches still book theirs), and is reported once it has started
  const { id: pitchId } = await api.ok(
    'POST',
    '/api/pitch',
    { name: `Boisko Bench ${round}`, latitude: 50, longitude: 20 },
    league.admin,
  );
  const kickOff = Math.ceil((Date.now() + 3_000) / 1000) * 1000;
  const date = new Date(kickOff).toISOString();
  const match = await eventually(() =>
    api.ok(
      'POST',
      '/api/match',
      { receiverId: B.teamId, date, length: 60, pitchId, matchType: 1 },
      A.token,
    ),
  );
  await eventually(() => api.ok('POST', '/api/match/accept', { matchId: match.id }, B.token));
  await sleep(Math.max(0, kickOff + 200 - Date.now()));
  const goals = Array.from({ length: 1 + (round % 3) }, () => ({
    userId: A.userId,
    isSuicide: false,
  }));
  const report = await api.ok(
    'POST',
    '/api/match-report/entity-insert',
    {
      adminInsert: false,
      matchId: match.id,
      teamAId: A.teamId,
      teamBId: B.teamId,
      walkoverType: 1,
      attendancesTeamA: [{ userId: A.userId, attendance: 1 }],
      attendancesTeamB: [{ userId: B.userId, attendance: 1 }],
      goalsTeamA: goals,
      goalsTeamB: [],
      userRatesTeamA: [{ userId: A.userId, rate: 5 }],
      userRatesTeamB: [],
      goalKeeperRatesTeamA: [],
      goalKeeperRatesTeamB: [{ userId: B.userId, rate: 6 }],
    },
    A.token,
  );
  await eventually(() =>
    api.ok('POST', '/api/match-report/accept', { matchReportId: report.id }, B.token),
  );
  return { matchId: match.id, reportId: report.id };
}

/** Waits until every projection has applied the whole log (the preparation's pushes are out). */
async function settled(db) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await db.query(
      `SELECT (SELECT coalesce(max(global_position), 0) FROM events) AS head,
              (SELECT coalesce(min(global_position), 0) FROM projection_checkpoints) AS low`,
    );
    if (Number(row.low) >= Number(row.head) || Date.now() > deadline) return;
    await sleep(10);
  }
}

/**
 * A cup of A and B (a final), drawn, its cup match accepted and reported level with a
 * shoot-out, the report accepted by B: ready for the verification that crowns the winner. A
 * and B are free again once it is verified (a team plays one unfinished cup at a time).
 */
async function prepareCupReport(api, league) {
  const { A, B } = league;
  league.rounds += 1;
  const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString();
  const cup = await api.ok(
    'POST',
    '/api/admin/cup',
    {
      name: `Puchar Bench ${league.rounds}`,
      leagueIds: [league.leagueId],
      entryDeadline: day(1),
      roundDeadlines: [day(2)],
    },
    league.admin,
  );
  await api.ok('POST', `/api/admin/cup/${cup.id}/open`, {}, league.admin);
  await api.ok('POST', `/api/cup/${cup.id}/entry`, {}, A.token);
  await api.ok('POST', `/api/cup/${cup.id}/entry`, {}, B.token);
  await api.ok('POST', `/api/admin/cup/${cup.id}/draw`, {}, league.admin);
  const { id: pitchId } = await api.ok(
    'POST',
    '/api/pitch',
    { name: `Boisko Pucharowe ${league.rounds}`, latitude: 50, longitude: 20 },
    league.admin,
  );
  const kickOff = Math.ceil((Date.now() + 3_000) / 1000) * 1000;
  const match = await eventually(() =>
    api.ok(
      'POST',
      '/api/match',
      {
        receiverId: B.teamId,
        date: new Date(kickOff).toISOString(),
        length: 60,
        pitchId,
        matchType: 2,
      },
      A.token,
    ),
  );
  await eventually(() => api.ok('POST', '/api/match/accept', { matchId: match.id }, B.token));
  await sleep(Math.max(0, kickOff + 200 - Date.now()));
  const report = await api.ok(
    'POST',
    '/api/match-report/entity-insert',
    {
      adminInsert: false,
      matchId: match.id,
      teamAId: A.teamId,
      teamBId: B.teamId,
      walkoverType: 1,
      attendancesTeamA: [{ userId: A.userId, attendance: 1 }],
      attendancesTeamB: [{ userId: B.userId, attendance: 1 }],
      goalsTeamA: [{ userId: A.userId, isSuicide: false }],
      goalsTeamB: [{ userId: B.userId, isSuicide: false }],
      penaltiesTeamA: 5,
      penaltiesTeamB: 4,
    },
    A.token,
  );
  await eventually(() =>
    api.ok('POST', '/api/match-report/accept', { matchReportId: report.id }, B.token),
  );
  return { cupId: cup.id, matchId: match.id, reportId: report.id };
}

module.exports = { http, eventually, setUpLeague, prepareReport, prepareCupReport, settled };

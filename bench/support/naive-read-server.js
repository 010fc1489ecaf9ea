'use strict';

/**
 * The naive baseline of bench/read-api.js: the read calls answered by aggregating on read —
 * every request selects the league's result events from the `events` table (SQL over the log,
 * no read tables) and folds them in JS with the standings projection's own row function. Only
 * names come from the user and team directories (rm_users, rm_teams). No auth, no envelope
 * framework: plain node:http, a pool of 20 like the API.
 *
 *   DATABASE_URL=... PORT=... node bench/support/naive-read-server.js
 *
 * GET /table?LeagueId, /goals|/mvps|/keepers|/teams?LeagueId&pageSize&page,
 * /matches?LeagueId&StartDate&EndDate, /health.
 */

const { createServer } = require('node:http');
const { Pool } = require('pg');
const { compareStanding } = require('@liga/contracts');
const { dist } = require('./dist');

const { resultRows } = dist('modules/standings/projections/result-rows');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

/** The league's verified results in log order, deleted ones taken out (the fold). */
async function leagueResults(leagueId) {
  const { rows } = await pool.query(
    `SELECT event_type, data FROM events
      WHERE event_type IN ('MatchReportVerified', 'MatchResultInsertedByAdmin', 'MatchReportDeleted')
        AND (event_type = 'MatchReportDeleted' OR data->>'homeLeagueId' = $1
             OR data->>'enemyLeagueId' = $1)
      ORDER BY global_position`,
    [leagueId],
  );
  const results = new Map();
  for (const { event_type: type, data } of rows) {
    if (type === 'MatchReportDeleted') {
      if (data.wasVerified) results.delete(data.reportId);
    } else {
      results.set(data.reportId, data);
    }
  }
  return [...results.values()];
}

const byDateDesc = (a, b) =>
  b.playedAt.localeCompare(a.playedAt) || b.matchId.localeCompare(a.matchId);

async function names(table, ids) {
  const columns = table === 'rm_users' ? 'id, first_name, last_name' : 'id, name, short_name';
  const { rows } = await pool.query(`SELECT ${columns} FROM ${table} WHERE id = ANY($1)`, [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

async function table(q) {
  const perTeam = new Map();
  for (const d of await leagueResults(q.LeagueId)) {
    for (const row of resultRows(d).teams) {
      if (row.leagueId !== q.LeagueId) continue;
      const list = perTeam.get(row.teamId) ?? [];
      list.push(row);
      perTeam.set(row.teamId, list);
    }
  }
  const teams = await names('rm_teams', [...perTeam.keys()]);
  const rows = [...perTeam].map(([teamId, list]) => {
    const count = (letter) => list.filter((r) => r.result === letter).length;
    const scored = list.reduce((s, r) => s + r.scored, 0);
    const conceded = list.reduce((s, r) => s + r.conceded, 0);
    return {
      id: teamId,
      name: teams.get(teamId)?.name ?? '',
      shortName: teams.get(teamId)?.short_name ?? '',
      position: 0,
      points: list.reduce((s, r) => s + r.points, 0),
      matchesPlayed: list.length,
      wins: count('W'),
      draws: count('D'),
      losses: count('L'),
      goalsScored: scored,
      goalsConceded: conceded,
      goalBalance: scored - conceded,
      form: [...list]
        .sort(byDateDesc)
        .slice(0, 5)
        .map((r) => r.result),
    };
  });
  rows.sort(compareStanding).forEach((r, i) => (r.position = i + 1));
  return rows;
}

async function playerStats(leagueId) {
  const stats = new Map();
  for (const d of await leagueResults(leagueId)) {
    for (const row of resultRows(d).players) {
      if (row.leagueId !== leagueId) continue;
      const s = stats.get(row.userId) ?? {
        userId: row.userId,
        matches: 0,
        goals: 0,
        mvp: 0,
        keeperSum: 0,
        keeperCount: 0,
        latest: row,
      };
      s.matches += 1;
      s.goals += row.goals;
      s.mvp += row.mvp;
      if (row.keeperRate !== null) {
        s.keeperSum += row.keeperRate;
        s.keeperCount += 1;
      }
      if (byDateDesc(row, s.latest) < 0) s.latest = row;
      stats.set(row.userId, s);
    }
  }
  return [...stats.values()];
}

async function ranking(q, keep, order, extra) {
  const pageSize = Number(q.pageSize ?? 128);
  const page = Number(q.page ?? 0);
  const users = (await playerStats(q.LeagueId)).filter(keep);
  const people = await names(
    'rm_users',
    users.map((s) => s.userId),
  );
  const teams = await names('rm_teams', [...new Set(users.map((s) => s.latest.teamId))]);
  const name = (s) =>
    `${people.get(s.userId)?.last_name ?? ''} ${people.get(s.userId)?.first_name ?? ''}`.toLowerCase();
  users.sort((a, b) => order(a, b) || a.matches - b.matches || name(a).localeCompare(name(b)));
  return users.slice(page * pageSize, (page + 1) * pageSize).map((s, i) => ({
    id: s.userId,
    firstName: people.get(s.userId)?.first_name ?? '',
    lastName: people.get(s.userId)?.last_name ?? '',
    teamId: s.latest.teamId,
    name: teams.get(s.latest.teamId)?.name ?? 'Drużyna',
    matches: s.matches,
    position: page * pageSize + i + 1,
    ...extra(s),
  }));
}

async function matches(q) {
  const start = new Date(q.StartDate).toISOString();
  const end = new Date(q.EndDate).toISOString();
  const inWeek = (await leagueResults(q.LeagueId)).filter(
    (d) => d.matchDate >= start && d.matchDate <= end,
  );
  const teams = await names('rm_teams', [
    ...new Set(inWeek.flatMap((d) => [d.homeTeamId, d.enemyTeamId])),
  ]);
  const side = (id, goals) => ({ id, name: teams.get(id)?.name ?? '', goals });
  return inWeek
    .sort((a, b) => a.matchDate.localeCompare(b.matchDate))
    .map((d) => ({
      id: d.reportId,
      match: { id: d.matchId, date: d.matchDate },
      teams: [side(d.homeTeamId, d.homeGoals), side(d.enemyTeamId, d.enemyGoals)],
      walkoverType: d.walkoverType,
    }));
}

const routes = {
  '/health': async () => 'ok',
  '/table': table,
  '/goals': (q) =>
    ranking(
      q,
      (s) => s.goals > 0,
      (a, b) => b.goals - a.goals,
      (s) => ({ userGoals: s.goals }),
    ),
  '/mvps': (q) =>
    ranking(
      q,
      (s) => s.mvp > 0,
      (a, b) => b.mvp - a.mvp,
      (s) => ({ userPoints: s.mvp }),
    ),
  '/keepers': (q) =>
    ranking(
      q,
      (s) => s.keeperCount > 0,
      (a, b) =>
        b.keeperSum / b.keeperCount - a.keeperSum / a.keeperCount || b.keeperCount - a.keeperCount,
      (s) => ({
        goalkeeperRate: Math.round((s.keeperSum / s.keeperCount) * 100) / 100,
        matchCount: s.keeperCount,
      }),
    ),
  '/teams': async (q) =>
    (await table(q))
      .sort((a, b) => b.goalsScored - a.goalsScored || b.points - a.points)
      .map((r, i) => ({ ...r, position: i + 1 })),
  '/matches': matches,
};

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const route = routes[url.pathname];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  route(Object.fromEntries(url.searchParams)).then(
    (value) => {
      const body = JSON.stringify({ isSuccess: true, isFailure: false, value, errors: [] });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    },
    (error) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    },
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');

const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

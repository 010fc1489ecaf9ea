'use strict';

/**
 * Read your writes (issue 14): what it costs and whether it holds.
 * - Command latency p50/p99 of issuing a challenge, accepting it, filing a report (and the
 *   opponent's acceptance that a verification needs) and verifying it, each answered only once
 *   the projections its events feed have applied them.
 * - 1,000 write-then-read trials by 8 concurrent writers: each writer renames its own pitch
 *   (`PUT /api/pitch`) and at once, with no wait and no retry, reads the list the admin's page
 *   reloads next (`GET /api/pitch/get-pitches`); a trial whose read lacks the new name is a
 *   stale read. Answers saying `viewsCatchingUp` are counted too.
 * In two deployments: embedded (one process, projections in-process) and redis (the API and a
 * projection worker as separate processes, on Redis).
 *
 *   npm run build && npm run bench:read-your-writes
 *
 * Environment: DATABASE_URL (a server; the bench makes and drops its own databases), REDIS_URL
 * (default redis://127.0.0.1:6379; keys under a prefix of their own, deleted at the end),
 * BENCH_MODES (default embedded,redis), BENCH_ROUNDS (measured rounds of the match commands per
 * mode, default 40), BENCH_TRIALS (default 1000), BENCH_WRITERS (default 8).
 */

require('reflect-metadata');
const { randomBytes } = require('node:crypto');
const { Redis } = require('ioredis');
const { dist } = require('./support/dist');
const { freePort, waitUntilUp } = require('./support/api-server');
const { postgresServer, createBenchDatabase } = require('./support/database');
const { http, setUpLeague } = require('./support/live-league');
const { spawnNode, stopProcess } = require('./support/node-process');
const { machineInfo, printPairs, printTable, percentile } = require('./support/report');

const { createDataSource } = dist('platform/database/data-source');
const { EventStore } = dist('platform/event-store/event-store');
const { systemClock } = dist('platform/clock/clock');
const { SERVER_DIST } = require('./support/dist');

const MODES = (process.env.BENCH_MODES || 'embedded,redis').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS || 40);
const WARMUP_ROUNDS = 3;
const TRIALS = Number(process.env.BENCH_TRIALS || 1000);
const WRITERS = Number(process.env.BENCH_WRITERS || 8);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const ADMIN = { email: 'bench.admin@example.com', password: 'Haslo123!' };

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const now = () => performance.now();
const sleep = (n) => new Promise((r) => setTimeout(r, n));

/** Starts the built server (and in redis mode the worker) on `databaseUrl`. */
async function startServers(mode, databaseUrl, redisPrefix) {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: mode === 'redis' ? REDIS_URL : '',
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'production',
  };
  const children = [];
  const output = [];
  const start = (script, extra = {}) => {
    const child = spawnNode(`${SERVER_DIST}/${script}`, [], {
      env: { ...env, ...extra },
      stdio: 'pipe',
    });
    let text = '';
    const keep = (chunk) => (text = (text + chunk).slice(-10_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    output.push(() => text);
    children.push(child);
    return { child, text: () => text };
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    const api = start('main.js');
    await waitUntilUp(api.child, `${url}/api/health`, api.text);
    if (mode === 'redis') {
      const worker = start('worker.js', { LOG_LEVEL: 'info' });
      const deadline = Date.now() + 60_000;
      while (!worker.text().includes('worker started')) {
        if (worker.child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`worker did not start: ${worker.text()}`);
        }
        await sleep(100);
      }
    }
  } catch (error) {
    for (const child of children) await stopProcess(child);
    throw error;
  }
  return {
    url,
    async stop() {
      for (const child of [...children].reverse()) await stopProcess(child);
    },
  };
}

/** One timed command: its time in ms, and whether the answer said the views catch up. */
async function timed(base, method, path, body, token) {
  const started = now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({}));
  const ms = now() - started;
  if (res.status >= 300)
    throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json.errors)}`);
  return { ms, value: json.value, catchingUp: json.viewsCatchingUp === true };
}

const COMMANDS = [
  'issue a challenge',
  'accept it',
  'file a report',
  'accept the report',
  'verify it',
];

/** One round: a match from challenge to verification, each command timed. */
async function matchRound(base, league, round) {
  const { A, B, admin } = league;
  // a challenge lies in the future: the match kicks off a few seconds after it is issued, on
  // a pitch of its own (the earlier rounds' matches book theirs), and is reported once it has
  // started (the wait and the pitch are not timed)
  const { value: pitch } = await timed(
    base,
    'POST',
    '/api/pitch',
    { name: `Boisko RYW ${round}`, latitude: 50, longitude: 20 },
    admin,
  );
  const pitchId = pitch.id;
  const kickOff = Math.ceil((Date.now() + 3_000) / 1000) * 1000;
  const date = new Date(kickOff).toISOString();
  const issue = await timed(
    base,
    'POST',
    '/api/match',
    { receiverId: B.teamId, date, length: 60, pitchId, matchType: 1 },
    A.token,
  );
  const matchId = issue.value.id;
  const accept = await timed(base, 'POST', '/api/match/accept', { matchId }, B.token);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, kickOff + 200 - Date.now())));
  const file = await timed(
    base,
    'POST',
    '/api/match-report/entity-insert',
    {
      adminInsert: false,
      matchId,
      teamAId: A.teamId,
      teamBId: B.teamId,
      walkoverType: 1,
      attendancesTeamA: [{ userId: A.userId, attendance: 1 }],
      attendancesTeamB: [{ userId: B.userId, attendance: 1 }],
      goalsTeamA: [{ userId: A.userId, isSuicide: false }],
      goalsTeamB: [],
      userRatesTeamA: [{ userId: A.userId, rate: 5 }],
      userRatesTeamB: [],
      goalKeeperRatesTeamA: [],
      goalKeeperRatesTeamB: [{ userId: B.userId, rate: 6 }],
    },
    A.token,
  );
  const reportId = file.value.id;
  const body = { matchReportId: reportId };
  const acceptReport = await timed(base, 'POST', '/api/match-report/accept', body, B.token);
  const verify = await timed(base, 'POST', '/api/match-report/admin-accept', body, admin);
  return [issue, accept, file, acceptReport, verify];
}

/** 1,000 write-then-read trials by 8 writers, each renaming its own pitch. */
async function trials(base, admin) {
  const api = http(base);
  const pitches = [];
  for (let w = 0; w < WRITERS; w++) {
    const name = `Boisko Pisarza ${w} start`;
    pitches.push(await api.ok('POST', '/api/pitch', { name, latitude: 50, longitude: 20 }, admin));
  }
  let next = 0;
  let stale = 0;
  let catchingUp = 0;
  const writes = [];
  const started = now();
  await Promise.all(
    pitches.map(async (pitch, w) => {
      for (let trial = next++; trial < TRIALS; trial = next++) {
        const name = `Boisko Pisarza ${w} próba ${trial}`;
        const body = { id: pitch.id, name, latitude: 50, longitude: 20 };
        const write = await timed(base, 'PUT', '/api/pitch', body, admin);
        writes.push(write.ms);
        if (write.catchingUp) catchingUp += 1;
        const list = await api.ok('GET', '/api/pitch/get-pitches', undefined, admin);
        if (!list.some((p) => p.id === pitch.id && p.name === name)) stale += 1;
      }
    }),
  );
  return { stale, catchingUp, writes, seconds: (now() - started) / 1000 };
}

async function measureMode(mode, pg, redisPrefix) {
  const database = await createBenchDatabase(pg.url, `ryw_${mode}`);
  const db = createDataSource({ url: database.url, applicationName: 'liga-bench', poolSize: 2 });
  let servers = null;
  try {
    log(`${mode}: starting the built ${mode === 'redis' ? 'server and worker' : 'server'}`);
    servers = await startServers(mode, database.url, redisPrefix);
    await db.initialize();
    const league = await setUpLeague(http(servers.url), new EventStore(db, systemClock), ADMIN);
    log(`${mode}: ${WARMUP_ROUNDS} warm-up + ${ROUNDS} measured matches`);
    const byCommand = COMMANDS.map(() => []);
    let flagged = 0;
    for (let round = 1; round <= WARMUP_ROUNDS + ROUNDS; round++) {
      const results = await matchRound(servers.url, league, round);
      if (round <= WARMUP_ROUNDS) continue;
      results.forEach((r, i) => byCommand[i].push(r.ms));
      flagged += results.filter((r) => r.catchingUp).length;
    }
    log(`${mode}: ${TRIALS} write-then-read trials by ${WRITERS} writers`);
    const rw = await trials(servers.url, league.admin);
    return { mode, byCommand, flagged, rw };
  } finally {
    await db.destroy().catch(() => undefined);
    if (servers) await servers.stop();
    await database.drop().catch((error) => log(`drop failed: ${error.message}`));
  }
}

async function deleteRedisKeys(prefix) {
  const redis = new Redis(REDIS_URL);
  try {
    const stream = redis.scanStream({ match: `${prefix}:*`, count: 500 });
    for await (const keys of stream) if (keys.length > 0) await redis.unlink(...keys);
  } finally {
    redis.disconnect();
  }
}

const fmt = (n) => n.toFixed(1);
const sorted = (xs) => [...xs].sort((a, b) => a - b);

async function main() {
  const pg = await postgresServer(log);
  const redisPrefix = `liga-bench-ryw-${randomBytes(4).toString('hex')}`;
  try {
    const probe = createDataSource({ url: pg.url, applicationName: 'liga-bench', poolSize: 1 });
    await probe.initialize();
    const info = await machineInfo(probe, pg.source).finally(() => probe.destroy());
    printPairs('Machine', [
      ...info,
      [
        'parameters',
        `${WARMUP_ROUNDS} warm-up + ${ROUNDS} measured matches per mode; ${TRIALS} trials by ` +
          `${WRITERS} concurrent writers`,
      ],
    ]);
    const results = [];
    for (const mode of MODES) results.push(await measureMode(mode, pg, redisPrefix));
    printTable(
      'Command latency (ms), answered once the views show the write',
      ['mode', 'command', 'n', 'p50', 'p99'],
      results.flatMap(({ mode, byCommand }) =>
        byCommand.map((times, i) => {
          const s = sorted(times);
          return [mode, COMMANDS[i], s.length, fmt(percentile(s, 50)), fmt(percentile(s, 99))];
        }),
      ),
    );
    printTable(
      `Write-then-read: ${TRIALS} trials (PUT /api/pitch, then GET /api/pitch/get-pitches at once) by ${WRITERS} writers`,
      ['mode', 'trials', 'stale reads', 'views catching up', 'write p50', 'write p99', 'trials/s'],
      results.map(({ mode, rw }) => {
        const s = sorted(rw.writes);
        return [
          mode,
          s.length,
          rw.stale,
          rw.catchingUp,
          fmt(percentile(s, 50)),
          fmt(percentile(s, 99)),
          fmt(s.length / rw.seconds),
        ];
      }),
    );
    const flagged = results.reduce((n, r) => n + r.flagged, 0);
    console.log(`\n  match commands answered "views catching up": ${flagged}`);
  } finally {
    if (MODES.includes('redis')) await deleteRedisKeys(redisPrefix).catch(() => undefined);
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

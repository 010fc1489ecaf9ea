'use strict';

/**
 * Notifications and calendar feeds (issue 17):
 * - a verification's notifications: both teams of `BENCH_PLAYERS` players each (default 14,
 *   28 in all) are told; the verification call's latency (it waits for its views, the
 *   notifications projection among them) side by side with the same call when the teams have
 *   one player each, and how long until every in-app row exists and every e-mail is queued in
 *   the outbox (from the start of the call);
 * - a league feed (iCalendar) at 50 connections: requests/s and latency (autocannon), and the
 *   same with If-None-Match (304). `BENCH_FEED_URL` names a feed of a running server (the
 *   demo league's "Liga 1", a season of matches); without it the feed part is skipped.
 *
 *   npm run build && BENCH_FEED_URL=http://localhost:3105/api/ical/league/<token>.ics npm run bench:notifications
 *
 * Environment: DATABASE_URL (a server; the bench makes and drops its own database),
 * BENCH_ROUNDS (verifications per team size, default 8), BENCH_SECONDS (feed run, default 10),
 * BENCH_PARTS (default verification,feed).
 */

require('reflect-metadata');
const { randomUUID } = require('node:crypto');
const autocannon = require('autocannon');
const { SMTPServer } = require('smtp-server');
const { dist } = require('./support/dist');
const { startApiServer } = require('./support/api-server');
const { postgresServer, createBenchDatabase } = require('./support/database');
const { http, eventually, setUpLeague, prepareReport } = require('./support/live-league');
const {
  machineInfo,
  printPairs,
  printTable,
  percentile,
  loadAverage,
} = require('./support/report');

const { createDataSource } = dist('platform/database/data-source');
const { EventStore } = dist('platform/event-store/event-store');
const { systemClock } = dist('platform/clock/clock');
const { UpcasterRegistry } = dist('platform/event-store/upcasters');

const PLAYERS = Number(process.env.BENCH_PLAYERS || 14);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 8);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const ADMIN = { email: 'bench.admin@example.com', password: 'Haslo123!' };
const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const now = () => performance.now();

/** A local SMTP server that accepts and drops every message (counted). */
async function smtpSink() {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _s, done) {
      stream.on('data', () => undefined).on('end', () => (count++, done()));
    },
  });
  const port = await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.server.address().port)),
  );
  return { url: `smtp://127.0.0.1:${port}`, count: () => count, close: () => server.close() };
}

/** `n` more confirmed players in a team (registered through the API, each from its own address). */
async function addPlayers(api, base, store, team, n, password) {
  for (let i = 0; i < n; i++) {
    const email = `bench.p${randomUUID().slice(0, 8)}@example.com`;
    const address = `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const res = await fetch(`${base}/api/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        email,
        password,
        firstName: 'Zawodnik',
        lastName: 'Benchowy',
        height: 180,
        shirtNumber: 7,
        birthDate: '1996-04-10T00:00:00.000Z',
        position: 2,
        dominateLeg: 1,
      }),
    });
    const { value } = await res.json();
    const stream = `user-${value.id}`;
    await store.append(
      stream,
      'user',
      await store.streamVersion(stream),
      [
        {
          type: 'UserEmailVerified',
          data: { userId: value.id, verifiedAt: new Date().toISOString() },
        },
      ],
      { actorUserId: null, correlationId: randomUUID(), causationId: null },
    );
    const { authorizationToken } = await eventually(() =>
      api.ok('POST', '/api/user/login', { username: email, password }),
    );
    const application = await api.ok(
      'POST',
      '/api/team-invitation',
      { teamId: team.teamId, userId: value.id },
      authorizationToken,
    );
    await api.ok(
      'POST',
      '/api/team-invitation/accept',
      { invitationId: application.id },
      team.token,
    );
  }
}

/** Verifies `rounds` reports; per round the call's latency and when rows and outbox are full. */
async function verifications(api, db, league, recipients, rounds) {
  const out = { call: [], inApp: [], queued: [] };
  for (let round = 0; round < rounds; round++) {
    const { matchId, reportId } = await prepareReport(api, league);
    const started = now();
    await api.ok(
      'POST',
      '/api/match-report/admin-accept',
      { matchReportId: reportId },
      league.admin,
    );
    out.call.push(now() - started);
    const [{ position }] = await db.query(
      `SELECT max(global_position)::bigint AS position FROM events
        WHERE stream_id = $1 AND event_type = 'MatchReportVerified'`,
      [`match-${matchId}`],
    );
    let inApp = null;
    let queued = null;
    while (inApp === null || queued === null) {
      const [row] = await db.query(
        `SELECT (SELECT count(*)::int FROM rm_notifications WHERE event_position = $1) AS rows,
                (SELECT count(*)::int FROM notification_outbox WHERE event_position = $1) AS queued`,
        [position],
      );
      const t = now() - started;
      if (inApp === null && row.rows >= recipients) inApp = t;
      if (queued === null && row.queued >= recipients) queued = t;
      if (t > 10_000) throw new Error(`round ${round}: ${row.rows} rows, ${row.queued} queued`);
      if (inApp === null || queued === null) await new Promise((r) => setTimeout(r, 2));
    }
    out.inApp.push(inApp);
    out.queued.push(queued);
  }
  return out;
}

const ms = (values, p) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  ).toFixed(1);

async function verificationPart(serverUrl) {
  const results = [];
  for (const players of [1, PLAYERS]) {
    const database = await createBenchDatabase(serverUrl, `notif_${players}`);
    const smtp = await smtpSink();
    const db = createDataSource({ url: database.url, applicationName: 'bench', poolSize: 4 });
    await db.initialize();
    const server = await startApiServer(database.url, {
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      const store = new EventStore(db, systemClock, new UpcasterRegistry());
      const api = http(server.url);
      const league = await setUpLeague(api, store, ADMIN);
      log(`teams of ${players}: adding players`);
      for (const team of [league.A, league.B]) {
        await addPlayers(api, server.url, store, team, players - 1, ADMIN.password);
      }
      await verifications(api, db, league, 2 * players, 2); // warm-up
      log(`teams of ${players}: ${ROUNDS} verifications`);
      const r = await verifications(api, db, league, 2 * players, ROUNDS);
      results.push({ players, ...r, mails: smtp.count() });
    } finally {
      await server.stop();
      await db.destroy();
      smtp.close();
      await database.drop();
    }
  }
  return results;
}

async function feedPart(url) {
  const first = await fetch(url);
  const body = await first.text();
  const etag = first.headers.get('etag');
  const events = (body.match(/BEGIN:VEVENT/g) || []).length;
  const run = async (headers) => {
    await autocannon({ url, headers, connections: 50, duration: 2 });
    return autocannon({ url, headers, connections: 50, duration: SECONDS });
  };
  const full = await run({});
  const conditional = await run({ 'if-none-match': etag });
  // the same server's cheapest route, side by side: what this machine allows right now
  const health = await (async () => {
    const healthUrl = `${new URL(url).origin}/api/health`;
    await autocannon({ url: healthUrl, connections: 50, duration: 2 });
    return autocannon({ url: healthUrl, connections: 50, duration: SECONDS });
  })();
  return { events, bytes: body.length, full, conditional, health };
}

async function main() {
  const pg = await postgresServer(log);
  const infoDb = createDataSource({ url: pg.url, applicationName: 'bench', poolSize: 1 });
  await infoDb.initialize();
  printPairs('Notifications and calendar feeds (issue 17)', await machineInfo(infoDb, pg.source));
  await infoDb.destroy();

  const parts = (process.env.BENCH_PARTS || 'verification,feed').split(',');
  if (parts.includes('verification')) await verificationReport(pg.url);
  if (parts.includes('feed')) await feedReport();
}

async function verificationReport(serverUrl) {
  const results = await verificationPart(serverUrl);
  printTable(
    `A verification: the call (waits for its views), every in-app row, every e-mail queued (ms from the call's start; ${ROUNDS} rounds; load ${loadAverage()})`,
    [
      'players per team',
      'told',
      'call p50',
      'call p95',
      'in-app p50',
      'in-app max',
      'queued p50',
      'queued max',
    ],
    results.map((r) => [
      r.players,
      2 * r.players,
      ms(r.call, 50),
      ms(r.call, 95),
      ms(r.inApp, 50),
      ms(r.inApp, 100),
      ms(r.queued, 50),
      ms(r.queued, 100),
    ]),
  );
  const [one, full] = results;
  printPairs('Added to the verification call by telling 28 instead of 2 (p50)', [
    ['difference', `${(Number(ms(full.call, 50)) - Number(ms(one.call, 50))).toFixed(1)} ms`],
  ]);
}

async function feedReport() {
  const feedUrl = process.env.BENCH_FEED_URL;
  if (!feedUrl) {
    log('BENCH_FEED_URL not set: the feed part is skipped');
    return;
  }
  const feed = await feedPart(feedUrl);
  printTable(
    `A league feed (${feed.events} matches, ${feed.bytes} bytes) at 50 connections, ${SECONDS} s (load ${loadAverage()})`,
    ['request', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    [
      [
        'full calendar (200)',
        Math.round(feed.full.requests.average),
        feed.full.latency.p50,
        feed.full.latency.p99,
        feed.full.errors + feed.full.non2xx,
      ],
      [
        'If-None-Match (304)',
        Math.round(feed.conditional.requests.average),
        feed.conditional.latency.p50,
        feed.conditional.latency.p99,
        feed.conditional.errors,
      ],
      [
        'GET /api/health (baseline)',
        Math.round(feed.health.requests.average),
        feed.health.latency.p50,
        feed.health.latency.p99,
        feed.health.errors,
      ],
    ],
  );
  printPairs("The feed against the same server's cheapest route, side by side", [
    [
      'full calendar / health',
      (feed.full.requests.average / feed.health.requests.average).toFixed(2),
    ],
    ['304 / health', (feed.conditional.requests.average / feed.health.requests.average).toFixed(2)],
  ]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

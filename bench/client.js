'use strict';
// Functions passed to page.evaluate / addInitScript run in the browser.
/* global window, document, MutationObserver */

/**
 * The client as a player meets it: every script a cold /table loads for a guest and for the demo
 * captain (gzip -9 size and bytes on the wire, with the total against issue 19's target of
 * 150 KiB gzip), and in headless Chromium the time to first contentful paint and to the first
 * table row visible, cold (empty cache) and warm (the installed service worker serving the shell), on the loopback network and
 * under a 4G-like profile (40 ms RTT, 9 Mbit/s down, 1.5 Mbit/s up).
 *
 *   npm run build && node bench/client.js        (or: npm run bench -- client)
 *
 * The built server runs as its own process in embedded mode on a fresh database with the demo
 * league (the same generator `npm start` runs); the player logs in through the API and the
 * tokens go into localStorage, as the login page leaves them.
 *
 * Environment: DATABASE_URL (a server; the bench makes and drops its own database),
 * BENCH_RUNS (page loads per row, default 7), CHROMIUM_PATH (default /usr/bin/chromium).
 */

const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { join, resolve } = require('node:path');
const { gzipSync } = require('node:zlib');
const { Client } = require('pg');
const { launchChromium } = require('./support/chromium');
const { browserSession } = require('./support/session');
const { SERVER_DIST } = require('./support/dist');
const { postgresServer, createBenchDatabase } = require('./support/database');
const {
  machineInfo,
  printPairs,
  printTable,
  percentile,
  loadAverage,
} = require('./support/report');

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CLIENT_DIST = resolve(__dirname, '..', 'apps', 'client', 'dist');
const PROFILES = [
  { name: 'loopback', conditions: null },
  {
    name: '4G (40 ms, 9 Mbit/s)',
    conditions: {
      offline: false,
      latency: 40,
      downloadThroughput: (9 * 1024 * 1024) / 8,
      uploadThroughput: (1.5 * 1024 * 1024) / 8,
    },
  },
];

const log = (message) => process.stderr.write(`${message}\n`);

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** The built server with the demo league; resolves with its URL and the demo player's login. */
async function startServer(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(SERVER_DIST, 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      // the demo's past seasons are written in the background after the first start; the pages
      // measured here show the current season, and the server writing years of history beside
      // them (load 8 on two cores) measured the seeding, not the page
      DEMO_PAST_SEASONS: process.env.DEMO_PAST_SEASONS ?? '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) throw new Error('server not ready within 10 minutes');
    const ready = await fetch(`${url}/api/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready && /zawodnik:/.test(output)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const player = /zawodnik:\s+(\S+) \/ (\S+)/.exec(output);
  const captain = /kapitan:\s+(\S+) \/ (\S+)/.exec(output);
  if (!player || !captain) throw new Error(`no demo logins in the server output:\n${output}`);
  return {
    url,
    player: { email: player[1], password: player[2] },
    captain: { email: captain[1], password: captain[2] },
    stop: () =>
      new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** Records in the page when the first table row is in the DOM and laid out. */
function watchRows() {
  new MutationObserver((_, observer) => {
    const row = document.querySelector('tr[data-team-id]');
    if (row && row.getBoundingClientRect().height > 0) {
      window.__rowsVisibleAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function measureLoad(page) {
  await page.goto('/table', { waitUntil: 'load' });
  await page.waitForFunction(() => window.__rowsVisibleAt !== undefined, null, {
    timeout: 60_000,
  });
  // the paint entry is queued after its frame is shown: it can come just after the rows
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { timeout: 10_000 },
  );
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    rows: window.__rowsVisibleAt,
  }));
  return timing;
}

/**
 * Every script /table loads on a cold visit (empty cache), until the network has been idle and
 * 2 s more have passed: the page's own code and what it loads after it shows (the live
 * connection's Socket.IO client). A guest is sent on to the landing page; that is what /table
 * loads for them.
 */
async function scriptsOfTable(browser, baseURL, session) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  if (session) {
    await context.addInitScript((stored) => {
      if (localStorage.getItem('authorizationToken')) return;
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, session);
  }
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .request()
        .sizes()
        .catch(() => null)
        .then((sizes) => ({
          url: new URL(response.url()).pathname,
          encoding: response.headers()['content-encoding'] ?? 'none',
          bytes: sizes ? sizes.responseBodySize : 0,
        })),
    );
  });
  await page.goto('/table', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(2000);
  const landedOn = new URL(page.url()).pathname;
  await context.close();
  return { landedOn, scripts: await Promise.all(pending) };
}

function printScripts(label, { landedOn, scripts }) {
  const kib = (n) => (n / 1024).toFixed(1);
  const rows = scripts.map((script) => {
    const file = readFileSync(join(CLIENT_DIST, script.url));
    return {
      cells: [script.url, kib(file.length), kib(gzipSync(file, { level: 9 }).length)],
      raw: file.length,
      gzip: gzipSync(file, { level: 9 }).length,
      wire: script.bytes,
      encoding: script.encoding,
    };
  });
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  printTable(
    `JavaScript loaded by /table, cold, ${label} (shown: ${landedOn})`,
    ['file', 'raw KiB', 'gzip -9 KiB', 'on the wire KiB', 'encoding'],
    [
      ...rows.map((row) => [...row.cells, kib(row.wire), row.encoding]),
      ['total', kib(sum('raw')), kib(sum('gzip')), kib(sum('wire')), ''],
    ],
  );
  const gzip = sum('gzip') / 1024;
  console.log(
    `\n  /table JavaScript, ${label}: ${rows.length} files, ${gzip.toFixed(1)} KiB gzip -9, ` +
      `${kib(sum('wire'))} KiB on the wire (target <= 150 KiB gzip: ${gzip <= 150 ? 'PASS' : 'FAIL'})`,
  );
}

async function runProfile(browser, baseURL, session, profile) {
  const cold = [];
  const warm = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      locale: 'pl-PL',
      timezoneId: 'Europe/Warsaw',
    });
    await context.addInitScript((stored) => {
      if (localStorage.getItem('authorizationToken')) return;
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, session);
    await context.addInitScript(watchRows);
    const page = await context.newPage();
    if (profile.conditions) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', profile.conditions);
    }
    const first = await measureLoad(page);
    cold.push(first);
    // warm = a returning visit served by the installed app: the service worker the cold load
    // registered has finished precaching (else the warm load shared the 4G link with the
    // precache's ~3 MB download and measured the install, not the page)
    await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
    warm.push(await measureLoad(page));
    await context.close();
  }
  return { cold, warm };
}

function summary(label, loads) {
  const fcp = loads.map((l) => l.fcp).sort((a, b) => a - b);
  const rows = loads.map((l) => l.rows).sort((a, b) => a - b);
  const ms = (n) => Math.round(n).toLocaleString('en-US');
  return [
    label,
    ms(percentile(fcp, 50)),
    ms(percentile(fcp, 90)),
    ms(percentile(rows, 50)),
    ms(percentile(rows, 90)),
  ];
}

async function main() {
  const pg = await postgresServer(log);
  const database = await createBenchDatabase(pg.url, 'client');
  let server;
  let browser;
  try {
    const db = new Client({ connectionString: database.url });
    await db.connect();
    const info = await machineInfo(
      { query: async (sql) => (await db.query(sql)).rows },
      pg.source,
    ).finally(() => db.end());
    printPairs('Machine', info);

    log('starting the built server with the demo league (first start seeds it)...');
    const seedStarted = Date.now();
    server = await startServer(database.url);
    log(`ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    const session = await browserSession(server.url, server.player);
    browser = await launchChromium();

    const results = [];
    for (const profile of PROFILES) {
      log(`profile ${profile.name}: ${RUNS} cold + ${RUNS} warm loads of /table`);
      results.push({ profile, ...(await runProfile(browser, server.url, session, profile)) });
    }

    log('the scripts of a cold /table: a guest, then the demo captain');
    const captainSession = await browserSession(server.url, server.captain);
    printScripts('logged out', await scriptsOfTable(browser, server.url, null));
    printScripts('logged in (captain)', await scriptsOfTable(browser, server.url, captainSession));
    printTable(
      `Page load of /table in headless Chromium (${RUNS} loads per row, ms from navigation start)`,
      ['network / cache', 'FCP p50', 'FCP p90', 'rows visible p50', 'rows visible p90'],
      results.flatMap(({ profile, cold, warm }) => [
        summary(`${profile.name}, cold`, cold),
        summary(`${profile.name}, warm`, warm),
      ]),
    );
    console.log(`\n  load average at the end: ${loadAverage()}`);
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop().catch(() => undefined);
    await database.drop().catch(() => undefined);
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

'use strict';

/**
 * Lighthouse's scores of the mobile client (issue 19): performance, accessibility and best
 * practices of the landing page (a guest) and of /table, /matches and /statistics (a logged-in
 * player), with Lighthouse's mobile defaults (a 412 px phone, simulated 4G-class network and a
 * 4× slower CPU), driving the Debian Chromium. Lighthouse is fetched by npx on first use (the
 * version below), so the project carries no copy of it.
 *
 *   npm run build && BENCH_DATABASE_URL=postgres://…/seeded npm run bench:lighthouse
 *
 * BENCH_DATABASE_URL: a database with the demo league (`npm run seed -- --seasons 1`); without
 * it the bench seeds a fresh database first (about 80 s). The player: BENCH_PLAYER (default the
 * demo's player, password Demo1234!). BENCH_PAGES (paths, comma-separated), CHROMIUM_PATH.
 * BENCH_REPORTS (a directory): keep each page's Lighthouse report there as JSON (`table.json`…),
 * to read the audits behind a score (the LCP element, the layout shifts, the long tasks).
 * BENCH_RUNS (3): audits per page; the row is the run with the median performance score (as
 * Lighthouse's own guidance says: one run varies by several points), all scores beside it.
 * Scores move with the machine's load (the performance score most): the load is printed.
 */

const { spawn, execFileSync } = require('node:child_process');
const { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { chromium } = require('playwright-core');
const { createBenchDatabase, postgresServer } = require('./support/database');
const { dist } = require('./support/dist');

const { createDataSource } = dist('platform/database/data-source');
const { seedDemo } = require('./support/demo-seed');
const { browserSession } = require('./support/session');
const { startApiServer, sleep } = require('./support/api-server');
const { machineInfo, loadAverage, printPairs, printTable } = require('./support/report');

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PLAYER = process.env.BENCH_PLAYER ?? 'krzysztof.kapusta@liga.local';
const PASSWORD = 'Demo1234!';
const PAGES = (process.env.BENCH_PAGES ?? '/home,/table,/matches,/statistics').split(',');
const GUEST_PAGES = new Set(['/home', '/login', '/register']);
const DEBUG_PORT = 9333;
const REPORTS = process.env.BENCH_REPORTS;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3));

/** A browser profile whose localStorage holds the session (as the login page leaves it), or none. */
async function profileWith(base, session) {
  const dir = mkdtempSync(join(tmpdir(), 'liga-lh-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const page = await context.newPage();
  await page.goto(`${base}/home`);
  await page.evaluate((stored) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(stored ?? {})) localStorage.setItem(key, value);
    localStorage.setItem('liga.mobileOverlayDismissed', '1');
  }, session);
  // a returning visitor's device: the app installed (its service worker active, the shell in
  // its cache), as it is for a player who logged in there before; else the first audit of the
  // profile measured the service worker installing beside the page
  await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
  await context.close();
  return dir;
}

/** Lighthouse against a Chromium of our own on `dir` (storage kept): the four scores. */
async function audit(url, dir) {
  const browser = spawn(
    CHROMIUM,
    [
      ...['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      ...['--disable-component-update', '--no-first-run', `--user-data-dir=${dir}`],
      `--remote-debugging-port=${DEBUG_PORT}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    for (let i = 0; i < 50; i += 1) {
      const up = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await sleep(200);
    }
    const out = join(dir, 'report.json');
    execFileSync(
      'npx',
      [
        ...['--yes', LIGHTHOUSE, url, `--port=${DEBUG_PORT}`, '--disable-storage-reset'],
        ...['--only-categories=performance,accessibility,best-practices', '--output=json'],
        ...[`--output-path=${out}`, '--quiet'],
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = new URL(url).pathname.replace(/^\/+/, '').replace(/\W+/g, '-') || 'root';
      copyFileSync(out, join(REPORTS, `${name}.json`));
    }
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const ms = (id) => Math.round(report.audits[id]?.numericValue ?? NaN);
    const failing = Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      failing,
    };
  } finally {
    browser.kill('SIGKILL');
  }
}

/**
 * On a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART): such a run says
 * nothing about the page, so it is repeated (at most 3 tries).
 */
async function auditWithRetry(url, dir) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, dir);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`${new URL(url).pathname}: Lighthouse failed (${error.message.split('\n')[0]}), again`);
    }
  }
}

const log = (line) => process.stderr.write(`[bench] ${line}\n`);

async function main() {
  const pg = await postgresServer(log);
  const given = process.env.BENCH_DATABASE_URL;
  const database = given
    ? { url: given, drop: async () => undefined }
    : await createBenchDatabase(pg.url, 'lighthouse');
  const loadBefore = loadAverage();
  const rows = [];
  let machine;
  try {
    if (!given) await seedDemo(database.url, 1, log);
    const db = createDataSource({ url: database.url, applicationName: 'liga-bench', poolSize: 1 });
    await db.initialize();
    machine = await machineInfo(db, pg.source);
    await db.destroy();
    const server = await startApiServer(database.url);
    try {
      const session = await browserSession(server.url, { email: PLAYER, password: PASSWORD });
      const guest = await profileWith(server.url, null);
      const player = await profileWith(server.url, session);
      for (const path of PAGES) {
        log(`lighthouse ${path}...`);
        const dir = GUEST_PAGES.has(path) ? guest : player;
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await auditWithRetry(`${server.url}${path}`, dir));
        }
        const median = [...runs].sort((a, b) => a.performance - b.performance)[(RUNS - 1) >> 1];
        rows.push({ path, ...median, scores: runs.map((r) => r.performance).join(' / ') });
      }
      rmSync(guest, { recursive: true, force: true });
      rmSync(player, { recursive: true, force: true });
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop().catch((error) => log(`drop failed: ${error.message}`));
    await pg.stop();
  }
  printPairs('Machine', [...machine, ['load at start', loadBefore]]);
  printTable(
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile defaults, median of ${RUNS} runs (target >= 90 each)`,
    [
      'page',
      'performance (median)',
      'all runs',
      'accessibility',
      'best practices',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
    ],
    rows.map((r) => [
      r.path,
      r.performance,
      r.scores,
      r.accessibility,
      r.bestPractices,
      r.fcp,
      r.lcp,
      r.tbt,
      r.cls.toFixed(3),
    ]),
  );
  for (const r of rows) {
    if (r.failing.length) console.log(`  ${r.path}: below 0.9: ${r.failing.join(', ')}`);
  }
  console.log(`load average at the end: ${loadAverage()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

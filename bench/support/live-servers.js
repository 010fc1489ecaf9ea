'use strict';

const { randomBytes } = require('node:crypto');
const { join } = require('node:path');
const { SERVER_DIST } = require('./dist');
const { freePort } = require('./api-server');
const { spawnNode, stopProcess } = require('./node-process');

const TRACE_PRELOAD = join(__dirname, 'push-trace-preload.js');
const sleep = (n) => new Promise((r) => setTimeout(r, n));

/** Starts the built `script` with the trace preload; keeps its output's tail and its traces. */
function startTraced(script, env, role, traces) {
  const child = spawnNode(join(SERVER_DIST, script), [], {
    env,
    preload: TRACE_PRELOAD,
    stdio: 'pipe',
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('message', (m) => {
    if (m.type === 'trace') traces.push({ ...m, role });
  });
  return { child, output: () => output };
}

async function waitUntil(what, check, proc, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`${what} exited: ${proc.output()}`);
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what} did not start: ${proc.output()}`);
    await sleep(200);
  }
}

/**
 * The built app for one mode, on `databaseUrl`:
 * - `embedded`: one server process, projections in-process, no Redis;
 * - `redis`: the API server (no projections) and the projection worker
 *   (`dist/apps/server/worker.js`) as two processes sharing the database and a Redis key
 *   prefix of their own; changes reach the API's clients through the Socket.IO Redis
 *   streams adapter.
 * Every process runs with the trace preload; `traces` collects what they report.
 */
async function startLiveServers(mode, { databaseUrl, redisUrl, redisPrefix, admin, apiNodes = 1 }) {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: mode === 'redis' ? redisUrl : '',
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    NODE_ENV: 'production',
  };
  const traces = [];
  const processes = [];
  const url = `http://127.0.0.1:${port}`;
  const urls = [url];
  try {
    const api = startTraced('main.js', env, 'api', traces);
    processes.push(api);
    const healthy = () =>
      fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    await waitUntil('server', healthy, api);
    // more API nodes (Redis mode): started after the first one migrated the database
    for (let i = 1; i < (mode === 'redis' ? apiNodes : 1); i++) {
      const nodePort = await freePort();
      const node = startTraced('main.js', { ...env, PORT: String(nodePort) }, 'api', traces);
      processes.push(node);
      const nodeUrl = `http://127.0.0.1:${nodePort}`;
      await waitUntil(
        `server ${i + 1}`,
        () =>
          fetch(`${nodeUrl}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        node,
      );
      urls.push(nodeUrl);
    }
    if (mode === 'redis') {
      // started after the API migrated the database; LOG_LEVEL=info for its 'worker started'
      const worker = startTraced('worker.js', { ...env, LOG_LEVEL: 'info' }, 'worker', traces);
      processes.push(worker);
      await waitUntil('worker', async () => worker.output().includes('worker started'), worker);
    }
  } catch (error) {
    await Promise.all(processes.map((p) => stopProcess(p.child)));
    throw error;
  }
  return {
    url,
    /** Every API node (the first is `url`); clients are spread over them. */
    urls,
    traces,
    pids: processes.map((p) => p.child.pid),
    async stop() {
      // the worker first: its last broadcasts still find the API's adapter
      for (const p of [...processes].reverse()) await stopProcess(p.child);
    },
  };
}

module.exports = { startLiveServers };

'use strict';

const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { createServer } = require('node:net');
const { join, resolve } = require('node:path');
const { SERVER_DIST } = require('./dist');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on the loopback interface. */
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

/** Waits until `url` answers 2xx (the child must stay alive meanwhile). */
async function waitUntilUp(child, url, stderr, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited: ${stderr()}`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer: ${stderr()}`);
    await sleep(200);
  }
}

/**
 * Starts a Node script as a child process with `env` (a null value removes the variable);
 * `stop()` ends it (SIGTERM, then KILL).
 */
function startProcess(script, env) {
  const merged = Object.entries({ ...process.env, ...env }).filter(
    ([, value]) => value !== null && value !== undefined,
  );
  const child = spawn(process.execPath, [script], {
    cwd: resolve(__dirname, '..', '..'),
    env: Object.fromEntries(merged),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  return {
    child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * The built API server (`dist/apps/server/main.js`) in a process of its own on `databaseUrl`:
 * embedded mode (projections in-process, no Redis), no demo seeding, a random port and secret.
 */
async function startApiServer(databaseUrl, env = {}) {
  const port = await freePort();
  const server = startProcess(join(SERVER_DIST, 'main.js'), {
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(server.child, `${url}/api/health`, server.stderr);
  return { url, pid: server.child.pid, stop: server.stop };
}

/** JSON calls in the envelope: `ok()` answers `value` or throws with the errors. */
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

module.exports = { freePort, startProcess, waitUntilUp, startApiServer, http, sleep };

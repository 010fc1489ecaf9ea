import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './database';
import { TEST_JWT_SECRET } from './infrastructure';

const ROOT = join(__dirname, '..', '..');
export const SERVER_ENTRY = join(ROOT, 'dist/apps/server/main.js');
export const WORKER_ENTRY = join(ROOT, 'dist/apps/server/worker.js');

export interface RunningApp {
  url: string;
  database: TestDatabase;
  process: ChildProcess;
  output(): string;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(
  url: string,
  timeoutMs = 60_000,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the built server (`npm run build` first) as its own process on a free port, with a
 * fresh database: the app exactly as users run it, client included.
 */
export async function startApp(
  options: { env?: Record<string, string>; database?: TestDatabase } = {},
): Promise<RunningApp> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const database = options.database ?? (await createTestDatabase('app'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`, 60_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`server did not start: ${String(error)}\n${output.slice(-3000)}`, {
      cause: error,
    });
  }
  return {
    url,
    database,
    process: child,
    output: () => output,
    async close() {
      await stopProcess(child);
      if (!options.database) await database.drop();
    },
  };
}

export interface RunningWorker {
  process: ChildProcess;
  output(): string;
  /** Sends `signal` (default SIGTERM: a graceful stop) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the built projection worker (`dist/apps/server/worker.js`) as its own process. */
export function startWorker(env: Record<string, string>): RunningWorker {
  if (!existsSync(WORKER_ENTRY))
    throw new Error(`${WORKER_ENTRY} is missing: run npm run build first`);
  let output = '';
  const child = spawn(process.execPath, [WORKER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-100_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return {
    process: child,
    output: () => output,
    stop: (signal = 'SIGTERM') => stopProcess(child, signal),
  };
}

/** Sends `signal`, waits for the exit up to `graceMs`, then kills (-9) what is left. */
async function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
): Promise<void> {
  const running = () => child.exitCode === null && child.signalCode === null;
  if (!running()) return;
  let timer: NodeJS.Timeout | undefined;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
  if (running()) {
    child.kill('SIGKILL');
    await exited;
  }
}

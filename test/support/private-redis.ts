import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './start-app';

export interface PrivateRedis {
  url: string;
  port: number;
  /** kill -9: the server dies at once, with every key (it keeps nothing on disk). */
  kill(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/**
 * A Redis server of the test's own on a free port, as a child process the test may kill and
 * restart. Fault tests use it instead of the shared Redis that other test runs depend on.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = async () => {
    const server = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = server;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      };
      server.stdout!.on('data', onData);
      server.stderr!.on('data', onData);
      server.once('error', reject);
      server.once('exit', (code) =>
        reject(new Error(`redis-server exited with ${code}: ${output.slice(-500)}`)),
      );
    });
  };
  const kill = async () => {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGKILL');
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, kill, start, stop: kill };
}

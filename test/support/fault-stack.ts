import type { LoadAnswer, LoadRequest } from './load';
import { apiClient } from './api';
import { createTestInfrastructure, type TestInfrastructure } from './infrastructure';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { startPrivateRedis, type PrivateRedis } from './private-redis';
import { testRedisPrefix } from './redis';
import { type RunningApp, type RunningWorker, startApp, startWorker } from './start-app';
import { createAdmin, type TestUser } from './users';

/** The app as deployed in full mode, on servers of the test's own that it may crash. */
export interface FaultStack {
  pg: PrivatePostgres;
  redis: PrivateRedis;
  /** The app's key prefix in that Redis (BullMQ queues, the Socket.IO stream). */
  redisPrefix: string;
  /** The test's own connection to the app's database (checks, rebuilds). */
  infra: TestInfrastructure;
  app: RunningApp;
  worker: RunningWorker;
  http: ReturnType<typeof apiClient>;
  admin: TestUser;
  close(): Promise<void>;
}

/**
 * A private PostgreSQL and Redis (never the shared ones other test runs use), the built API
 * and one projection worker on them, and an admin account.
 */
export async function startFaultStack(label: string): Promise<FaultStack> {
  const [pg, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
  const redisPrefix = testRedisPrefix(label);
  const started: Partial<FaultStack> = { pg, redis, redisPrefix };
  const close = async () => {
    await started.worker?.stop();
    await started.app?.close();
    await started.infra?.db.destroy().catch(() => undefined);
    await Promise.all([pg.stop(), redis.stop()]);
  };
  try {
    const database = await pg.createDatabase(label);
    started.infra = await createTestInfrastructure({ database, role: 'cli' });
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: redisPrefix, LOG_LEVEL: 'error' };
    started.app = await startApp({ database, env });
    started.worker = startWorker({ ...env, DATABASE_URL: database.url, PROJECTION_TICK_MS: '200' });
    const http = apiClient(started.app.url);
    const admin = await createAdmin(http, started.infra);
    return { ...(started as Omit<FaultStack, 'http' | 'admin' | 'close'>), http, admin, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The write the fault tests load the API with: an admin adds a pitch (one event, one row). */
export function addPitch(admin: TestUser, name: string): LoadRequest {
  const body = { name, latitude: 50.06, longitude: 19.94 };
  return { method: 'POST', path: '/api/pitch', token: admin.token, body };
}

/** An admin renames a team (`PUT /api/team`): the new name claimed, the old one released. */
export function renameTeam(admin: TestUser, teamId: string, name: string): LoadRequest {
  const body = { id: teamId, name, shortName: 'TNR' };
  return { method: 'PUT', path: '/api/team', token: admin.token, body };
}

/** The ids of the answers that confirmed a pitch (201). */
export function confirmedPitchIds(answers: LoadAnswer[]): string[] {
  return answers.filter((a) => a.status === 201).map((a) => (a.body!.value as { id: string }).id);
}

/** Every pitch id in the event log, and how many rows the pitches read table holds. */
export async function pitchesStored(
  infra: TestInfrastructure,
): Promise<{ logged: string[]; rows: number }> {
  const logged: Array<{ id: string }> = await infra.db.query(
    `SELECT data->>'pitchId' AS id FROM events WHERE event_type = 'PitchAdded'`,
  );
  const [{ rows }] = await infra.db.query('SELECT count(*)::int AS rows FROM rm_pitches');
  return { logged: logged.map((r) => r.id), rows };
}

/**
 * The fault itself, once the load has run for `warmUpMs`: `stop` the server, leave it down for
 * `outageMs`, `start` it again. Returns when it went down and when it was back (Date.now()).
 */
export async function outage(options: {
  warmUpMs: number;
  outageMs: number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
}): Promise<{ downAt: number; upAt: number }> {
  await new Promise((r) => setTimeout(r, options.warmUpMs));
  const downAt = Date.now();
  await options.stop();
  await new Promise((r) => setTimeout(r, options.outageMs));
  await options.start();
  return { downAt, upAt: Date.now() };
}

import { NestFactory } from '@nestjs/core';
import { Logger as NestPinoLogger } from 'nestjs-pino';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../../app.module';
import { registerApiCompression } from '../http/api-compression';
import { registerNotModified } from '../http/answer-tags';
import { registerBodyParsing } from '../http/body-parsing';
import { clientDistDir, serveClient } from '../http/client-static';
import { answerClientError } from '../http/client-error.handler';
import { HotReads } from '../http/hot-reads';
import { createRequestPipeline } from '../http/http-pipeline';
import { serveApiDocs } from '../http/openapi/api-docs';
import { registerRequestLines } from '../logging/request-lines';
import { securityHeaders } from '../http/security-headers';
import type { ProjectionDaemon } from '../projections/projection-daemon';
import { ProjectionWakeQueue } from '../projections/wake-queue';
import { mountQueueDashboard } from '../queues/queue-dashboard';
import { RedisStreamsIoAdapter } from '../realtime/redis-streams-io.adapter';
import { RealtimeGateway } from '../realtime/realtime.gateway';
import { drainHttpServer } from './http-drain';
import { createDaemon, type Infrastructure } from './infrastructure';

export interface ApiApp {
  app: NestFastifyApplication;
  /** The in-process projection daemon (embedded mode), else null (workers project). */
  daemon: ProjectionDaemon | null;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** What a start-up task gets: the initialised app, the infrastructure, the in-process daemon. */
export interface StartedApi {
  app: NestFastifyApplication;
  infra: Infrastructure;
  daemon: ProjectionDaemon | null;
}

/**
 * Feature work to run once the app is initialised and its projections caught up, before it
 * listens (opening the current season, seeding the demo league). Platform knows none of it:
 * main.ts (and the tests, through test/support/api-app.ts) pass the list in.
 */
export type StartupTask = (started: StartedApi) => Promise<unknown>;

export interface ApiAppOptions {
  /** Run projections in this process (default: when there is no Redis). */
  projectionsInProcess?: boolean;
  serveClient?: boolean;
  /** Run in order after app.init(); the in-process projections drain again after them. */
  startupTasks?: readonly StartupTask[];
}

/** Builds the API server: Nest app, security headers, client, live push and projections. */
export async function createApiApp(
  infra: Infrastructure,
  options: ApiAppOptions = {},
): Promise<ApiApp> {
  const inProcess = options.projectionsInProcess ?? !infra.redis;
  const daemon = inProcess ? createDaemon(infra, infra.publisher) : null;
  const wakeQueue =
    !inProcess && infra.redis
      ? new ProjectionWakeQueue(infra.redis, infra.config.redisPrefix, infra.logger)
      : null;
  // the event types appended since the last wake-up (null: none pending)
  let wakeTypes: Set<string> | null = null;
  const detach = infra.eventStore.onAppended((_stream, appended) => {
    if (wakeQueue) return wakeQueue.signal();
    if (!daemon) return;
    if (wakeTypes) {
      for (const type of appended.types) wakeTypes.add(type);
      return;
    }
    wakeTypes = new Set(appended.types);
    setImmediate(() => {
      const types = wakeTypes!;
      wakeTypes = null;
      daemon.wake(types);
    });
  });

  // Fastify, not Express: the HTTP stack was the ceiling of the read calls (docs/PERFORMANCE.md)
  const pipeline = createRequestPipeline(securityHeaders(infra.config.publicUrl));
  const adapter = new FastifyAdapter({
    // X-Forwarded-For / -Proto are believed from a proxy on this machine only
    trustProxy: 'loopback',
    // Node's own limit (16 KB of headers) answers first; a long id in a path is a 404, not a 414
    // and the spec's `PUT /api/team/` (trailing slash) is the same route as `PUT /api/team`
    routerOptions: { maxParamLength: 1_000, ignoreTrailingSlash: true },
    multipart: false,
    clientErrorHandler: answerClientError,
    frameworkErrors: pipeline.frameworkErrors,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(infra, daemon),
    adapter,
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(app.get(NestPinoLogger));
  const fastify = adapter.getInstance();
  pipeline.install(adapter, fastify);
  pipeline.answerHotReadsWith(app.get(HotReads));
  registerBodyParsing(fastify);
  registerNotModified(fastify);
  registerRequestLines(fastify, infra.logger.child('nest'));
  await registerApiCompression(fastify);
  // the BullMQ dashboard (Admins, own CSP): its own Fastify routes next to Nest's
  const closeQueueDashboard = await mountQueueDashboard(fastify, infra);
  app.setGlobalPrefix('api');
  serveApiDocs(app);
  const ioAdapter = infra.redis
    ? new RedisStreamsIoAdapter(app, infra.redis, infra.config.redisPrefix)
    : null;
  if (ioAdapter) app.useWebSocketAdapter(ioAdapter);
  const clientDir = options.serveClient === false ? null : clientDistDir();
  if (clientDir) await serveClient(fastify, clientDir);
  await app.init();
  if (daemon) {
    daemon.start();
    await daemon.drainAll();
  }
  for (const task of options.startupTasks ?? []) await task({ app, infra, daemon });
  await daemon?.drainAll();

  return {
    app,
    daemon,
    async listen(port, host = infra.config.host) {
      await app.listen(port, host);
      const address = app.getHttpServer().address() as { port: number };
      return `http://localhost:${address.port}`;
    },
    /**
     * Graceful: stop accepting, disconnect this node's sockets, let HTTP requests in flight
     * finish (SHUTDOWN_TIMEOUT_MS), then let a projection batch in flight commit or roll back,
     * and close Nest, the socket adapter and the queues. The caller closes the infrastructure.
     */
    async close() {
      detach();
      const drained = drainHttpServer(app.getHttpServer(), infra.config.shutdownTimeoutMs);
      app.get(RealtimeGateway).disconnectLocalClients();
      const { forced } = await drained;
      if (forced) infra.logger.warn('requests still in flight were cut at shutdown');
      await daemon?.stop();
      await app.close();
      await ioAdapter?.disconnectRedis();
      await wakeQueue?.close();
      await closeQueueDashboard();
    },
  };
}

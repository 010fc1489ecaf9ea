import { NestFactory } from '@nestjs/core';
import { Logger as NestPinoLogger } from 'nestjs-pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../app.module';
import { apiCompression } from '../http/api-compression';
import { clientDistDir, serveClient } from '../http/client-static';
import { bodyErrorsMiddleware } from '../http/body-errors.middleware';
import { answerClientErrors } from '../http/client-error.handler';
import { answerScopeMiddleware } from '../http/answer-scope.middleware';
import { correlationIdMiddleware } from '../http/correlation-id.middleware';
import { nulBytesMiddleware } from '../http/nul-bytes.middleware';
import { serveApiDocs } from '../http/openapi/api-docs';
import { securityHeaders } from '../http/security-headers';
import type { ProjectionDaemon } from '../projections/projection-daemon';
import { ProjectionWakeQueue } from '../projections/wake-queue';
import { mountQueueDashboard } from '../queues/queue-dashboard';
import { RedisStreamsIoAdapter } from '../realtime/redis-streams-io.adapter';
import { RealtimeGateway } from '../realtime/realtime.gateway';
import { drainHttpServer } from './http-drain';
import { createDaemon, type Infrastructure } from './infrastructure';

export interface ApiApp {
  app: NestExpressApplication;
  /** The in-process projection daemon (embedded mode), else null (workers project). */
  daemon: ProjectionDaemon | null;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** What a start-up task gets: the initialised app, the infrastructure, the in-process daemon. */
export interface StartedApi {
  app: NestExpressApplication;
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

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(infra, daemon), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(NestPinoLogger));
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders(infra.config.publicUrl));
  app.use(correlationIdMiddleware);
  app.use(answerScopeMiddleware);
  app.use(apiCompression());
  // the BullMQ dashboard (Admins, own CSP) goes in front of Nest's routes
  const closeQueueDashboard = mountQueueDashboard(app, infra);
  app.useBodyParser('json', { limit: '1mb' });
  app.use(bodyErrorsMiddleware);
  app.use(nulBytesMiddleware);
  app.setGlobalPrefix('api');
  serveApiDocs(app);
  const ioAdapter = infra.redis
    ? new RedisStreamsIoAdapter(app, infra.redis, infra.config.redisPrefix)
    : null;
  if (ioAdapter) app.useWebSocketAdapter(ioAdapter);
  const clientDir = options.serveClient === false ? null : clientDistDir();
  if (clientDir) serveClient(app, clientDir);
  await app.init();
  answerClientErrors(app.getHttpServer());
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

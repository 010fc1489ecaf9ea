import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { success, VIEWS_CATCHING_UP_HEADER } from '@liga/contracts';
import { type Observable, map } from 'rxjs';
import { answerTag, encodedBody, serializedEnvelope } from './answer-tags';
import { type HotReadOptions, type HotRoute, HotReads } from './hot-reads';
import type { LigaReply, LigaRequest } from './request-context';
import { HOT_READ, RAW_RESPONSE } from './route-metadata';
import { routeAccessOf } from './session-gate';

/**
 * Wraps every HTTP handler's return value in the spec's envelope (unless it streams bytes),
 * with `viewsCatchingUp` and its header when a write of the request is not in every view yet.
 * A GET's envelope goes out serialized once per answer object (a read cache hands out the same
 * object until its projections move: answer-tags.ts) with an ETag bound to the caller; the
 * `onSend` hook of answer-tags.ts turns a matching If-None-Match into a 304. A @HotRead()
 * route's answer is kept by HotReads, which sends it again while it is current.
 * Socket.IO acknowledgements stay bare: NestJS 12 runs global interceptors for gateways too.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  private readonly hotRoutes = new WeakMap<object, HotRoute | null>();

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(HotReads) private readonly hotReads: HotReads,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = Reflect.getMetadata(RAW_RESPONSE, context.getHandler()) === true;
    if (raw || context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<LigaRequest>();
    if (req.method === 'GET') {
      return next.handle().pipe(
        map((value: unknown) => {
          const serialized = serializedEnvelope(value ?? null);
          const reply = http.getResponse<LigaReply>();
          const hot = this.hotRouteOf(context);
          if (hot && typeof value === 'object' && value !== null) {
            this.hotReads.keep(req, hot, value, serialized);
          }
          answerTag(req, reply, serialized.hash);
          return encodedBody(req, reply, serialized);
        }),
      );
    }
    return next.handle().pipe(
      map((value) => {
        const envelope = success(value ?? null);
        // a command's write is durable, but a view did not show it in time (ProjectionCatchUp)
        if (!req.answerScope?.viewsCatchingUp) return envelope;
        http.getResponse<LigaReply>().header(VIEWS_CATCHING_UP_HEADER, '1');
        return { ...envelope, viewsCatchingUp: true as const };
      }),
    );
  }

  /** The handler's @HotRead() options with its access rules, or null (read once per handler). */
  private hotRouteOf(context: ExecutionContext): HotRoute | null {
    const handler = context.getHandler();
    let route = this.hotRoutes.get(handler);
    if (route === undefined) {
      const options = this.reflector.get<HotReadOptions | undefined>(HOT_READ, handler);
      route = options
        ? {
            perCaller: options.perCaller,
            perSeason: options.perSeason ?? false,
            access: routeAccessOf(this.reflector, [handler, context.getClass()]),
          }
        : null;
      this.hotRoutes.set(handler, route);
    }
    return route;
  }
}

import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { success, VIEWS_CATCHING_UP_HEADER } from '@liga/contracts';
import { type Observable, map } from 'rxjs';
import { answerTag, encodedBody, serializedEnvelope } from './answer-tags';
import type { LigaReply, LigaRequest } from './request-context';

export const RAW_RESPONSE = Symbol('RAW_RESPONSE');

/**
 * Wraps every HTTP handler's return value in the spec's envelope (unless it streams bytes),
 * with `viewsCatchingUp` and its header when a write of the request is not in every view yet.
 * A GET's envelope goes out serialized once per answer object (a read cache hands out the same
 * object until its projections move: answer-tags.ts) with an ETag bound to the caller; the
 * `onSend` hook of answer-tags.ts turns a matching If-None-Match into a 304.
 * Socket.IO acknowledgements stay bare: NestJS 12 runs global interceptors for gateways too.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
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
}

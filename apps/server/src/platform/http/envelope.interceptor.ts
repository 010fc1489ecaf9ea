import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { success, VIEWS_CATCHING_UP_HEADER } from '@liga/contracts';
import type { LigaReply, LigaRequest } from './request-context';
import { type Observable, map } from 'rxjs';

export const RAW_RESPONSE = Symbol('RAW_RESPONSE');

/**
 * Wraps every HTTP handler's return value in the spec's envelope (unless it streams bytes),
 * with `viewsCatchingUp` and its header when a write of the request is not in every view yet.
 * Socket.IO acknowledgements stay bare: NestJS 12 runs global interceptors for gateways too.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = Reflect.getMetadata(RAW_RESPONSE, context.getHandler()) === true;
    if (raw || context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    return next.handle().pipe(
      map((value) => {
        const envelope = success(value ?? null);
        // a command's write is durable, but a view did not show it in time (ProjectionCatchUp)
        if (!http.getRequest<LigaRequest>().answerScope?.viewsCatchingUp) return envelope;
        http.getResponse<LigaReply>().header(VIEWS_CATCHING_UP_HEADER, '1');
        return { ...envelope, viewsCatchingUp: true as const };
      }),
    );
  }
}

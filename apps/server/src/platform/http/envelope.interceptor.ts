import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { success } from '@liga/contracts';
import { type Observable, map } from 'rxjs';

export const RAW_RESPONSE = Symbol('RAW_RESPONSE');

/**
 * Wraps every HTTP handler's return value in the spec's envelope (unless it streams bytes).
 * Socket.IO acknowledgements stay bare: NestJS 12 runs global interceptors for gateways too.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = Reflect.getMetadata(RAW_RESPONSE, context.getHandler()) === true;
    if (raw || context.getType() !== 'http') return next.handle();
    return next.handle().pipe(map((value) => success(value ?? null)));
  }
}

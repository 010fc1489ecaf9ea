import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { success } from '@liga/contracts';
import { type Observable, map } from 'rxjs';

export const RAW_RESPONSE = Symbol('RAW_RESPONSE');

/** Wraps every handler's return value in the spec's envelope (unless it streams bytes). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = Reflect.getMetadata(RAW_RESPONSE, context.getHandler()) === true;
    return raw ? next.handle() : next.handle().pipe(map((value) => success(value ?? null)));
  }
}

import { Res } from '@nestjs/common';
import type { LigaReply } from './request-context';

/**
 * An answer a handler writes itself, bytes rather than the JSON envelope (an image, a
 * redirect). Controllers build it with the helpers below and send it with `sendAnswer`; they
 * never touch the HTTP library's request or response objects.
 */
export interface RawAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body?: Buffer | string;
}

/** The response of the request, opaque outside platform/http: only `sendAnswer` writes it. */
export interface HttpReply {
  readonly __httpReply: unique symbol;
}

/** The handler answers by itself through `sendAnswer(reply, answer)` (with `@RawResponse()`). */
export const Reply = (): ParameterDecorator => Res();

export function sendAnswer(reply: HttpReply, answer: RawAnswer): void {
  const fastifyReply = reply as unknown as LigaReply;
  fastifyReply.status(answer.status).headers(answer.headers);
  fastifyReply.send(answer.body ?? '');
}

/** A redirect (302 by default) to a path of the portal. */
export function redirectAnswer(
  location: string,
  headers: Record<string, string> = {},
  status = 302,
): RawAnswer {
  return { status, headers: { ...headers, Location: location } };
}

import type { Socket } from 'node:net';
import { failure } from '@liga/contracts';
import { HTTP_TEXTS } from './http.texts';

/** Requests Node refuses before Fastify sees them, by the parser's error code. */
const REFUSALS: Record<string, { status: number; reason: string; code: string; message: string }> =
  {
    HPE_HEADER_OVERFLOW: {
      status: 431,
      reason: 'Request Header Fields Too Large',
      code: 'request.headers_too_large',
      message: HTTP_TEXTS.connection.headersTooLarge,
    },
    ERR_HTTP_REQUEST_TIMEOUT: {
      status: 408,
      reason: 'Request Timeout',
      code: 'request.timeout',
      message: HTTP_TEXTS.connection.timeout,
    },
  };

const MALFORMED = {
  status: 400,
  reason: 'Bad Request',
  code: 'request.malformed',
  message: HTTP_TEXTS.connection.malformed,
};

/**
 * A request Node cannot parse (a URL or headers over 16 KB, broken HTTP) is answered with the
 * same status as Node's, with the error envelope, in Polish, so every 4xx of the API has one
 * shape; then the connection is closed, as Node does. Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  const refusal = REFUSALS[error.code ?? ''] ?? MALFORMED;
  // as Node itself decides: a kept-alive socket may answer unless a response is under way
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  const writable = socket.writable && !current?.headersSent;
  if (error.code === 'ECONNRESET' || !writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(failure([{ code: refusal.code, message: refusal.message }]));
  socket.end(
    `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

import type { Params } from 'nestjs-pino';
import type { RawLigaRequest } from '../http/http-pipeline';
import type { Logger } from './logger';

/**
 * nestjs-pino's options: Nest's own lines and one line per answered request (pino-http) go
 * through our pino root, under the component `nest`. A request line carries the request's
 * correlation id; it is written at debug (warn for a 5xx), so LOG_LEVEL=info stays as quiet
 * as it was; its Authorization and Cookie headers are redacted (logging/redaction.ts).
 */
export function httpLogging(logger: Logger): Params {
  return {
    pinoHttp: {
      logger: logger.child('nest').pino,
      genReqId: (req) => (req as RawLigaRequest).correlationId ?? '',
      customAttributeKeys: { reqId: 'correlationId' },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'warn' : 'debug'),
      quietReqLogger: true,
    },
  };
}

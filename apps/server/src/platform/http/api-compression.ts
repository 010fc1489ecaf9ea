import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/**
 * gzip/brotli for API answers over 1 KiB (team lists, tables, statistics) when the caller
 * accepts it. Client assets are not compressed here: the build ships .br/.gz copies
 * (client-static.ts); image bytes are already compressed.
 */
export function apiCompression(): RequestHandler {
  return compression({
    threshold: 1024,
    filter: (req: Request, res: Response) =>
      req.path.startsWith('/api/') && compression.filter(req, res),
  });
}

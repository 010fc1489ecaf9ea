import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Where the built client is: CLIENT_DIST, else apps/client/dist of this checkout. */
export function clientDistDir(): string | null {
  const candidates = [
    process.env.CLIENT_DIST,
    resolve(__dirname, '../../../../client/dist'),
    resolve(__dirname, '../../../../../apps/client/dist'),
    resolve(process.cwd(), 'apps/client/dist'),
  ].filter((c): c is string => Boolean(c));
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? null;
}

/** API and live-push paths: never a file of the client. */
const isServerPath = (req: Request) =>
  req.path.startsWith('/api') || req.path.startsWith('/socket.io');

/** Serves the built client on the API's port; unknown non-API paths get index.html (SPA). */
export function serveClient(app: NestExpressApplication, dir: string): void {
  const index = join(dir, 'index.html');
  // The build leaves .br and .gz copies next to each asset (vite-plugin-compression2): sent as
  // they are to browsers that accept them, the plain file otherwise. API calls skip it: looking
  // for a file first (stat calls per request) was about a quarter of a read call's CPU.
  const assets = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res: ServerResponse, path: string) => {
        if (path.includes(`${join(dir, 'assets')}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) =>
    isServerPath(req) ? next() : assets(req, res, next),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || isServerPath(req)) return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

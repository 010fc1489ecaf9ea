import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

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

/** Serves the built client on the API's port; unknown non-API paths get index.html (SPA). */
export function serveClient(app: NestExpressApplication, dir: string): void {
  const index = join(dir, 'index.html');
  app.use(
    express.static(dir, {
      index: false,
      setHeaders: (res, path) => {
        if (path.includes(`${join(dir, 'assets')}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api') || req.path.startsWith('/socket.io')) {
      return next();
    }
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

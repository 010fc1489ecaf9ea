import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import accepts from 'accepts';
import type { FastifyInstance } from 'fastify';

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
const isServerPath = (url: string) => url.startsWith('/api') || url.startsWith('/socket.io');

/**
 * Serves the built client on the API's port; unknown non-API paths get index.html (SPA). The
 * build leaves .br and .gz copies next to each asset (vite-plugin-compression2): sent as they
 * are to browsers that accept them (`preCompressed`), the plain file otherwise. Every file of
 * the build gets its own route (`wildcard: false`), so API calls never look for a file.
 */
export async function serveClient(fastify: FastifyInstance, dir: string): Promise<void> {
  const assets = join(dir, 'assets');
  await fastify.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: false,
    setHeaders: (reply, path) => {
      if (path.startsWith(assets)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const index = readFileSync(join(dir, 'index.html'));
  // the SPA's own routes (/table, /teams/…): index.html; anything else goes to the 404 handler
  fastify.get('/*', (request, reply) => {
    const url = request.raw.url ?? '/';
    if (isServerPath(url) || !accepts(request.raw).type('html')) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(index);
  });
}

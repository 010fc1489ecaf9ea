import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * brotli/gzip for answers over 1 KiB (team lists, tables, statistics) when the caller accepts
 * it. Client assets pass untouched: they go out as the build's .br/.gz copies (client-static.ts,
 * registered after this, as @fastify/compress requires); image bytes are not compressible.
 * Request bodies are not inflated here: body-parser does that (body-parsing.ts).
 */
export async function registerApiCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // quality 4: most of brotli's gain for a fraction of its default (11) CPU per answer
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}

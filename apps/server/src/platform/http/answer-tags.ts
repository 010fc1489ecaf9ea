import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { etagMatches } from './conditional';
import type { LigaReply, LigaRequest } from './request-context';

/** An enveloped answer as it goes out, the hash of those bytes, and its compressed forms. */
export interface SerializedEnvelope {
  json: string;
  hash: string;
  /** The JSON's UTF-8 bytes (answers over 1 KiB): encoded once, not on every send. */
  bytes?: Buffer;
  /** Made on the first request that accepts them, then kept with the answer. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Answers shorter than this go out as they are (as @fastify/compress's threshold). */
const COMPRESS_FROM = 1024;

/**
 * Serialized envelopes by answer object. The read caches (platform/read-cache) hand out the
 * same object for a key until one of its projections commits again, so a hot read is
 * serialized and hashed once per projection checkpoint, not once per request; the entry goes
 * when the cache drops the object. Answers are never changed after they are handed out.
 */
const serializedByAnswer = new WeakMap<object, SerializedEnvelope>();

/** The success envelope `{isSuccess, isFailure, value, errors}` of `value`, as JSON text. */
export function serializedEnvelope(value: unknown): SerializedEnvelope {
  const keep = typeof value === 'object' && value !== null;
  const known = keep ? serializedByAnswer.get(value) : undefined;
  if (known) return known;
  // the bytes of JSON.stringify(success(value)), without building the envelope object
  const json = `{"isSuccess":true,"isFailure":false,"value":${JSON.stringify(value) ?? 'null'},"errors":[]}`;
  const serialized: SerializedEnvelope = {
    json,
    hash: createHash('sha1').update(json).digest('base64url').slice(0, 20),
  };
  if (keep) serializedByAnswer.set(value, serialized);
  return serialized;
}

/**
 * The body to send: the JSON text (over 1 KiB as its bytes, kept with the answer), or its
 * brotli/gzip form when the caller accepts one and the answer is over 1 KiB, compressed once per answer object (brotli at quality 4, as
 * api-compression.ts) instead of once per request; @fastify/compress leaves an answer that
 * already has a Content-Encoding alone.
 */
export function encodedBody(
  req: LigaRequest,
  reply: LigaReply,
  serialized: SerializedEnvelope,
): string | Buffer {
  if (serialized.json.length < COMPRESS_FROM) return serialized.json;
  const accepted = req.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? preferredEncoding(accepted) : null;
  if (encoding === 'br') {
    serialized.br ??= brotliCompressSync(serialized.json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    reply.header('Content-Encoding', 'br');
    return serialized.br;
  }
  if (encoding === 'gzip') {
    serialized.gzip ??= gzipSync(serialized.json);
    reply.header('Content-Encoding', 'gzip');
    return serialized.gzip;
  }
  serialized.bytes ??= Buffer.from(serialized.json);
  return serialized.bytes;
}

/** br, else gzip, when Accept-Encoding names it with a q above 0 (or `*`); else null. */
export function preferredEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Requests whose answer carries a tag; the `onSend` hook below answers 304 when it matches. */
const NOT_MODIFIED = Symbol('liga.notModified');

/**
 * Tags a GET's enveloped answer: a weak ETag of its bytes, bound to the caller when there is
 * one (`W/"<hash>.<user id>"`), so a tag is never valid for another user's answer and a 304
 * never tells one user anything about another's data (profiles and other personal answers
 * share the route with everyone's). `no-cache, private`: caches may keep it only for this
 * browser and must revalidate; the client sends the tag back (apps/client lib/api-client.ts).
 */
export function answerTag(req: LigaRequest, reply: LigaReply, hash: string): void {
  const etag = req.principal ? `W/"${hash}.${req.principal.userId}"` : `W/"${hash}"`;
  reply.header('ETag', etag);
  reply.header('Cache-Control', 'no-cache, private');
  reply.header('Vary', 'Authorization, Accept-Encoding');
  reply.type('application/json; charset=utf-8');
  const condition = req.headers['if-none-match'];
  if (etagMatches(typeof condition === 'string' ? condition : undefined, etag)) {
    (req as LigaRequest & { [NOT_MODIFIED]?: true })[NOT_MODIFIED] = true;
  }
}

/**
 * Answers 304 without a body where the caller's If-None-Match named the answer's tag (set by
 * `answerTag`). An `onSend` hook, because Nest sets the route's status after the interceptors.
 * Registered before compression, which then has nothing to compress.
 */
export function registerNotModified(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if ((request as LigaRequest & { [NOT_MODIFIED]?: true })[NOT_MODIFIED] !== true) {
      return done(null, payload);
    }
    if (reply.statusCode !== 200) return done(null, payload);
    reply.code(304);
    reply.removeHeader('Content-Type');
    reply.removeHeader('Content-Length');
    reply.removeHeader('Content-Encoding');
    done(null, '');
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Header name → value, in the order helmet sets them. */
export type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * Security headers on every answer (pages, API, errors, static files): CSP with
 * frame-ancestors 'none', X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer, and
 * HSTS (+ upgrade-insecure-requests) only over TLS: when PUBLIC_URL is https, or when the
 * request came over https as Fastify sees it (X-Forwarded-Proto from a trusted proxy, see
 * `trustProxy`). On plain HTTP, HSTS would lock users out of a portal that has no TLS.
 *
 * helmet computes them; they depend on nothing of the request but TLS, so they are computed
 * once per variant here and set per request from the list (http-pipeline.ts).
 */
export function securityHeaders(publicUrl: string | undefined): (tls: boolean) => HeaderList {
  const behindTls = publicUrl?.startsWith('https://') ?? false;
  const overTls = headersFor(true);
  const plain = headersFor(false);
  return (tls) => (behindTls || tls ? overTls : plain);
}

function headersFor(tls: boolean): HeaderList {
  const middleware = helmet({
    contentSecurityPolicy: { directives: cspDirectives(tls) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  middleware(
    { headers: {} } as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => (done = true),
  );
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return [...headers.entries()];
}

function cspDirectives(tls: boolean): Record<string, string[] | null> {
  return {
    upgradeInsecureRequests: tls ? [] : null,
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
    // the portal's own origin only (CSP 3: 'self' also matches ws:/wss: of the same host)
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

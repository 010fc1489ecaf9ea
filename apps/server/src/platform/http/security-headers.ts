import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Security headers on every answer (pages, API, errors, static files): CSP with
 * frame-ancestors 'none', X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer, and
 * HSTS (+ upgrade-insecure-requests) only over TLS: when PUBLIC_URL is https, or when the
 * request came over https as Express sees it (X-Forwarded-Proto from a trusted proxy, see
 * `trust proxy`). On plain HTTP, HSTS would lock users out of a portal that has no TLS.
 */
export function securityHeaders(publicUrl: string | undefined): RequestHandler {
  const behindTls = publicUrl?.startsWith('https://') ?? false;
  const overTls = headersFor(true);
  const plain = headersFor(false);
  return (req: Request, res: Response, next: NextFunction) =>
    (behindTls || req.secure ? overTls : plain)(req, res, next);
}

function headersFor(tls: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { directives: cspDirectives(tls) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
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

import type { Request, Response } from 'express';

/**
 * Answers a stored or drawn picture for an <img>: immutable when the client asked for the
 * current version (`?v=`), otherwise revalidated by ETag (304 when unchanged).
 */
export function sendPng(
  req: Request,
  res: Response,
  picture: { png: Buffer; etag: string; immutable: boolean },
): void {
  res.setHeader(
    'Cache-Control',
    picture.immutable
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
  );
  res.setHeader('ETag', picture.etag);
  if (req.headers['if-none-match'] === picture.etag) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Content-Length', String(picture.png.length));
  res.end(picture.png);
}

import type { RawAnswer } from '../http/http-answer';
import { etagMatches } from '../http/conditional';

/**
 * The answer for a stored or drawn picture in an <img>: immutable when the client asked for the
 * current version (`?v=`), otherwise revalidated by ETag (304 when `ifNoneMatch` names it).
 */
export function pngAnswer(
  ifNoneMatch: string | undefined,
  picture: { png: Buffer; etag: string; immutable: boolean },
): RawAnswer {
  const cacheControl = picture.immutable
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
  const headers = { 'Cache-Control': cacheControl, ETag: picture.etag };
  if (etagMatches(ifNoneMatch, picture.etag)) return { status: 304, headers };
  return {
    status: 200,
    headers: { ...headers, 'Content-Type': 'image/png' },
    body: picture.png,
  };
}

/** One entity tag: weak or strong, its opaque part in quotes without quotes or spaces inside. */
const ENTITY_TAG = /^(?:W\/)?"[\x21\x23-\x7e]*"$/;

/**
 * Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 13.1.2). A header
 * that is not a well-formed list of entity tags (or `*`) names nothing, so the request is
 * answered as an unconditional one.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const trimmed = ifNoneMatch.trim();
  if (trimmed === '*') return true;
  const opaque = stripWeak(etag);
  let found = false;
  for (const part of trimmed.split(',')) {
    const tag = part.trim();
    if (!ENTITY_TAG.test(tag)) return false;
    if (stripWeak(tag) === opaque) found = true;
  }
  return found;
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/**
 * A text answer revalidated by ETag: 304 (no body) when `ifNoneMatch` names it, else 200 with
 * the body. `cacheControl` says how long clients may keep it without asking.
 */
export function conditionalAnswer(
  ifNoneMatch: string | undefined,
  content: { body: string; etag: string; contentType: string; cacheControl: string },
  extraHeaders: Record<string, string> = {},
) {
  const headers = { 'Cache-Control': content.cacheControl, ETag: content.etag, ...extraHeaders };
  if (etagMatches(ifNoneMatch, content.etag)) return { status: 304, headers };
  return {
    status: 200,
    headers: { ...headers, 'Content-Type': content.contentType },
    body: content.body,
  };
}

/** A file to download (`Content-Disposition: attachment`), never cached. */
export function downloadAnswer(content: { body: string; contentType: string; filename: string }) {
  return {
    status: 200,
    headers: {
      'Content-Type': content.contentType,
      'Content-Disposition': `attachment; filename="${content.filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
    },
    body: content.body,
  };
}

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

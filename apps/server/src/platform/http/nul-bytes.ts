import { ValidationError } from './app-errors';
import { HTTP_TEXTS } from './http.texts';

const NUL_IN_URL = /%00/i;

/** True when any string or key of a parsed JSON value holds a NUL (walked without recursion). */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * A NUL character anywhere in the path, the query or the JSON body is refused (400, in
 * Polish; http-pipeline.ts asks before the handler runs). PostgreSQL cannot store it in text,
 * so letting it through turns a harmless typo or a probe into a failed query (a 500) deep in a
 * handler; no field of the API has a use for it.
 */
export function nulByteRefusal(url: string, body: unknown): ValidationError | null {
  if (NUL_IN_URL.test(url) || containsNul(body)) {
    return ValidationError.of('request.nul_character', HTTP_TEXTS.body.nulCharacter);
  }
  return null;
}

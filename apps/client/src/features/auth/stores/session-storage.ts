import type { StoredSession } from '../types';

export const SESSION_KEYS = [
  'userId',
  'username',
  'authorizationToken',
  'refreshToken',
  'authorizationTokenExpiration',
  'refreshTokenExpiration',
] as const satisfies readonly (keyof StoredSession)[];

export const EMPTY_SESSION: StoredSession = {
  userId: null,
  username: null,
  authorizationToken: null,
  refreshToken: null,
  authorizationTokenExpiration: null,
  refreshTokenExpiration: null,
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the session lives in memory only
  }
}

export function readStoredSession(): StoredSession {
  const store = storage();
  const session = { ...EMPTY_SESSION };
  for (const key of SESSION_KEYS) session[key] = store?.getItem(key) ?? null;
  return session;
}

export function writeStoredSession(session: StoredSession): void {
  const store = storage();
  for (const key of SESSION_KEYS) {
    const value = session[key];
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  }
}

export function clearStoredSession(): void {
  const store = storage();
  for (const key of SESSION_KEYS) store?.removeItem(key);
}

/** Milliseconds since epoch of a stored expiry; null when missing or unreadable. */
export function parseExpiry(value: string | number | null): number | null {
  if (value === null || value === '') return null;
  const numeric = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  if (Number.isFinite(numeric)) return numeric < 1e12 ? numeric * 1000 : numeric;
  const parsed = Date.parse(String(value));
  return Number.isNaN(parsed) ? null : parsed;
}

export function isExpired(value: string | number | null, now = Date.now()): boolean {
  const expiry = parseExpiry(value);
  return expiry === null || expiry <= now;
}

/**
 * The page a guest asked for behind the login (a shared link to /match/…): the guard sends the
 * guest to the landing page as the spec says, and after logging in the guest lands on that page
 * instead of the news. Kept in sessionStorage (this tab only; it survives the reload of a
 * language switch at login) until a logged-in page is shown.
 */
const KEY = 'liga.wantedPage';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the path (with its query and hash) a guest was turned away from. */
export function rememberWantedPage(path: string): void {
  storage()?.setItem(KEY, path);
}

/** The remembered path, if any (only a path of this site). */
export function wantedPage(): string | null {
  const path = storage()?.getItem(KEY) ?? null;
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** Forgets the remembered path (it was shown, or the session ended). */
export function forgetWantedPage(): void {
  storage()?.removeItem(KEY);
}

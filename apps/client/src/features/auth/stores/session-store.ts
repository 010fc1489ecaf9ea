import { create } from 'zustand';
import { ApiRequestError, clearTaggedAnswers } from '../../../lib/api-client';
import { forgetOfflineReads } from '../../../lib/offline-store';
import { decodeJwtPayload } from '../../../lib/jwt';
import { navigateTo } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../components/ui/toast-store';
import { commonTexts } from '../../../texts/common';
import { paths } from '../../../config/paths';
import { revokeSession } from '../api/logout';
import { refreshTokens } from '../api/refresh-token';
import { forgetWantedPage } from '../lib/wanted-page';
import type { Role, SessionTokens, StoredSession } from '../types';
import {
  EMPTY_SESSION,
  clearStoredSession,
  isExpired,
  readStoredSession,
  writeStoredSession,
} from './session-storage';

export interface AfterLogin {
  to: string;
  state?: unknown;
}

/** 'checking' while a stored session is being validated or refreshed on load. */
export type SessionStatus = 'checking' | 'ready';

export interface SessionState extends StoredSession {
  role: Role | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  status: SessionStatus;
  /**
   * Where the guest-only pages send a user who has just logged in (null: /news). Set by a login
   * that must lead elsewhere (a temporary password → /user/manage); cleared by the next refresh.
   */
  afterLogin: AfterLogin | null;
  /** Stores the tokens of a successful login (login pages) or refresh. */
  setSession: (tokens: SessionTokens, username: string | null, afterLogin?: AfterLogin) => void;
  /** Clears everything and goes to /home after 100 ms (spec section 9). */
  logout: () => void;
  /** Swaps the tokens using the refresh token; false when the session had to be dropped. */
  refresh: () => Promise<boolean>;
  /** Validates the stored session on start-up (expired refresh → logout, expired access → refresh). */
  init: () => Promise<void>;
}

const LOGOUT_REDIRECT_MS = 100;

function roleOf(token: string | null): Role | null {
  const role = decodeJwtPayload(token)?.role;
  return role === 'Admin' || role === 'User' ? role : null;
}

/** The derived fields of a stored session (role and user id come from the token). */
function derive(stored: StoredSession) {
  const claims = decodeJwtPayload(stored.authorizationToken);
  const role = roleOf(stored.authorizationToken);
  const userId = claims?.sub ?? stored.userId;
  return {
    ...stored,
    userId,
    role,
    isLoggedIn: stored.authorizationToken !== null,
    isAdmin: role === 'Admin',
  };
}

function storedFrom(tokens: SessionTokens, username: string | null): StoredSession {
  return {
    userId: decodeJwtPayload(tokens.authorizationToken)?.sub ?? null,
    username,
    authorizationToken: tokens.authorizationToken,
    refreshToken: tokens.refreshToken,
    authorizationTokenExpiration: String(tokens.authorizationTokenExpiration),
    refreshTokenExpiration: String(tokens.refreshTokenExpiration),
  };
}

/** Read synchronously so guards see a stored session on the very first render. */
function initialSession(): StoredSession {
  const stored = readStoredSession();
  const usable = stored.authorizationToken !== null && !isExpired(stored.refreshTokenExpiration);
  return usable ? stored : EMPTY_SESSION;
}

let refreshInFlight: Promise<boolean> | null = null;
const initial = initialSession();

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...derive(initial),
  // a stored access token still valid needs no check: the first render is the logged-in page
  // (its queries start at once, and the whole page is not rendered twice); only an expired one
  // waits for the refresh
  status:
    initial.authorizationToken === null || !isExpired(initial.authorizationTokenExpiration)
      ? 'ready'
      : 'checking',

  afterLogin: null,

  setSession: (tokens, username, afterLogin) => {
    const stored = storedFrom(tokens, username);
    writeStoredSession(stored);
    set({ ...derive(stored), status: 'ready', afterLogin: afterLogin ?? null });
  },

  logout: () => {
    const { refreshToken } = get();
    // Best effort: the refresh token stops working on the server too.
    if (refreshToken) void revokeSession(refreshToken).catch(() => undefined);
    clearStoredSession();
    set({ ...derive(EMPTY_SESSION), status: 'ready', afterLogin: null });
    queryClient.clear();
    clearTaggedAnswers();
    void forgetOfflineReads();
    window.setTimeout(() => {
      // the page left by logging out is no page the next login should return to
      forgetWantedPage();
      navigateTo(paths.home);
    }, LOGOUT_REDIRECT_MS);
  },

  refresh: () => {
    refreshInFlight ??= runRefresh().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  },

  init: async () => {
    const stored = readStoredSession();
    if (stored.authorizationToken === null || isExpired(stored.refreshTokenExpiration)) {
      if (stored.authorizationToken !== null || stored.refreshToken !== null) clearStoredSession();
      set({ ...derive(EMPTY_SESSION), status: 'ready' });
      return;
    }
    if (!isExpired(stored.authorizationTokenExpiration)) {
      if (get().status !== 'ready' || get().authorizationToken !== stored.authorizationToken) {
        set({ ...derive(stored), status: 'ready' });
      }
      return;
    }
    set({ ...derive(stored), status: 'checking' });
    await get().refresh();
    set({ status: 'ready' });
  },
}));

async function runRefresh(): Promise<boolean> {
  const { refreshToken, role, username, setSession, logout } = useSessionStore.getState();
  if (!refreshToken) return false;
  try {
    setSession(await refreshTokens(refreshToken, role), username);
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
      // The server no longer accepts this refresh token: the session is over.
      toast.info(commonTexts.sessionExpired);
      logout();
      return false;
    }
    // No connection or a server error: keep the session, pages show their own errors.
    console.warn('Token refresh failed', error);
    return true;
  }
}

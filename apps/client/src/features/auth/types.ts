export type Role = 'Admin' | 'User';

/** The four token fields the login and refresh calls answer (spec section 7). */
export interface SessionTokens {
  authorizationToken: string;
  refreshToken: string;
  /** Instants as the server sends them (ISO text; epoch numbers are accepted too). */
  authorizationTokenExpiration: string | number;
  refreshTokenExpiration: string | number;
}

/** What is kept in localStorage (spec section 3, "Auth tokens"). */
export interface StoredSession {
  userId: string | null;
  username: string | null;
  authorizationToken: string | null;
  refreshToken: string | null;
  authorizationTokenExpiration: string | null;
  refreshTokenExpiration: string | null;
}

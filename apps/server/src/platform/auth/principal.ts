export type Role = 'Admin' | 'User';

/** Who is calling: taken from a verified access token, never from the request body. */
export interface Principal {
  userId: string;
  role: Role;
  /**
   * The session began with a temporary password (admin reset): until the password is changed
   * it may only change it (token claim `pwc`, checked against the credentials on every call).
   */
  mustChangePassword?: boolean;
}

export const isAdmin = (principal: Principal | null | undefined): boolean =>
  principal?.role === 'Admin';

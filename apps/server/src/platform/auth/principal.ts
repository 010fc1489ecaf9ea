export type Role = 'Admin' | 'User';

/** Who is calling: taken from a verified access token, never from the request body. */
export interface Principal {
  userId: string;
  role: Role;
}

export const isAdmin = (principal: Principal | null | undefined): boolean =>
  principal?.role === 'Admin';

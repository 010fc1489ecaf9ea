import type { Queryable } from '../event-store/event-store';
import { ForbiddenError } from '../http/app-errors';
import type { Principal } from './principal';
import { HTTP_TEXTS } from '../http/http.texts';

export const passwordChangeRequired = () =>
  new ForbiddenError('auth.password_change_required', HTTP_TEXTS.session.passwordChangeRequired);

/**
 * A token from a temporary password (claim `pwc`) is restricted only while the account still
 * has to change its password: once it is changed (`credentials.must_change_password` false),
 * the same token works fully, so the client keeps its session. Only such tokens pay the query.
 */
export async function passwordChangePending(db: Queryable, principal: Principal): Promise<boolean> {
  if (!principal.mustChangePassword) return false;
  const rows: Array<{ must_change_password: boolean }> = await db.query(
    'SELECT must_change_password FROM credentials WHERE user_id = $1::uuid',
    [principal.userId],
  );
  return rows[0]?.must_change_password === true;
}

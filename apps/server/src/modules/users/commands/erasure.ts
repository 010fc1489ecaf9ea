import type { Queryable } from '../../../platform/event-store/event-store';
import { credentials } from '../auth/credentials';
import { emailClaims } from '../auth/email-claims';
import { refreshTokens } from '../auth/refresh-tokens';
import { userTokens } from '../auth/user-tokens';
import { personalDataKeys } from '../personal-data/personal-data-vault';
import { avatars } from '../queries/avatars';

/**
 * Crypto-shredding, in the transaction that appends `UserErased` (an admin's erasure or the
 * person's own): the data key goes (the sealed fields in every past event become unreadable,
 * see personal-data-vault.ts), and with it the e-mail claim, the password hash, the avatar
 * bytes, one-time tokens, refresh tokens and login failures. The projections blank the rest.
 */
export async function shredPersonalData(tx: Queryable, userId: string): Promise<void> {
  await personalDataKeys.destroy(tx, userId);
  await emailClaims.release(tx, userId);
  await credentials.remove(tx, userId);
  await avatars.remove(tx, userId);
  await userTokens.removeAll(tx, userId);
  await refreshTokens.removeAllOf(tx, userId);
  await tx.query(`DELETE FROM login_failures WHERE account_key = $1`, [`user:${userId}`]);
}

import type { Queryable } from '../event-store/event-store';
import { isUuid } from '../ids/ids';

/** How long a positive answer is trusted on a node that did not close the account itself. */
const TRUST_MS = 5_000;
const MAX_ENTRIES = 50_000;

/**
 * Is the account behind a still-valid access token still open? Access tokens are stateless
 * (15 minutes); erasing an account deletes its `credentials` row in the erasing transaction (the
 * user's stream stays), so a token of an erased person is refused from then on: at once on the node that erased it
 * (`forget`), within a few seconds on the others (positive answers are kept briefly, so a busy
 * node asks the database about a user at most once per 5 s). A subject with no user stream has
 * no account to close (tokens minted by tools and tests for synthetic ids).
 */
export class ActiveAccounts {
  private readonly openUntil = new Map<string, number>();

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  async isOpen(userId: string): Promise<boolean> {
    const until = this.openUntil.get(userId);
    if (until !== undefined && until > this.now()) return true;
    if (!isUuid(userId)) return true;
    // closed = the person's stream exists but their credentials were shredded with it
    const rows: unknown[] = await this.db.query(
      `SELECT 1 WHERE EXISTS (SELECT 1 FROM streams WHERE stream_id = 'user-' || $1)
                  AND NOT EXISTS (SELECT 1 FROM credentials WHERE user_id = $1::uuid)`,
      [userId],
    );
    if (rows.length > 0) {
      this.openUntil.delete(userId);
      return false;
    }
    if (this.openUntil.size >= MAX_ENTRIES) this.openUntil.clear();
    this.openUntil.set(userId, this.now() + TRUST_MS);
    return true;
  }

  /** The account was just closed here: stop trusting the cached answer. */
  forget(userId: string): void {
    this.openUntil.delete(userId);
  }
}

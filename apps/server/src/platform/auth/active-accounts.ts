import type { Queryable } from '../event-store/event-store';
import { isUuid } from '../ids/ids';

/** How long an answer about an open account is trusted without being told of a change. */
const TRUST_MS = 5_000;
const MAX_ENTRIES = 50_000;

/** What a still-valid access token's account says about it now. */
export type SessionVerdict = 'open' | 'account_closed' | 'session_ended';

interface AccountState {
  /** Tokens signed before this instant (ms) count for nothing; 0 = no cutoff. */
  cutoff: number;
  until: number;
}

/**
 * Is the account behind a still-valid access token still open, and was the token signed after
 * the account's last session cutoff (password change or reset, logout everywhere, role
 * change)? Access tokens are stateless (15 minutes): erasing an account deletes its
 * `credentials` row in the erasing transaction (the user's stream stays), and ending its
 * sessions writes `session_cutoffs.not_before`. One query answers both, and the answer for an
 * open account is kept for 5 s, so a busy node asks the database about a user at most once per
 * 5 s. The node that closes an account or ends its sessions forgets its answer at once and
 * tells the other API nodes to forget theirs (`AccountSockets`, a Socket.IO server-side
 * message over the Redis adapter); should that message be lost, the 5 s bound the delay. A
 * subject with no user stream has no account to close (tokens minted by tools and tests for
 * synthetic ids).
 */
export class ActiveAccounts {
  private readonly known = new Map<string, AccountState>();

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /** The verdict for a token of `userId` signed at `issuedAt` (ms). */
  async verdict(userId: string, issuedAt: number): Promise<SessionVerdict> {
    const state = await this.state(userId);
    if (state === null) return 'account_closed';
    return issuedAt < state.cutoff ? 'session_ended' : 'open';
  }

  async isOpen(userId: string): Promise<boolean> {
    return (await this.state(userId)) !== null;
  }

  /** The account was just closed or its sessions ended: stop trusting the cached answer. */
  forget(userId: string): void {
    this.known.delete(userId);
  }

  private async state(userId: string): Promise<AccountState | null> {
    const cached = this.known.get(userId);
    if (cached !== undefined && cached.until > this.now()) return cached;
    if (!isUuid(userId)) return { cutoff: 0, until: 0 };
    const [row]: Array<{ closed: boolean; not_before: Date | null }> = await this.db.query(
      // closed = the person's stream exists but their credentials were shredded with it
      `SELECT (EXISTS (SELECT 1 FROM streams WHERE stream_id = 'user-' || $1)
               AND NOT EXISTS (SELECT 1 FROM credentials WHERE user_id = $1::uuid)) AS closed,
              (SELECT not_before FROM session_cutoffs WHERE user_id = $1::uuid) AS not_before`,
      [userId],
    );
    if (row?.closed) {
      this.known.delete(userId);
      return null;
    }
    const state: AccountState = {
      cutoff: row?.not_before ? new Date(row.not_before).getTime() : 0,
      until: this.now() + TRUST_MS,
    };
    if (this.known.size >= MAX_ENTRIES) this.known.clear();
    this.known.set(userId, state);
    return state;
  }
}

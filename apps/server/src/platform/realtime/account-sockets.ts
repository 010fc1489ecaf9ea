import { Inject, Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { DataSource } from 'typeorm';
import { ActiveAccounts } from '../auth/active-accounts';
import { cutSessions } from './socket-auth';

/** Sent to the other API nodes (Redis mode) when an account's sessions end. */
const SESSIONS_ENDED = 'liga:sessions-ended';

/**
 * Live connections follow the account (issue 20). On erasure, password change or reset (which
 * log out every device) and role change, `endSessions` records a cutoff (tokens issued before
 * it open no socket, also through recovery), tells every node to stop trusting its cached
 * "account open" answer, and disconnects the account's sockets — `user:{id}` holds every
 * signed-in socket of the account — on every node: with the Redis streams adapter
 * `disconnectSockets` is a cluster message.
 */
@Injectable()
export class AccountSockets {
  private server: Server | null = null;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ActiveAccounts) private readonly accounts: ActiveAccounts,
  ) {}

  attach(server: Server): void {
    this.server = server;
    server.on(SESSIONS_ENDED, (userId: unknown) => {
      if (typeof userId === 'string') this.accounts.forget(userId);
    });
  }

  async endSessions(userId: string): Promise<void> {
    // the real time, not the app's clock: it is compared with the tokens' `iat`
    await cutSessions(this.db, userId, new Date());
    this.accounts.forget(userId);
    if (!this.server) return;
    try {
      this.server.serverSideEmit(SESSIONS_ENDED, userId);
    } catch {
      // the in-memory adapter (one node) has no other nodes to tell
    }
    this.server.in(`user:${userId}`).disconnectSockets(true);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { DataSource } from 'typeorm';
import { ActiveAccounts } from '../auth/active-accounts';
import { answerSessionsEnded, SESSIONS_ENDED } from './sessions-ended';
import { cutSessions } from './socket-auth';

/**
 * Live connections follow the account (issue 20). On erasure, password change or reset (which
 * log out every device) and role change, `endSessions` records a cutoff (tokens issued before
 * it open no socket, also through recovery, and are refused by the HTTP guard), tells every node to
 * stop trusting its cached account answer and waits until they have (so the caller's next request
 * is refused on any node), and disconnects the account's sockets — `user:{id}` holds every
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
    answerSessionsEnded(server, (userId) => this.accounts.forget(userId));
  }

  async endSessions(userId: string): Promise<void> {
    // the real time, not the app's clock: it is compared with the tokens' `iat`
    await cutSessions(this.db, userId, new Date());
    this.accounts.forget(userId);
    if (!this.server) return;
    // the in-memory adapter (one node) has no other nodes to tell (and would never answer)
    if ((await this.server.of('/').adapter.serverCount()) > 1) {
      try {
        await this.server.serverSideEmitWithAck(SESSIONS_ENDED, userId);
      } catch {
        // a node that did not answer within the adapter's 5 s stops trusting its cached
        // answer within 5 s anyway (ActiveAccounts)
      }
    }
    this.server.in(`user:${userId}`).disconnectSockets(true);
  }
}

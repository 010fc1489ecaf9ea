import { Inject } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  MessageBody,
  ConnectedSocket,
} from '@nestjs/websockets';
import { SOCKET_EVENTS, type SubscribeAnswer } from '@liga/contracts';
import type { Server, Socket } from 'socket.io';
import { DataSource } from 'typeorm';
import { ActiveAccounts } from '../auth/active-accounts';
import { TokenService } from '../auth/token-service';
import { AccountSockets } from './account-sockets';
import { guardRecovery } from './recovery-guard';
import { mayJoinRoom, roomLimitOf } from './room-access';
import { currentIdentity, identityOfToken, type SocketIdentity } from './socket-auth';
import { SocketChangePublisher } from './socket-publisher';

const MAX_ROOMS_PER_REQUEST = 50;

function roomsFrom(body: unknown): string[] {
  const rooms = (body as { rooms?: unknown })?.rooms;
  if (!Array.isArray(rooms)) return [];
  return rooms
    .filter((r): r is string => typeof r === 'string' && r.length <= 100)
    .slice(0, MAX_ROOMS_PER_REQUEST);
}

const identityOf = (socket: Socket): SocketIdentity =>
  (socket.data as SocketIdentity | undefined) ?? { principal: null };

/**
 * Live push. A client connects with `auth: { token }` (or none: a guest), then asks to join
 * rooms; each room is checked against the caller (room-access.ts), up to a few dozen per
 * socket. A caller's own `user:{id}` room, and `admin` for admins, are joined at once. The
 * handshake checks the account as it is now (socket-auth.ts); a recovered connection is
 * checked again before its session is restored (recovery-guard.ts) and passes the handshake
 * too; a socket is disconnected when its token expires.
 */
@WebSocketGateway({
  path: '/socket.io',
  serveClient: false,
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
})
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(ActiveAccounts) private readonly accounts: ActiveAccounts,
    @Inject(SocketChangePublisher) private readonly publisher: SocketChangePublisher,
    @Inject(AccountSockets) private readonly accountSockets: AccountSockets,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  private server: Server | null = null;

  afterInit(server: Server): void {
    this.server = server;
    this.publisher.attach(server);
    this.accountSockets.attach(server);
    guardRecovery(server, (identity) => this.current(identity), this.db);
    server.use((socket, next) => {
      const restored = socket.recovered ? identityOf(socket) : null;
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      Promise.resolve()
        .then(() => this.current(identityOfToken(this.tokens, token)))
        .then((identity) => {
          // a recovered session goes on only for the same account it was opened by
          if (restored && restored.principal?.userId !== identity.principal?.userId) {
            throw new Error('auth.session_changed');
          }
          socket.data = identity;
          next();
        })
        .catch((error: Error) => next(new Error(error.message || 'auth.unavailable')));
    });
  }

  private current(identity: SocketIdentity): Promise<SocketIdentity> {
    return currentIdentity(this.db, this.accounts, identity, Date.now());
  }

  /**
   * Shutdown: disconnects this node's clients only (never the other nodes' through the
   * adapter); they reconnect to another node and recover what they missed.
   */
  disconnectLocalClients(): void {
    this.server?.local.disconnectSockets(true);
  }

  handleConnection(socket: Socket): void {
    const { principal, expiresAt } = identityOf(socket);
    if (principal && expiresAt) {
      // the token's end is the socket's end: the client reconnects with a fresh one
      const timer = setTimeout(() => socket.disconnect(true), expiresAt * 1000 - Date.now());
      socket.once('disconnect', () => clearTimeout(timer));
    }
    if (socket.recovered || !principal) return;
    void socket.join(`user:${principal.userId}`);
    if (principal.role === 'Admin') void socket.join('admin');
  }

  @SubscribeMessage(SOCKET_EVENTS.subscribe)
  async subscribe(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<SubscribeAnswer> {
    const { principal } = identityOf(socket);
    const limit = roomLimitOf(principal);
    const granted: string[] = [];
    const refused: string[] = [];
    for (const room of roomsFrom(body)) {
      // socket.rooms holds the socket's own id room too
      const full = socket.rooms.size - 1 >= limit && !socket.rooms.has(room);
      if (!full && (await mayJoinRoom(this.db, room, principal))) {
        await socket.join(room);
        granted.push(room);
      } else refused.push(room);
    }
    return { granted, refused };
  }

  @SubscribeMessage(SOCKET_EVENTS.unsubscribe)
  unsubscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): { left: string[] } {
    const rooms = roomsFrom(body);
    for (const room of rooms) void socket.leave(room);
    return { left: rooms };
  }
}

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
import type { Principal } from '../auth/principal';
import { ActiveAccounts } from '../auth/active-accounts';
import { TokenService } from '../auth/token-service';
import { mayJoinRoom } from './room-access';
import { SocketChangePublisher } from './socket-publisher';

const MAX_ROOMS_PER_REQUEST = 50;

function roomsFrom(body: unknown): string[] {
  const rooms = (body as { rooms?: unknown })?.rooms;
  if (!Array.isArray(rooms)) return [];
  return rooms
    .filter((r): r is string => typeof r === 'string' && r.length <= 100)
    .slice(0, MAX_ROOMS_PER_REQUEST);
}

/**
 * Live push. A client connects with `auth: { token }` (or none: a guest), then asks to join
 * rooms; each room is checked against the caller. A caller's own `user:{id}` room, and
 * `admin` for admins, are joined at once.
 */
@WebSocketGateway({
  path: '/socket.io',
  serveClient: false,
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
})
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(ActiveAccounts) private readonly accounts: ActiveAccounts,
    @Inject(SocketChangePublisher) private readonly publisher: SocketChangePublisher,
  ) {}

  private server: Server | null = null;

  afterInit(server: Server): void {
    this.server = server;
    this.publisher.attach(server);
    server.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '') {
        socket.data.principal = null;
        return next();
      }
      let principal: Principal;
      try {
        principal = this.tokens.verifyAccess(token);
      } catch {
        return next(new Error('auth.token_invalid'));
      }
      // a valid token of an erased account joins nothing
      this.accounts.isOpen(principal.userId).then(
        (open) => {
          socket.data.principal = open ? principal : null;
          next(open ? undefined : new Error('auth.account_closed'));
        },
        () => next(new Error('auth.unavailable')),
      );
    });
  }

  /**
   * Shutdown: disconnects this node's clients only (never the other nodes' through the
   * adapter); they reconnect to another node and recover what they missed.
   */
  disconnectLocalClients(): void {
    this.server?.local.disconnectSockets(true);
  }

  handleConnection(socket: Socket): void {
    if (socket.recovered) return;
    const principal = socket.data.principal as Principal | null;
    if (principal) {
      void socket.join(`user:${principal.userId}`);
      if (principal.role === 'Admin') void socket.join('admin');
    }
  }

  @SubscribeMessage(SOCKET_EVENTS.subscribe)
  subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): SubscribeAnswer {
    const principal = (socket.data.principal ?? null) as Principal | null;
    const granted: string[] = [];
    const refused: string[] = [];
    for (const room of roomsFrom(body)) {
      if (mayJoinRoom(room, principal)) {
        void socket.join(room);
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

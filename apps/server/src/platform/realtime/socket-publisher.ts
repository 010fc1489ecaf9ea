import { type ChangeMessage, SOCKET_EVENTS } from '@liga/contracts';
import type { Server } from 'socket.io';
import type { ChangePublisher } from '../projections/change-collector';
import { pushTrace, traceTime } from '../tracing/push-trace';

/**
 * Pushes committed changes to their rooms through a Socket.IO server: one `change` packet per
 * room and batch, carrying that room's messages as its arguments in the order the batch
 * announced them (one encode and one loop over the room's sockets instead of one per topic).
 * With the Redis streams adapter the broadcast reaches every API node, and it is stored in
 * the stream, so a client recovering its connection on any node gets the pushes it missed.
 */
export class SocketChangePublisher implements ChangePublisher {
  private server: Server | null = null;

  attach(server: Server): void {
    this.server = server;
  }

  publish(messages: ChangeMessage[]): void {
    if (!this.server) return;
    const startedAt = pushTrace.emit.hasSubscribers ? traceTime() : 0n;
    const byRoom = new Map<string, ChangeMessage[]>();
    for (const message of messages) {
      const inRoom = byRoom.get(message.room);
      if (inRoom) inRoom.push(message);
      else byRoom.set(message.room, [message]);
    }
    for (const [room, inRoom] of byRoom) {
      this.server.to(room).emit(SOCKET_EVENTS.change, ...inRoom);
    }
    if (startedAt > 0n) pushTrace.emit.publish({ startedAt, endedAt: traceTime(), messages });
  }
}

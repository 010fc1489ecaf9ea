import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import { Server, type ServerOptions } from 'socket.io';

export function redisStreamsAdapterOptions(prefix: string) {
  return { streamName: `${prefix}:socket.io`, sessionKeyPrefix: `${prefix}:sio:session:` };
}

/**
 * Socket.IO over several API processes: the Redis streams adapter fans broadcasts out and,
 * unlike the pub/sub adapter, keeps connection state recovery working across nodes.
 */
export class RedisStreamsIoAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    const client = this.redis.duplicate();
    this.clients.push(client);
    server.adapter(createAdapter(client, redisStreamsAdapterOptions(this.prefix)));
    return server;
  }

  /**
   * Closes the adapter's own Redis connections after the Socket.IO server closed. QUIT (not a
   * hard disconnect) lets the adapter's farewell message, already queued, go out first.
   */
  async disconnectRedis(): Promise<void> {
    await Promise.all(this.clients.splice(0).map((client) => client.quit().catch(() => undefined)));
  }
}

/** A Socket.IO server with no HTTP listener that only broadcasts through Redis (workers). */
export function createBroadcastOnlyServer(
  redis: Redis,
  prefix: string,
): { io: Server; close(): Promise<void> } {
  const client = redis.duplicate();
  const io = new Server({ adapter: createAdapter(client, redisStreamsAdapterOptions(prefix)) });
  return {
    io,
    async close() {
      // Server.close() expects an engine; a broadcast-only server has none.
      void io.of('/').adapter.close();
      await client.quit().catch(() => undefined);
    },
  };
}

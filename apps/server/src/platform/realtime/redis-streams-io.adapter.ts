import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

export function redisStreamsAdapterOptions(prefix: string) {
  return { streamName: `${prefix}:socket.io`, sessionKeyPrefix: `${prefix}:sio:session:` };
}

/**
 * Socket.IO over several API processes: the Redis streams adapter fans broadcasts out and,
 * unlike the pub/sub adapter, keeps connection state recovery working across nodes.
 */
export class RedisStreamsIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(createAdapter(this.redis.duplicate(), redisStreamsAdapterOptions(this.prefix)));
    return server;
  }
}

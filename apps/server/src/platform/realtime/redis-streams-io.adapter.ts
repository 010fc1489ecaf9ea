import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import { Server, type ServerOptions } from 'socket.io';
import { pushTrace, traceTime } from '../tracing/push-trace';
import { answerSessionsEnded } from './sessions-ended';

export function redisStreamsAdapterOptions(prefix: string) {
  return { streamName: `${prefix}:socket.io`, sessionKeyPrefix: `${prefix}:sio:session:` };
}

/**
 * The Redis client handed to the streams adapter, over two connections of its own. The
 * adapter reads the stream with a blocking `XREAD BLOCK 100` and publishes (`XADD`) on the
 * one client it is given; on a single connection Redis answers commands in order, so every
 * broadcast waited behind the pending read, up to 100 ms. Here XREAD goes to one connection
 * and everything else (XADD, XRANGE, SET, MULTI) to the other.
 */
function adapterConnections(redis: Redis): { client: Redis; connections: Redis[] } {
  const writer = redis.duplicate();
  const reader = redis.duplicate();
  const client = new Proxy(writer, {
    get(target, property) {
      if (property === 'xread') return reader.xread.bind(reader);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return { client, connections: [writer, reader] };
}

type AdapterFactory = ReturnType<typeof createAdapter>;
type StreamsAdapter = ReturnType<AdapterFactory>;
type ClusterMessage = Parameters<StreamsAdapter['onMessage']>[0];
/** `MessageType.BROADCAST` of socket.io-adapter (the cluster protocol socket.io speaks). */
const BROADCAST = 3;

/** Publishes a relay trace (push-trace.ts) around the local fan-out of a remote broadcast. */
function tracingRelays(factory: AdapterFactory): AdapterFactory {
  // a `function`, not an arrow: socket.io calls the factory with `new`
  return function tracedAdapter(nsp: unknown) {
    const adapter = factory(nsp);
    // onMessage is protected in socket.io-adapter 2.5's ClusterAdapter: wrapped from outside
    const relay = adapter as unknown as { onMessage: StreamsAdapter['onMessage'] };
    const onMessage = relay.onMessage.bind(adapter);
    relay.onMessage = (message: ClusterMessage, offset?: string) => {
      if (!pushTrace.relay.hasSubscribers || message.type !== BROADCAST) {
        return onMessage(message, offset);
      }
      const startedAt = traceTime();
      onMessage(message, offset);
      const { packet } = message.data as { packet: { data: unknown[] } };
      pushTrace.relay.publish({ startedAt, endedAt: traceTime(), data: packet.data });
    };
    return adapter;
  };
}

function streamsAdapter(
  redis: Redis,
  prefix: string,
): { factory: AdapterFactory; close(): Promise<void> } {
  const { client, connections } = adapterConnections(redis);
  return {
    factory: tracingRelays(createAdapter(client, redisStreamsAdapterOptions(prefix))),
    // QUIT (not a hard disconnect) lets the adapter's farewell message, already queued, go out
    close: async () => {
      await Promise.all(connections.map((c) => c.quit().catch(() => undefined)));
    },
  };
}

/**
 * Socket.IO over several API processes: the Redis streams adapter fans broadcasts out and,
 * unlike the pub/sub adapter, keeps connection state recovery working across nodes.
 */
export class RedisStreamsIoAdapter extends IoAdapter {
  private readonly closers: Array<() => Promise<void>> = [];

  constructor(
    app: INestApplicationContext,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    const adapter = streamsAdapter(this.redis, this.prefix);
    this.closers.push(adapter.close);
    server.adapter(adapter.factory);
    return server;
  }

  /** Closes the adapter's own Redis connections after the Socket.IO server closed. */
  async disconnectRedis(): Promise<void> {
    await Promise.all(this.closers.splice(0).map((close) => close()));
  }
}

/** A Socket.IO server with no HTTP listener that only broadcasts through Redis (workers). */
export function createBroadcastOnlyServer(
  redis: Redis,
  prefix: string,
): { io: Server; close(): Promise<void> } {
  const adapter = streamsAdapter(redis, prefix);
  const io = new Server({ adapter: adapter.factory });
  answerSessionsEnded(io);
  return {
    io,
    async close() {
      // Server.close() expects an engine; a broadcast-only server has none.
      void io.of('/').adapter.close();
      await adapter.close();
    },
  };
}

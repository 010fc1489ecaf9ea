'use strict';

/**
 * A pool of Socket.IO clients in a process of its own (forked by bench/live-latency.js), so the
 * clients' work does not share the measuring process's event loop. Each client connects as a
 * guest, joins one league room and notes when a `standings` push naming a match arrives
 * (process.hrtime: CLOCK_MONOTONIC, comparable across processes on one machine).
 *
 * IPC: parent → { type: 'collect', matchId, timeoutMs } | { type: 'quiet', quietMs } |
 * { type: 'close' }; child → { type: 'ready' } | { type: 'quiet' } |
 * { type: 'collected', matchId, arrivals: string[] (ns), missing: number }.
 */

const { io } = require('socket.io-client');

const [url, room, countText] = process.argv.slice(2);
const count = Number(countText);
/** matchId -> arrival times (ns, as bigint) of the clients that got its standings push */
const arrivals = new Map();
/** When any push last arrived (ms), to tell the parent when the clients are quiet. */
let lastPushAt = Date.now();

function connect() {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.on('change', (message) => {
      lastPushAt = Date.now();
      if (message.topic !== 'standings' || !Array.isArray(message.ids)) return;
      const at = process.hrtime.bigint();
      for (const id of message.ids) {
        const list = arrivals.get(id) ?? [];
        list.push(at);
        arrivals.set(id, list);
      }
    });
    socket.once('connect_error', reject);
    socket.once('connect', async () => {
      try {
        const answer = await socket.timeout(10_000).emitWithAck('subscribe', { rooms: [room] });
        if (!answer.granted.includes(room)) throw new Error(`room ${room} refused`);
        resolve(socket);
      } catch (error) {
        reject(error);
      }
    });
  });
}

async function main() {
  const sockets = [];
  // connect in waves so the server is not flooded with handshakes at once
  for (let i = 0; i < count; i += 50) {
    const wave = Array.from({ length: Math.min(50, count - i) }, connect);
    sockets.push(...(await Promise.all(wave)));
  }
  process.send({ type: 'ready' });
  process.on('message', async (message) => {
    if (message.type === 'collect') {
      const deadline = Date.now() + message.timeoutMs;
      while ((arrivals.get(message.matchId)?.length ?? 0) < count && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 5));
      }
      const got = arrivals.get(message.matchId) ?? [];
      arrivals.delete(message.matchId);
      process.send({
        type: 'collected',
        matchId: message.matchId,
        arrivals: got.map(String),
        missing: Math.max(0, count - got.length),
      });
    } else if (message.type === 'quiet') {
      // replies once no push has arrived for `quietMs` (the backlog of earlier pushes is done)
      while (Date.now() - lastPushAt < message.quietMs) await new Promise((r) => setTimeout(r, 10));
      process.send({ type: 'quiet' });
    } else if (message.type === 'close') {
      for (const socket of sockets) socket.disconnect();
      process.exit(0);
    }
  });
}

main().catch((error) => {
  process.stderr.write(`[clients] ${error?.stack ?? error}\n`);
  process.exit(1);
});

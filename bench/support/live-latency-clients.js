'use strict';

/**
 * A pool of Socket.IO clients in a process of its own (started by bench/support/
 * live-client-pool.js), so the clients' work does not share the measuring process's event
 * loop. Each client connects as a guest (websocket transport), joins one league room and
 * notes when a `standings` push naming a match arrives (process.hrtime: CLOCK_MONOTONIC,
 * comparable across processes on one machine). While a round is armed the process also
 * samples its own event-loop delay and CPU time, so the bench can tell when the clients
 * themselves, not the server, make a push late.
 *
 * IPC: parent → { type: 'arm' } | { type: 'collect', matchId, timeoutMs } |
 * { type: 'quiet', quietMs } | { type: 'close' }; child → { type: 'ready' } | { type: 'armed' } |
 * { type: 'quiet' } | { type: 'collected', matchId, arrivals: bigint[], missing, loopDelayP99Ms,
 * loopDelayMaxMs, cpuMs }.
 */

const { monitorEventLoopDelay } = require('node:perf_hooks');
const { io } = require('socket.io-client');

const [url, room, countText, topicArg] = process.argv.slice(2);
/** The pushed topic measured: 'standings' (the table) or 'cups' (the bracket). */
const topic = topicArg || 'standings';
const count = Number(countText);
/** matchId -> arrival times (ns) of the clients that got its standings push */
const arrivals = new Map();
/** When any push last arrived (ms), to tell the parent when the clients are quiet. */
let lastPushAt = Date.now();
const loopDelay = monitorEventLoopDelay({ resolution: 2 });
let cpuAtArm = process.cpuUsage();
/** `id` + socket id of the pushes counted since `arm`. */
const seen = new Set();

function connect() {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    // one packet per room and batch; its arguments are the room's messages
    socket.on('change', (...messages) => {
      const at = process.hrtime.bigint();
      lastPushAt = Date.now();
      for (const message of messages) {
        if (message?.topic !== topic || !Array.isArray(message.ids)) continue;
        for (const id of message.ids) {
          // a client's first push of the id after `arm` (a round may push its id twice)
          if (seen.has(`${id}\u0000${socket.id}`)) continue;
          seen.add(`${id}\u0000${socket.id}`);
          const list = arrivals.get(id) ?? [];
          list.push(at);
          arrivals.set(id, list);
        }
      }
    });
    socket.once('connect_error', reject);
    socket.once('connect', async () => {
      try {
        const answer = await socket.timeout(30_000).emitWithAck('subscribe', { rooms: [room] });
        if (!answer.granted.includes(room)) throw new Error(`room ${room} refused`);
        resolve(socket);
      } catch (error) {
        reject(error);
      }
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function collect({ matchId, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  while ((arrivals.get(matchId)?.length ?? 0) < count && Date.now() < deadline) await sleep(2);
  loopDelay.disable();
  const cpu = process.cpuUsage(cpuAtArm);
  const got = arrivals.get(matchId) ?? [];
  arrivals.delete(matchId);
  process.send({
    type: 'collected',
    matchId,
    arrivals: got,
    missing: Math.max(0, count - got.length),
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
    cpuMs: (cpu.user + cpu.system) / 1000,
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
    if (message.type === 'arm') {
      loopDelay.reset();
      loopDelay.enable();
      // what the round's preparation pushed does not count
      arrivals.clear();
      seen.clear();
      cpuAtArm = process.cpuUsage();
      process.send({ type: 'armed' });
    } else if (message.type === 'collect') {
      await collect(message);
    } else if (message.type === 'quiet') {
      // replies once no push has arrived for `quietMs` (the backlog of earlier pushes is done)
      while (Date.now() - lastPushAt < message.quietMs) await sleep(10);
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

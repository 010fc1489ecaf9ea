'use strict';

const { join } = require('node:path');
const { spawnNode } = require('./node-process');

const CLIENT_SCRIPT = join(__dirname, 'live-latency-clients.js');

/** Sends `request` to every child and resolves with each child's first reply of `replyType`. */
function ask(children, request, replyType, accept = () => true) {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((res) => {
          const onMessage = (m) => {
            if (m.type !== replyType || !accept(m)) return;
            child.off('message', onMessage);
            res(m);
          };
          child.on('message', onMessage);
          child.send(request);
        }),
    ),
  );
}

/**
 * Starts `count` Socket.IO clients in `room`, spread evenly over client processes (one per
 * `perProcess` clients, `maxProcesses` at most) and over the API nodes at `urls` (process i
 * connects to node i mod n); resolves once every client joined.
 */
async function startClientPool(
  urls,
  room,
  count,
  { perProcess, maxProcesses, topic = 'standings' },
) {
  const nodes = Array.isArray(urls) ? urls : [urls];
  const procs = Math.max(
    nodes.length > 1 && count >= nodes.length ? nodes.length : 1,
    Math.min(maxProcesses, Math.ceil(count / perProcess)),
  );
  const sizes = Array.from(
    { length: procs },
    (_, i) => Math.floor(count / procs) + (i < count % procs ? 1 : 0),
  );
  const children = sizes.map((size, i) =>
    spawnNode(CLIENT_SCRIPT, [nodes[i % nodes.length], room, String(size), topic]),
  );
  await Promise.all(
    children.map(
      (child) =>
        new Promise((res, rej) => {
          child.once('message', (m) => (m.type === 'ready' ? res() : rej(new Error('bad'))));
          child.once('exit', (code) => rej(new Error(`client process exited (${code})`)));
        }),
    ),
  );
  return {
    processes: procs,
    /** Starts the clients' event-loop and CPU sampling for a round. */
    arm: () => ask(children, { type: 'arm' }, 'armed'),
    /** Each process's arrivals of the `standings` push naming `matchId`, and its own load. */
    collect: (matchId) =>
      ask(
        children,
        { type: 'collect', matchId, timeoutMs: 10_000 },
        'collected',
        (m) => m.matchId === matchId,
      ),
    /** Resolves once no push has reached any client for `quietMs`. */
    quiet: (quietMs) => ask(children, { type: 'quiet', quietMs }, 'quiet'),
    close: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise((res) => {
              child.removeAllListeners('exit');
              child.once('exit', res);
              child.send({ type: 'close' });
            }),
        ),
      ),
  };
}

module.exports = { startClientPool };

'use strict';

const { printPairs, printTable, percentile } = require('./report');

const TARGET_P99_MS = 250;
const TARGET_CLIENTS = 1000;

const sorted = (values) => values.filter((v) => v !== null).sort((a, b) => a - b);
const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const median = (values) => {
  const list = sorted(values);
  return list.length === 0 ? NaN : percentile(list, 50);
};

/** Verification call → push at every client: one row per mode and client count. */
function printLatencies(results, rounds) {
  printTable(
    `Verification call → 'standings' push at every client (ms), ${rounds} rounds each`,
    [
      'mode',
      'clients',
      'client procs',
      'samples',
      'missing',
      'p50',
      'p99',
      'max',
      'first client p50',
      'call p50',
      `target p99 < ${TARGET_P99_MS} at ${TARGET_CLIENTS.toLocaleString('en')}`,
    ],
    results.map((r) => {
      const latencies = sorted(r.rounds.flatMap((round) => round.latencies));
      const firsts = sorted(r.rounds.map((round) => Math.min(...round.latencies, Infinity)));
      const missing = r.rounds.reduce((n, round) => n + round.missing, 0);
      const p99 = percentile(latencies, 99);
      const target =
        r.mode === 'embedded' && r.count === TARGET_CLIENTS
          ? p99 < TARGET_P99_MS && missing === 0
            ? 'PASS'
            : 'MISS'
          : '-';
      return [
        r.mode,
        r.count,
        r.processes,
        latencies.length,
        missing,
        fixed(percentile(latencies, 50)),
        fixed(p99),
        fixed(latencies[latencies.length - 1]),
        fixed(percentile(firsts, 50)),
        fixed(median(r.rounds.map((round) => round.call))),
        target,
      ];
    }),
  );
}

/** Where the time goes: medians over the rounds, delivery percentiles over every client. */
function printBreakdown(results) {
  printTable(
    'Where the time goes (ms; per-round medians; delivery over every client of every round)',
    [
      'mode',
      'clients',
      'call→commit',
      'commit→batch',
      'visibility',
      'batch',
      'relay',
      'fan-out',
      'delivery p50',
      'delivery p99',
      'traced',
      'client loop p99',
      'client CPU/round',
    ],
    results.map((r) => {
      const parts = r.rounds.map((round) => round.breakdown).filter(Boolean);
      const deliveries = sorted(parts.flatMap((p) => p.deliveries));
      const mid = (key) => median(parts.map((p) => p[key]));
      return [
        r.mode,
        r.count,
        fixed(mid('commit')),
        fixed(mid('wake')),
        fixed(mid('visibility')),
        fixed(mid('batch')),
        r.mode === 'redis' ? fixed(mid('relay')) : '-',
        fixed(mid('fanOut')),
        fixed(percentile(deliveries, 50)),
        fixed(percentile(deliveries, 99)),
        `${parts.length}/${r.rounds.length}`,
        fixed(median(r.rounds.map((round) => round.loopDelayP99))),
        fixed(median(r.rounds.map((round) => round.clientCpu)), 0),
      ];
    }),
  );
  console.log(
    [
      '  call→commit: the request until its append committed; commit→batch: until the standings',
      '  projection started a batch (in-process wake-up, or BullMQ to the worker); visibility:',
      '  batches that did not see the event yet (an older transaction of this database still in',
      '  flight held it back); batch: read, apply, checkpoint, commit; relay (redis):',
      "  the worker's XADD until the API node fans out; fan-out: the server's loop over the room's",
      "  sockets; delivery: fan-out start until a client's handler ran. client loop p99: the",
      "  slowest client process's event-loop delay p99 during the round (the clients' own queue).",
    ].join('\n'),
  );
}

/** The slowest client of every round, in order: a slow round is the whole room waiting. */
function printLastClients(results) {
  printPairs(
    'Last client per round (ms, in round order: a slow round is the whole room waiting)',
    results.map((r) => [
      `${r.mode}, ${r.count} client(s)`,
      r.rounds.map((round) => fixed(Math.max(...round.latencies, -Infinity), 0)).join(' '),
    ]),
  );
}

module.exports = { printLatencies, printBreakdown, printLastClients };

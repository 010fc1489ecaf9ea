'use strict';

/**
 * Where one verification's push spent its time, from the trace records of the server
 * processes (bench/support/push-trace-preload.js) and the clients' arrival times, all
 * process.hrtime (ns, one monotonic clock for the machine):
 *
 *   call → commit      the admin-accept request until its append committed (API process)
 *   commit → batch     until the standings projection's next batch started (the wake-up:
 *                      in-process, or BullMQ to the worker in Redis mode)
 *   visibility         batches that found nothing yet (the event held back behind an older
 *                      transaction of this database still in flight)
 *   batch              the applying batch: read, apply, move the checkpoint, commit
 *   relay              Redis mode: the worker's XADD until an API node fans it out
 *   fan-out            the server's loop writing the frame to every socket of the room
 *   delivery           fan-out start until a client's handler ran (kernel, client process)
 */

const ms = (ns) => Number(ns) / 1e6;

function standingsOf(data) {
  const message = Array.isArray(data) ? data[1] : null;
  return message && message.topic === 'standings' ? message : null;
}

/** The breakdown of one round, or null when a trace point is missing. */
function roundBreakdown(traces, { t0, t1, room, arrivals }) {
  const appended = traces.find((r) => r.kind === 'appended' && r.at >= t0 && r.at <= t1);
  if (!appended) return null;
  const first = Math.min(...appended.positions);
  const batches = traces
    .filter((r) => r.kind === 'batch' && r.projection === 'standings' && r.startedAt >= t0)
    .sort((a, b) => (a.startedAt < b.startedAt ? -1 : 1));
  const applied = batches.find((r) => r.outcome === 'applied' && r.position >= first);
  if (!applied) return null;
  const emit = traces.find(
    (r) =>
      r.kind === 'emit' &&
      r.messages.some(
        (m) => m.topic === 'standings' && m.room === room && m.position === applied.position,
      ),
  );
  if (!emit) return null;
  // with several API nodes each relays the message: the last one to start bounds the push
  const relay = traces
    .filter((r) => {
      const message = r.kind === 'relay' ? standingsOf(r.data) : null;
      return message !== null && message.room === room && message.position === applied.position;
    })
    .reduce((last, r) => (last && last.startedAt >= r.startedAt ? last : r), null);
  const fanOut = relay ?? emit;
  const wokeAt = batches.find((r) => r.startedAt >= appended.at)?.startedAt ?? applied.startedAt;
  const wake = wokeAt < applied.startedAt ? wokeAt : applied.startedAt;
  return {
    commit: ms(appended.at - t0),
    wake: Math.max(0, ms(wake - appended.at)),
    visibility: ms(applied.startedAt - wake),
    batch: ms(emit.startedAt - applied.startedAt),
    relay: relay ? ms(relay.startedAt - emit.startedAt) : null,
    fanOut: ms(fanOut.endedAt - fanOut.startedAt),
    deliveries: arrivals.map((at) => ms(at - fanOut.startedAt)),
  };
}

module.exports = { roundBreakdown };

'use strict';

const { randomUUID } = require('node:crypto');

/** A ~300-byte event (as JSON with the store's metadata), like a short match-report event. */
const PADDING = 'x'.repeat(140);
function smallPayload(n) {
  return { n, matchId: randomUUID(), teamId: randomUUID(), note: PADDING };
}

/**
 * A ~2 KB event: a match report with both line-ups (12 players a side) and a written summary,
 * the largest kind of event the league writes.
 */
const SUMMARY =
  'Mecz rozegrany przy sztucznym oświetleniu, boisko mokre po deszczu. Gospodarze prowadzili ' +
  'od początku, goście wyrównali po rzucie rożnym, zwycięską bramkę zdobyto w ostatniej minucie.';
function largePayload(n) {
  const lineup = () =>
    Array.from({ length: 12 }, (_, shirt) => ({
      playerId: randomUUID(),
      shirt: shirt + 1,
      goals: (n + shirt) % 3 === 0 ? 1 : 0,
    }));
  return {
    n,
    matchId: randomUUID(),
    homeTeamId: randomUUID(),
    awayTeamId: randomUUID(),
    score: { home: 3, away: 2 },
    home: lineup(),
    away: lineup(),
    summary: SUMMARY,
  };
}

/** Bytes of an event's data as the stores receive it (JSON, UTF-8). */
function jsonBytes(value) {
  return Buffer.byteLength(JSON.stringify(value));
}

module.exports = { smallPayload, largePayload, jsonBytes };

'use strict';

/**
 * Preloaded (`node --require`) into the server and the worker by bench/live-latency.js:
 * subscribes to the live-push trace channels (apps/server/src/platform/tracing/
 * push-trace.ts) and sends every record to the bench over the IPC channel. The app publishes
 * nothing unless someone subscribes, so only bench runs pay for tracing.
 */

const diagnosticsChannel = require('node:diagnostics_channel');

const CHANNELS = {
  'liga:push:appended': 'appended',
  'liga:push:batch': 'batch',
  'liga:push:emit': 'emit',
  'liga:push:relay': 'relay',
};

if (typeof process.send === 'function') {
  for (const [name, kind] of Object.entries(CHANNELS)) {
    diagnosticsChannel.subscribe(name, (record) => {
      if (process.connected) process.send({ type: 'trace', kind, pid: process.pid, ...record });
    });
  }
}

'use strict';

const { existsSync } = require('node:fs');
const { join, resolve } = require('node:path');

const SERVER_DIST = resolve(__dirname, '..', '..', 'dist', 'apps', 'server');

/** Requires a module of the built server (`npm run build`), e.g. `dist('platform/event-store/event-store')`. */
function dist(path) {
  const file = join(SERVER_DIST, `${path}.js`);
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: benches run the built server, run \`npm run build\` first`,
    );
  }
  return require(file);
}

module.exports = { dist, SERVER_DIST };

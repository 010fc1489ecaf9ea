#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the API (embedded PostgreSQL and
// in-process projections unless DATABASE_URL / REDIS_URL are set).
'use strict';
const { execSync, spawn } = require('node:child_process');
const { existsSync, statSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function stale(output, ...sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((src) => newestMtime(join(root, src)) > built);
}

const serverEntry = join(root, 'dist/apps/server/main.js');
const clientEntry = join(root, 'apps/client/dist/index.html');
const contractsEntry = join(root, 'libs/contracts/dist/index.js');

if (
  stale(contractsEntry, 'libs/contracts/src') ||
  stale(serverEntry, 'apps/server/src', 'libs/contracts/src') ||
  stale(clientEntry, 'apps/client/src', 'libs/contracts/src')
) {
  console.log('Budowanie aplikacji (npm run build)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const child = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code) => process.exit(code ?? 0));

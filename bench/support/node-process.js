'use strict';

const { execFileSync, spawn } = require('node:child_process');

/** The soft and hard limits of open files (`ulimit -n`) a child of this process starts with. */
function openFileLimits() {
  const read = (flag) =>
    execFileSync('/bin/sh', ['-c', `ulimit ${flag}`])
      .toString()
      .trim();
  return { soft: read('-Sn'), hard: read('-Hn') };
}

/**
 * Starts `node [--require preload] script ...args` through /bin/sh, which first raises the
 * soft limit of open files to the hard limit (thousands of sockets need a descriptor each),
 * with an IPC channel using the advanced serialization (BigInt hrtimes travel as they are).
 */
function spawnNode(script, args, { env = process.env, preload = null, stdio = 'inherit' } = {}) {
  const node = [...(preload ? ['--require', preload] : []), script, ...args];
  return spawn(
    '/bin/sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, ...node],
    {
      env,
      stdio: ['ignore', stdio, stdio, 'ipc'],
      serialization: 'advanced',
    },
  );
}

/** Sends SIGTERM, waits up to `ms` for the exit, then SIGKILL. */
async function stopProcess(child, ms = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, ms))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

module.exports = { openFileLimits, spawnNode, stopProcess };

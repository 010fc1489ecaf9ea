import { seedDemoOnStart } from './modules/demo/demo-start';
import { EnsureCurrentSeason } from './modules/leagues/commands/ensure-current-season';
import type { StartupTask } from './platform/bootstrap/api-app';

/**
 * The features' start-up work, in order, for createApiApp (main.ts, the seed CLI, the tests):
 * the current season and its leagues are opened through commands (idempotent), then an empty
 * database gets the demo league (SEED_DEMO; see modules/demo/demo-start.ts).
 */
export const featureStartupTasks: readonly StartupTask[] = [
  ({ app }) => app.get(EnsureCurrentSeason).run(),
  ({ app, infra, daemon }) => seedDemoOnStart(app, infra, daemon),
];

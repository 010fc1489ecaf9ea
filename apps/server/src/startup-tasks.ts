import { seedDemoOnStart } from './modules/demo/demo-start';
import { EnsureCurrentSeason } from './modules/leagues/commands/ensure-current-season';
import { SeasonTurn } from './modules/leagues/commands/season-turn';
import type { StartupTask } from './platform/bootstrap/api-app';

/**
 * The features' start-up work, in order, for createApiApp (main.ts, the seed CLI, the tests):
 * the current season and its leagues are opened through commands (idempotent), its turn runs if
 * it has not (a server that was down at midnight; exactly once across nodes), then an empty
 * database gets the demo league (SEED_DEMO; see modules/demo/demo-start.ts).
 */
export const featureStartupTasks: readonly StartupTask[] = [
  ({ app }) => app.get(EnsureCurrentSeason).run(),
  ({ app }) => app.get(SeasonTurn).runDue(),
  ({ app, infra, daemon }) => seedDemoOnStart(app, infra, daemon),
];

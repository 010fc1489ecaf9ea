import { afterDemoHistory, seedDemoOnStart } from './modules/demo/demo-start';
import { EnsureCurrentSeason } from './modules/leagues/commands/ensure-current-season';
import { SeasonTurn } from './modules/leagues/commands/season-turn';
import { NotificationDeliveryHost } from './modules/notifications/delivery/notification-delivery.host';
import type { StartupTask } from './platform/bootstrap/api-app';

/**
 * The features' start-up work, in order, for createApiApp (main.ts, the seed CLI, the tests):
 * the current season and its leagues are opened through commands (idempotent), its turn runs if
 * it has not (a server that was down at midnight; exactly once across nodes), then an empty
 * database gets the demo league (SEED_DEMO; see modules/demo/demo-start.ts). Notification
 * delivery starts last: its watermark then lies past everything written at start (the demo
 * league's history is never mailed; its past seasons, written in the background, first).
 */
export const featureStartupTasks: readonly StartupTask[] = [
  ({ app }) => app.get(EnsureCurrentSeason).run(),
  ({ app }) => app.get(SeasonTurn).runDue(),
  ({ app, infra, daemon }) => seedDemoOnStart(app, infra, daemon),
  ({ app, infra }) =>
    afterDemoHistory(app, () => app.get(NotificationDeliveryHost).start(), infra.logger),
];

/**
 * The same without notification delivery, for a process that writes a league's history itself
 * (the seed CLI, the demo's tests): nothing of that history is mailed or reminded, and the
 * reminders' timers cannot interleave their events with the seeding's (same seed, same log).
 * Such a process starts delivery afterwards if it serves on (`NotificationDeliveryHost.start`).
 */
export const historyWritingStartupTasks: readonly StartupTask[] = featureStartupTasks.slice(0, -1);

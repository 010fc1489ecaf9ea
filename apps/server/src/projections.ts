import { auditProjections } from './modules/audit/audit.projections';
import { archiveProjections } from './modules/archive/archive.projections';
import { calendarFeedsProjections } from './modules/calendar-feeds/calendar-feeds.projections';
import { cupProjections } from './modules/cup/cup.projections';
import { leaguesProjections } from './modules/leagues/leagues.projections';
import { matchCentreProjections } from './modules/match-centre/match-centre.projections';
import { matchesProjections } from './modules/matches/matches.projections';
import { notificationsProjections } from './modules/notifications/notifications.projections';
import { pitchesProjections } from './modules/pitches/pitches.projections';
import { reportsProjections } from './modules/reports/reports.projections';
import { standingsProjections } from './modules/standings/standings.projections';
import { teamsProjections } from './modules/teams/teams.projections';
import { usersProjections } from './modules/users/users.projections';
import type { Projection } from './platform/projections/projection';

/**
 * Every projection of the app, as each module registers them (`modules/<x>/<x>.projections.ts`).
 * Workers run them all; the rebuild CLI picks by name.
 */
export const allProjections: Projection[] = [
  ...leaguesProjections,
  ...usersProjections,
  ...teamsProjections,
  ...standingsProjections,
  ...reportsProjections,
  ...pitchesProjections,
  ...matchesProjections,
  ...matchCentreProjections,
  ...archiveProjections,
  ...notificationsProjections,
  ...calendarFeedsProjections,
  ...cupProjections,
  ...auditProjections,
];

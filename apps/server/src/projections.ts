import { leaguesProjection } from './modules/leagues/projections/leagues.projection';
import { matchesProjections } from './modules/matches/projections/matches.projection';
import { reportsProjections } from './modules/reports/reports.projections';
import { teamsProjection } from './modules/teams/projections/teams.projection';
import { usersProjection } from './modules/users/projections/users.projection';
import type { Projection } from './platform/projections/projection';

/** Every projection of the app. Workers run them all; the rebuild CLI picks by name. */
export const allProjections: Projection[] = [
  leaguesProjection,
  usersProjection,
  teamsProjection,
  ...reportsProjections,
  ...matchesProjections,
];

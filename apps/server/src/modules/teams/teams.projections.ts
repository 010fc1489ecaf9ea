import type { Projection } from '../../platform/projections/projection';
import { teamOffersProjection } from './projections/team-offers.projection';
import { teamsProjection } from './projections/teams.projection';

/** The projections of the teams module. */
export const teamsProjections: Projection[] = [teamsProjection, teamOffersProjection];

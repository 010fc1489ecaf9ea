import type { Projection } from '../../platform/projections/projection';
import { teamsProjection } from './projections/teams.projection';

/** The projections of the teams module. */
export const teamsProjections: Projection[] = [teamsProjection];

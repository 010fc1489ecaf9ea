import type { Projection } from '../../platform/projections/projection';
import { leaguesProjection } from './projections/leagues.projection';

/** The projections of the leagues module. */
export const leaguesProjections: Projection[] = [leaguesProjection];

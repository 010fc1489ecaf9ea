import type { Projection } from '../../platform/projections/projection';
import { leaguesProjection } from './projections/leagues.projection';
import { seasonPlansProjection } from './projections/season-plans.projection';

/** The projections of the leagues module. */
export const leaguesProjections: Projection[] = [leaguesProjection, seasonPlansProjection];

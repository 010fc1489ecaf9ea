import type { Projection } from '../../platform/projections/projection';
import { availabilityProjection } from './projections/availability.projection';
import { matchCentreProjection } from './projections/match-centre.projection';

/** The match centre's projections: timelines and head-to-head; who is coming. */
export const matchCentreProjections: Projection[] = [matchCentreProjection, availabilityProjection];

import type { Projection } from '../../platform/projections/projection';
import { standingsProjection } from './projections/standings.projection';

/** The projections of the standings module (tables and rankings from verified results). */
export const standingsProjections: Projection[] = [standingsProjection];

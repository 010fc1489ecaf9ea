import type { Projection } from '../../platform/projections/projection';
import { standingsProjection } from '../standings/projections/standings.projection';
import { reportsProjection } from './projections/reports.projection';

/** The projections of the match-reports feature (registered together in projections.ts). */
export const reportsProjections: Projection[] = [standingsProjection, reportsProjection];

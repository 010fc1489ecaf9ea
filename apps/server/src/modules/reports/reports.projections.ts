import type { Projection } from '../../platform/projections/projection';
import { reportsProjection } from './projections/reports.projection';

/** The projections of the match-reports module. */
export const reportsProjections: Projection[] = [reportsProjection];

import type { Projection } from '../../platform/projections/projection';
import { matchesProjection } from './projections/matches.projection';

/** The projections of the matches module (rm_matches: challenges, their report columns, the calendar). */
export const matchesProjections: Projection[] = [matchesProjection];

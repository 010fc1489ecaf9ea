import type { Projection } from '../../platform/projections/projection';
import { cupProjection } from './projections/cup.projection';

/** The projections of the cup module (rm_cups, entries, ties, the cup's player results). */
export const cupProjections: Projection[] = [cupProjection];

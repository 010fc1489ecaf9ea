import type { Projection } from '../../platform/projections/projection';
import { pitchesProjection } from './projections/pitches.projection';

/** The projections of the pitches module. */
export const pitchesProjections: Projection[] = [pitchesProjection];

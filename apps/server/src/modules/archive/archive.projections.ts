import type { Projection } from '../../platform/projections/projection';
import { archiveProjection } from './projections/archive.projection';

/** The projections of the archive module (the browsable past). */
export const archiveProjections: Projection[] = [archiveProjection];

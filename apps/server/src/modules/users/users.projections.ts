import type { Projection } from '../../platform/projections/projection';
import { usersProjection } from './projections/users.projection';

/** The projections of the users module. */
export const usersProjections: Projection[] = [usersProjection];

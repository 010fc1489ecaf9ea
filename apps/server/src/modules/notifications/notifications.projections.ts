import type { Projection } from '../../platform/projections/projection';
import { notificationsProjection } from './projections/notifications.projection';

export const notificationsProjections: Projection[] = [notificationsProjection];

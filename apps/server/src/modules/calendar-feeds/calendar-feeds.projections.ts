import type { Projection } from '../../platform/projections/projection';
import { calendarFeedsProjection } from './projections/calendar-feeds.projection';

export const calendarFeedsProjections: Projection[] = [calendarFeedsProjection];

import type { Projection } from '../../platform/projections/projection';
import { auditProjection } from './projections/audit.projection';

export const auditProjections: Projection[] = [auditProjection];

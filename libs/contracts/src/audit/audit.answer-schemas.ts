import { z } from 'zod';
import type { AuditChangeDto, AuditEntryDto } from './audit.dto';

export const auditChangeDtoSchema = z
  .object({ field: z.string(), before: z.unknown(), after: z.unknown() })
  .meta({ id: 'AuditChangeDto' }) satisfies z.ZodType<AuditChangeDto>;

export const auditEntryDtoSchema = z
  .object({
    at: z.string(),
    actor: z.object({ id: z.string().nullable(), name: z.string() }),
    action: z.string(),
    type: z.string(),
    changes: z.array(auditChangeDtoSchema),
    correlationId: z.string().nullable(),
  })
  .meta({ id: 'AuditEntryDto' }) satisfies z.ZodType<AuditEntryDto>;

import { Controller, Get, Inject } from '@nestjs/common';
import { type AuditEntryDto, auditEntryDtoSchema, auditHistoryQuerySchema } from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { Caller } from '../../../platform/http/decorators';
import { type Parsed, ParsedQuery } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { AuditReadModel } from '../queries/audit.read-model';

/** `/api/audit/*`: who changed what and when. */
@Controller('audit')
export class AuditController {
  constructor(@Inject(AuditReadModel) private readonly audit: AuditReadModel) {}

  @ApiDoc({
    summary:
      "An entity's history of changes, newest first (page from 0): admins any, a captain their team's, matches and reports, anyone their own account; correlation ids for admins only.",
    answer: z.array(auditEntryDtoSchema),
  })
  @Get('get-history')
  history(
    @ParsedQuery(auditHistoryQuerySchema) q: Parsed<typeof auditHistoryQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<AuditEntryDto[]> {
    return this.audit.history(caller, q);
  }
}

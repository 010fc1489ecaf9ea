import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CorrectResultDto,
  correctResultDtoSchema,
  type CorrectResultRequest,
  correctResultSchema,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { ParsedBody } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { CorrectResultCommand } from '../commands/correct-result.handler';

/** `/api/admin/match-report`: the league office's corrections of verified results (admins). */
@Roles('Admin')
@Controller('admin/match-report')
export class AdminReportController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ApiDoc({
    summary:
      'Corrects a verified result (score, scorers, MVP, goalkeeper ratings, walkover) with a reason.',
    answer: correctResultDtoSchema,
  })
  @HttpCode(200)
  @Post('correct')
  correct(
    @ParsedBody(correctResultSchema) { matchReportId, reason, report }: CorrectResultRequest,
    @Caller() caller: Principal,
    @CorrelationId() correlationId: string,
  ): Promise<CorrectResultDto> {
    return this.commands.execute(
      new CorrectResultCommand(
        caller,
        { reportId: matchReportId, reason, report },
        { actorUserId: caller.userId, correlationId, causationId: null },
      ),
    );
  }
}

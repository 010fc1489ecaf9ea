import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CancelMatchByAdminRequest,
  cancelMatchByAdminSchema,
  matchCancelledDtoSchema,
  type MatchCancelledDto,
  UUID_FORMAT,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { type Parsed, ParsedBody, ParsedParams } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { CancelMatchByAdminCommand } from '../commands/cancel-match-by-admin.handler';
import { HTTP_TEXTS } from '../../../platform/http/http.texts';

const matchIdParam = z.object({
  id: z.string().guid(HTTP_TEXTS.ids.match.invalid).meta(UUID_FORMAT),
});

/** `/api/admin/match`: the admin's actions on matches. Admin role only (403 for others). */
@Roles('Admin')
@Controller('admin/match')
export class AdminMatchesController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ApiDoc({
    summary:
      'An admin cancels an accepted match without a report, with a reason (1–500 characters) both captains see; its pitch booking is freed.',
    answer: matchCancelledDtoSchema,
  })
  @HttpCode(200)
  @Post(':id/cancel')
  cancel(
    @ParsedParams(matchIdParam) { id }: Parsed<typeof matchIdParam>,
    @ParsedBody(cancelMatchByAdminSchema) { reason }: CancelMatchByAdminRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<MatchCancelledDto> {
    return this.commands.execute(
      new CancelMatchByAdminCommand(caller, id, reason, {
        actorUserId: caller.userId,
        correlationId: cid,
        causationId: null,
      }),
    );
  }
}

import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AdminCupEntryRequest,
  adminCupEntrySchema,
  type CancelCupRequest,
  cancelCupSchema,
  type CreateCupRequest,
  createCupSchema,
  cupIdParamsSchema,
  cupTieParamsSchema,
  type DecideTieRequest,
  decideTieSchema,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { type Parsed, ParsedBody, ParsedParams } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { CreateCupCommand } from '../commands/create-cup.handler';
import type { CupCommandDto } from '../commands/cup-command';
import { AdminCupEntryCommand } from '../commands/cup-entry.handler';
import { type CupAdminAction, ManageCupCommand } from '../commands/manage-cup.handler';
import { contextOf } from './cup.controller';

const answer = z.object({ id: z.string(), message: z.string() });
type IdParams = Parsed<typeof cupIdParamsSchema>;

/** `/api/admin/cup`: the admin tab Puchary. Admin role only (403 for others). */
@Roles('Admin')
@Controller('admin/cup')
export class AdminCupController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  private manage(caller: Principal, cid: string, id: string, action: CupAdminAction) {
    return this.commands.execute<ManageCupCommand, CupCommandDto>(
      new ManageCupCommand(caller, id, action, contextOf(caller, cid)),
    );
  }

  @ApiDoc({
    summary: 'Creates a cup of the current season (leagues, entry and round deadlines).',
    answer,
  })
  @HttpCode(200)
  @Post()
  create(
    @ParsedBody(createCupSchema) input: CreateCupRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<CupCommandDto> {
    return this.commands.execute(new CreateCupCommand(caller, input, contextOf(caller, cid)));
  }

  @ApiDoc({ summary: 'Opens the entries.', answer })
  @HttpCode(200)
  @Post(':id/open')
  open(
    @ParsedParams(cupIdParamsSchema) { id }: IdParams,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.manage(c, cid, id, { kind: 'OpenCupEntries' });
  }

  @ApiDoc({ summary: 'Closes the entries.', answer })
  @HttpCode(200)
  @Post(':id/close')
  close(
    @ParsedParams(cupIdParamsSchema) { id }: IdParams,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.manage(c, cid, id, { kind: 'CloseCupEntries' });
  }

  @ApiDoc({ summary: 'Draws the bracket (a random seed; method liga-cup-draw/1).', answer })
  @HttpCode(200)
  @Post(':id/draw')
  draw(
    @ParsedParams(cupIdParamsSchema) { id }: IdParams,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.manage(c, cid, id, { kind: 'DrawCup' });
  }

  @ApiDoc({ summary: 'Cancels the cup, with a reason.', answer })
  @HttpCode(200)
  @Post(':id/cancel')
  cancel(
    @ParsedParams(cupIdParamsSchema) { id }: IdParams,
    @ParsedBody(cancelCupSchema) { reason }: CancelCupRequest,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.manage(c, cid, id, { kind: 'CancelCup', reason });
  }

  @ApiDoc({
    summary: 'Decides an unplayed tie (one team through by walkover, or both out), with a reason.',
    answer,
  })
  @HttpCode(200)
  @Post(':id/tie/:tieId/decide')
  decide(
    @ParsedParams(cupTieParamsSchema) { id, tieId }: Parsed<typeof cupTieParamsSchema>,
    @ParsedBody(decideTieSchema) { outcome, reason }: DecideTieRequest,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.manage(c, cid, id, { kind: 'DecideTie', tieId, outcome, reason });
  }

  @ApiDoc({ summary: 'Adds a team to the cup before the draw, with a reason.', answer })
  @HttpCode(200)
  @Post(':id/team')
  addTeam(
    @ParsedParams(cupIdParamsSchema) { id }: IdParams,
    @ParsedBody(adminCupEntrySchema) { teamId, reason }: AdminCupEntryRequest,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ): Promise<CupCommandDto> {
    const change = { kind: 'AddCupTeam' as const, teamId, reason };
    return this.commands.execute(new AdminCupEntryCommand(c, id, change, contextOf(c, cid)));
  }

  @ApiDoc({ summary: 'Removes a team from the cup before the draw, with a reason.', answer })
  @HttpCode(200)
  @Post(':id/team/remove')
  removeTeam(
    @ParsedParams(cupIdParamsSchema) { id }: IdParams,
    @ParsedBody(adminCupEntrySchema) { teamId, reason }: AdminCupEntryRequest,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ): Promise<CupCommandDto> {
    const change = { kind: 'RemoveCupTeam' as const, teamId, reason };
    return this.commands.execute(new AdminCupEntryCommand(c, id, change, contextOf(c, cid)));
  }
}

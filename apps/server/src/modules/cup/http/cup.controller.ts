import { Controller, Delete, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CupDto,
  cupDtoSchema,
  cupIdParamsSchema,
  type CupListItemDto,
  cupListItemDtoSchema,
  type CupRankingsDto,
  cupRankingsDtoSchema,
  cupsBySeasonQuerySchema,
  type MyCupTieDto,
  myCupTieDtoSchema,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId } from '../../../platform/http/decorators';
import { type Parsed, ParsedParams, ParsedQuery } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import type { CupCommandDto } from '../commands/cup-command';
import { EnterCupCommand, WithdrawFromCupCommand } from '../commands/cup-entry.handler';
import { cupErrors } from '../domain/cup.errors';
import { captainedTeamOf, CupReadModel, currentTieOf } from '../queries/cup.read-model';

export const contextOf = (caller: Principal, correlationId: string) => ({
  actorUserId: caller.userId,
  correlationId,
  causationId: null,
});
const commandAnswer = z.object({ id: z.string(), message: z.string() });

/** `/api/cup`: the cups of a season, a cup's bracket and rankings, a captain's entry. */
@Controller('cup')
export class CupController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CupReadModel) private readonly cups: CupReadModel,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  @ApiDoc({ summary: "A season's cups, newest first.", answer: z.array(cupListItemDtoSchema) })
  @Get('get-cups-by-season-id')
  bySeason(
    @ParsedQuery(cupsBySeasonQuerySchema) { SeasonId }: Parsed<typeof cupsBySeasonQuerySchema>,
  ): Promise<CupListItemDto[]> {
    return this.cups.bySeason(SeasonId);
  }

  @ApiDoc({
    summary:
      "The caller's team's cup tie to play now (the challenge form's cup opponent), or null.",
    answer: myCupTieDtoSchema.nullable(),
  })
  @Get('my-tie')
  async myTie(@Caller() caller: Principal): Promise<MyCupTieDto | null> {
    const teamId = await captainedTeamOf(this.db, caller.userId);
    return teamId ? currentTieOf(this.db, teamId) : null;
  }

  @ApiDoc({
    summary: "A cup: entries, the draw's seed and method, the bracket.",
    answer: cupDtoSchema,
  })
  @Get(':id')
  async cup(
    @ParsedParams(cupIdParamsSchema) { id }: Parsed<typeof cupIdParamsSchema>,
  ): Promise<CupDto> {
    const cup = await this.cups.cup(id);
    if (!cup) throw cupErrors.notFound();
    return cup;
  }

  @ApiDoc({
    summary: "The cup's scorers and MVPs (verified cup matches).",
    answer: cupRankingsDtoSchema,
  })
  @Get(':id/rankings')
  async rankings(
    @ParsedParams(cupIdParamsSchema) { id }: Parsed<typeof cupIdParamsSchema>,
  ): Promise<CupRankingsDto> {
    if (!(await this.cups.cup(id))) throw cupErrors.notFound();
    return this.cups.rankings(id);
  }

  @ApiDoc({
    summary: 'A captain enters their team (entries open, before the deadline).',
    answer: commandAnswer,
  })
  @HttpCode(200)
  @Post(':id/entry')
  enter(
    @ParsedParams(cupIdParamsSchema) { id }: Parsed<typeof cupIdParamsSchema>,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<CupCommandDto> {
    return this.commands.execute(new EnterCupCommand(caller, id, contextOf(caller, cid)));
  }

  @ApiDoc({ summary: 'A captain withdraws their team before the draw.', answer: commandAnswer })
  @Delete(':id/entry')
  withdraw(
    @ParsedParams(cupIdParamsSchema) { id }: Parsed<typeof cupIdParamsSchema>,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<CupCommandDto> {
    return this.commands.execute(new WithdrawFromCupCommand(caller, id, contextOf(caller, cid)));
  }
}

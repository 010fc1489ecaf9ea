import { Controller, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AddPlannedLeagueRequest,
  addPlannedLeagueSchema,
  type ClosePlannedLeagueRequest,
  closePlannedLeagueSchema,
  type ConfirmSeasonPlanRequest,
  confirmSeasonPlanSchema,
  type MoveTeamInPlanRequest,
  moveTeamInPlanSchema,
  type RenamePlannedLeagueRequest,
  renamePlannedLeagueSchema,
  type SeasonPlanDto,
  seasonPlanDtoSchema,
  seasonPlanQuerySchema,
  type SetPromotionNumbersRequest,
  setPromotionNumbersSchema,
} from '@liga/contracts';
import { z } from 'zod';
import { nextSeason } from '../../../config/season-calendar';
import type { Principal } from '../../../platform/auth/principal';
import { NotFoundError } from '../../../platform/http/app-errors';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { type Parsed, ParsedBody, ParsedQuery } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { SeasonService } from '../../../platform/seasons/season.service';
import { ConfirmSeasonPlanCommand } from '../commands/confirm-season-plan.handler';
import {
  AddPlannedLeagueCommand,
  ClosePlannedLeagueCommand,
  RenamePlannedLeagueCommand,
  SetPromotionNumbersCommand,
} from '../commands/edit-season-structure.handlers';
import { MoveTeamInPlanCommand } from '../commands/move-team-in-plan.handler';
import { planSeason } from '../commands/season-plan-steps';
import { SeasonPlanReadModel } from '../queries/season-plan.read-model';
import { SEASON_PLAN_ERROR_MESSAGES } from './season-plan.error-messages';

const contextOf = (caller: Principal, correlationId: string) => ({
  actorUserId: caller.userId,
  correlationId,
  causationId: null,
});

/**
 * `/api/admin/season-plan`: the admin tab "Sezony" — the next season's structure, the numbers,
 * the proposal with the moves, the confirmation (after the turn: applied at once). Admins only.
 */
@Roles('Admin')
@Controller('admin/season-plan')
export class SeasonPlanController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SeasonService) private readonly seasons: SeasonService,
    @Inject(SeasonPlanReadModel) private readonly plans: SeasonPlanReadModel,
  ) {}

  @ApiDoc({
    summary: 'The turn into a season (default: the next one): structure, numbers, proposal.',
    answer: seasonPlanDtoSchema,
  })
  @Get()
  plan(
    @ParsedQuery(seasonPlanQuerySchema) { SeasonId }: Parsed<typeof seasonPlanQuerySchema>,
  ): Promise<SeasonPlanDto> {
    const current = this.seasons.current();
    const season = SeasonId ? planSeason(current, SeasonId) : nextSeason(current);
    if (!season) {
      throw new NotFoundError(
        'season_plan.season_not_found',
        SEASON_PLAN_ERROR_MESSAGES.planNotViewable,
      );
    }
    return this.plans.plan(season);
  }

  @ApiDoc({
    summary: 'Adds a league to the next season.',
    answer: z.object({ id: z.string().nullable() }),
  })
  @HttpCode(200)
  @Post('league')
  addLeague(
    @ParsedBody(addPlannedLeagueSchema) input: AddPlannedLeagueRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<{ id: string | null }> {
    return this.commands.execute(new AddPlannedLeagueCommand(input, contextOf(caller, cid)));
  }

  @ApiDoc({ summary: 'Renames a league of the next season.', answer: z.null() })
  @HttpCode(200)
  @Put('league')
  async renameLeague(
    @ParsedBody(renamePlannedLeagueSchema) input: RenamePlannedLeagueRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(new RenamePlannedLeagueCommand(input, contextOf(caller, cid)));
    return null;
  }

  @ApiDoc({ summary: 'Closes a league of the next season.', answer: z.null() })
  @HttpCode(200)
  @Post('league/close')
  async closeLeague(
    @ParsedBody(closePlannedLeagueSchema) input: ClosePlannedLeagueRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(new ClosePlannedLeagueCommand(input, contextOf(caller, cid)));
    return null;
  }

  @ApiDoc({
    summary: 'Sets how many teams go up and down between a tier and the next.',
    answer: z.null(),
  })
  @HttpCode(200)
  @Put('numbers')
  async setNumbers(
    @ParsedBody(setPromotionNumbersSchema) input: SetPromotionNumbersRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(new SetPromotionNumbersCommand(input, contextOf(caller, cid)));
    return null;
  }

  @ApiDoc({ summary: 'Moves a team to a league of the plan (reason required).', answer: z.null() })
  @HttpCode(200)
  @Post('move')
  async move(
    @ParsedBody(moveTeamInPlanSchema) input: MoveTeamInPlanRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(new MoveTeamInPlanCommand(input, contextOf(caller, cid)));
    return null;
  }

  @ApiDoc({
    summary: 'Confirms the plan; after the turn it is applied at once (teams move, tables follow).',
    answer: z.object({ moved: z.number().int() }),
  })
  @HttpCode(200)
  @Post('confirm')
  confirm(
    @ParsedBody(confirmSeasonPlanSchema) input: ConfirmSeasonPlanRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<{ moved: number }> {
    return this.commands.execute(new ConfirmSeasonPlanCommand(input, contextOf(caller, cid)));
  }
}

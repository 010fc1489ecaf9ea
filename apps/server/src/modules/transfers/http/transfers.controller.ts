import { Controller, Get, Inject } from '@nestjs/common';
import {
  type TransferPlayersPageDto,
  transferPlayersPageDtoSchema,
  transferPlayersQuerySchema,
  type TransferTeamDto,
  transferTeamDtoSchema,
  transferTeamsQuerySchema,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { Caller } from '../../../platform/http/decorators';
import { type Parsed, ParsedQuery } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { SeasonService } from '../../../platform/seasons/season.service';
import { TransfersReadModel } from '../queries/transfers.read-model';

/** `/api/transfers/*`: the transfer market's players and teams views. */
@Controller('transfers')
export class TransfersController {
  constructor(
    @Inject(TransfersReadModel) private readonly transfers: TransfersReadModel,
    @Inject(SeasonService) private readonly seasons: SeasonService,
  ) {}

  @ApiDoc({
    summary:
      'Players by name (Polish collation) and position; free agents (no team) marked and, with FreeAgents=true, alone; the total and page count.',
    answer: transferPlayersPageDtoSchema,
  })
  @Get('players')
  players(
    @ParsedQuery(transferPlayersQuerySchema) q: Parsed<typeof transferPlayersQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<TransferPlayersPageDto> {
    return this.transfers.players(q, caller.userId);
  }

  @ApiDoc({
    summary:
      "The season's teams (of one league), those looking for players first with the positions they need, each with its place in the league table.",
    answer: z.array(transferTeamDtoSchema),
  })
  @Get('teams')
  teams(
    @ParsedQuery(transferTeamsQuerySchema) q: Parsed<typeof transferTeamsQuerySchema>,
  ): Promise<TransferTeamDto[]> {
    return this.transfers.teams(q, this.seasons.currentId());
  }
}

import { Controller, Delete, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type TeamOfferAcceptedDto,
  teamOfferAcceptedDtoSchema,
  type TeamOfferActionRequest,
  teamOfferActionSchema,
  type TeamOfferDto,
  teamOfferDtoSchema,
  type TeamOfferRequest,
  teamOfferSchema,
  type TeamOfferSentDto,
  teamOfferSentDtoSchema,
  teamOffersQuerySchema,
  type TeamRecruitmentRequest,
  teamRecruitmentSchema,
} from '@liga/contracts';
import { z } from 'zod';
import { isAdmin, type Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId } from '../../../platform/http/decorators';
import {
  type Parsed,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
} from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { SeasonService } from '../../../platform/seasons/season.service';
import { AnswerOfferCommand, type OfferAction } from '../commands/answer-offer.handler';
import { MakeOfferCommand } from '../commands/make-offer.handler';
import { SetRecruitmentCommand } from '../commands/set-recruitment.handler';
import { teamErrors } from '../domain/team.errors';
import { OffersReadModel } from '../queries/offers.read-model';
import { eventContext } from './http-input';

const offerIdParam = z.object({ id: teamOfferActionSchema.shape.offerId });

/** `/api/team-offer/*`: a captain offers a free agent a place; the player accepts or declines. */
@Controller('team-offer')
export class TeamOfferController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(OffersReadModel) private readonly offers: OffersReadModel,
    @Inject(SeasonService) private readonly seasons: SeasonService,
  ) {}

  @ApiDoc({
    summary: "The team's captain offers a free agent (a player in no team) a place in the team.",
    answer: z.object({ id: z.string() }),
  })
  @Post()
  make(
    @ParsedBody(teamOfferSchema) { teamId, userId }: TeamOfferRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<{ id: string }> {
    return this.commands.execute(
      new MakeOfferCommand({ actor: caller, teamId, userId }, eventContext(caller, cid)),
    );
  }

  @ApiDoc({ summary: "The caller's open offers.", answer: z.array(teamOfferDtoSchema) })
  @Get('get-offers-for-user')
  forUser(@Caller() caller: Principal): Promise<TeamOfferDto[]> {
    return this.offers.forUser(caller.userId, this.seasons.currentId());
  }

  @ApiDoc({
    summary: "The team's open offers, for its captain (and admins).",
    answer: z.array(teamOfferSentDtoSchema),
  })
  @Get('get-offers-for-team')
  async forTeam(
    @ParsedQuery(teamOffersQuerySchema) { TeamId }: Parsed<typeof teamOffersQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<TeamOfferSentDto[]> {
    const captain = await this.offers.captainOf(TeamId);
    if (!captain) throw teamErrors.teamNotFound();
    if (captain !== caller.userId && !isAdmin(caller)) throw teamErrors.notCaptain();
    return this.offers.forTeam(TeamId);
  }

  @ApiDoc({
    summary:
      'The player accepts an offer: they join the team as an accepted application makes them; a pending application elsewhere is withdrawn.',
    answer: teamOfferAcceptedDtoSchema,
  })
  @HttpCode(200)
  @Post('accept')
  accept(
    @ParsedBody(teamOfferActionSchema) { offerId }: TeamOfferActionRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<TeamOfferAcceptedDto> {
    return this.answer(caller, cid, offerId, 'accept') as Promise<TeamOfferAcceptedDto>;
  }

  @ApiDoc({ summary: 'The player declines an offer.', answer: z.null() })
  @HttpCode(200)
  @Post('decline')
  async decline(
    @ParsedBody(teamOfferActionSchema) { offerId }: TeamOfferActionRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.answer(caller, cid, offerId, 'decline');
    return null;
  }

  @ApiDoc({ summary: 'The captain withdraws an open offer.', answer: z.null() })
  @Delete(':id')
  async withdraw(
    @ParsedParams(offerIdParam) { id }: Parsed<typeof offerIdParam>,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.answer(caller, cid, id, 'withdraw');
    return null;
  }

  private answer(caller: Principal, cid: string, offerId: string, action: OfferAction) {
    return this.commands.execute(
      new AnswerOfferCommand({ actor: caller, offerId, action }, eventContext(caller, cid)),
    );
  }
}

/** `PUT /api/team/recruitment`: 'szukamy zawodników' with the positions needed. */
@Controller('team')
export class TeamRecruitmentController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ApiDoc({
    summary:
      "The captain marks the team as looking for players ('szukamy zawodników'), with positions.",
    answer: z.null(),
  })
  @Put('recruitment')
  recruitment(
    @ParsedBody(teamRecruitmentSchema) body: TeamRecruitmentRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    return this.commands.execute(
      new SetRecruitmentCommand({ actor: caller, ...body }, eventContext(caller, cid)),
    );
  }
}

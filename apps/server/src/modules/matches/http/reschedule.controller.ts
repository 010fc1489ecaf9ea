import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AnswerRescheduleRequest,
  answerRescheduleSchema,
  type ProposeRescheduleRequest,
  proposeRescheduleSchema,
  type RescheduleAnswerDto,
  rescheduleAnswerDtoSchema,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId } from '../../../platform/http/decorators';
import { ParsedBody } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { AnswerRescheduleCommand } from '../commands/answer-reschedule.handler';
import { ProposeRescheduleCommand } from '../commands/propose-reschedule.handler';

const contextOf = (caller: Principal, correlationId: string) => ({
  actorUserId: caller.userId,
  correlationId,
  causationId: null,
});

/**
 * `/api/match/*-reschedule`: rescheduling between captains (league office, issue 16). Who may
 * act is decided on the match stream (the captains of its two teams, the other one to answer).
 */
@Controller('match')
export class RescheduleController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ApiDoc({
    summary:
      'A captain of an accepted match (no report, not started) proposes a new kick-off and/or pitch; one pending proposal per match, expiring at the current kick-off.',
    answer: rescheduleAnswerDtoSchema,
  })
  @HttpCode(200)
  @Post('propose-reschedule')
  propose(
    @ParsedBody(proposeRescheduleSchema) input: ProposeRescheduleRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<RescheduleAnswerDto> {
    return this.commands.execute(
      new ProposeRescheduleCommand(caller, input, contextOf(caller, cid)),
    );
  }

  @ApiDoc({
    summary:
      "The other team's captain accepts a pending proposal: the match and its pitch booking move at once (409 when the slot was taken meanwhile).",
    answer: rescheduleAnswerDtoSchema,
  })
  @HttpCode(200)
  @Post('accept-reschedule')
  accept(
    @ParsedBody(answerRescheduleSchema) input: AnswerRescheduleRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<RescheduleAnswerDto> {
    return this.commands.execute(
      new AnswerRescheduleCommand(caller, { ...input, answer: 'accept' }, contextOf(caller, cid)),
    );
  }

  @ApiDoc({
    summary: "The other team's captain declines a pending proposal: the match stays as it was.",
    answer: rescheduleAnswerDtoSchema,
  })
  @HttpCode(200)
  @Post('decline-reschedule')
  decline(
    @ParsedBody(answerRescheduleSchema) input: AnswerRescheduleRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<RescheduleAnswerDto> {
    return this.commands.execute(
      new AnswerRescheduleCommand(caller, { ...input, answer: 'decline' }, contextOf(caller, cid)),
    );
  }
}

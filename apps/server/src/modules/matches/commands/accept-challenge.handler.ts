import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import {
  ChallengeDecisionCommand,
  type ChallengeDecisionDto,
  decideOnChallenge,
} from './decide-on-challenge';

export class AcceptChallengeCommand extends ChallengeDecisionCommand {
  readonly decision = 'AcceptChallenge';
}

/** `POST /api/match/accept`: the receiver's captain accepts a challenge (its pitch is booked). */
@CommandHandler(AcceptChallengeCommand)
export class AcceptChallengeHandler implements ICommandHandler<AcceptChallengeCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  execute(command: AcceptChallengeCommand): Promise<ChallengeDecisionDto> {
    return decideOnChallenge(this.unitOfWork, command);
  }
}

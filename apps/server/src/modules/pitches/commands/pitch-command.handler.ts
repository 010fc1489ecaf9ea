import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import type { EventContext } from '../../../platform/event-store/event-types';
import { type PitchCommand, pitchDecider, pitchStream } from '../domain/pitch.decider';

/** Add, update or remove a pitch (admin; the controller checks the role). */
export class RunPitchCommand {
  constructor(
    readonly pitchId: string,
    readonly command: PitchCommand,
    readonly context: EventContext,
  ) {}
}

@CommandHandler(RunPitchCommand)
export class PitchCommandHandler implements ICommandHandler<RunPitchCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ pitchId, command, context }: RunPitchCommand): Promise<{ id: string }> {
    await this.unitOfWork.decide(pitchStream(pitchId), pitchDecider, command, context);
    return { id: pitchId };
  }
}

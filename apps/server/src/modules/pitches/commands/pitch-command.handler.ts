import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../platform/event-store/decider';
import { EventStore } from '../../../platform/event-store/event-store';
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
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ pitchId, command, context }: RunPitchCommand): Promise<{ id: string }> {
    await executeOnStream(this.store, pitchStream(pitchId), pitchDecider, command, context);
    return { id: pitchId };
  }
}

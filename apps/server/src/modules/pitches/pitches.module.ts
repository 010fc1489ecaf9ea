import { Module } from '@nestjs/common';
import { PitchCommandHandler } from './commands/pitch-command.handler';
import { PitchesController } from './http/pitches.controller';
import { PitchesReadModel } from './queries/pitches.read-model';

/** Pitches: the admin's list of places to play (stream `pitch-{id}`). */
@Module({
  controllers: [PitchesController],
  providers: [PitchCommandHandler, PitchesReadModel],
  exports: [PitchesReadModel],
})
export class PitchesModule {}

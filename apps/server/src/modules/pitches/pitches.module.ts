import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { pitchErrorResponses } from './http/pitch.error-responses';
import { PitchCommandHandler } from './commands/pitch-command.handler';
import { PitchesController } from './http/pitches.controller';
import { PitchesReadModel } from './queries/pitches.read-model';

/** Pitches: the admin's list of places to play (stream `pitch-{id}`). */
@Module({
  controllers: [PitchesController],
  providers: [PitchCommandHandler, PitchesReadModel],
  exports: [PitchesReadModel],
})
export class PitchesModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(pitchErrorResponses);
  }
}

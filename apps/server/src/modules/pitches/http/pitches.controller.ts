import { Body, Controller, Delete, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createPitchSchema, type PitchDto, updatePitchSchema } from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { parseInput } from '../../../platform/http/parse-input';
import { newId } from '../../../platform/ids/ids';
import { RunPitchCommand } from '../commands/pitch-command.handler';
import type { PitchCommand } from '../domain/pitch.decider';
import { PitchesReadModel } from '../queries/pitches.read-model';

const pitchIdParam = z.object({
  id: z.string().uuid('Nieprawidłowy identyfikator boiska.'),
});

/** `/api/pitch`: the list for everyone logged in; changes for admins (admin tab Boiska). */
@Controller('pitch')
export class PitchesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PitchesReadModel) private readonly pitches: PitchesReadModel,
  ) {}

  @Get('get-pitches')
  list(): Promise<PitchDto[]> {
    return this.pitches.list();
  }

  @Roles('Admin')
  @Post()
  create(@Body() body: unknown, @Caller() caller: Principal, @CorrelationId() cid: string) {
    const input = parseInput(createPitchSchema, body);
    const pitchId = newId();
    return this.run(pitchId, { type: 'AddPitch', pitchId, ...input }, caller, cid);
  }

  @Roles('Admin')
  @Put()
  update(@Body() body: unknown, @Caller() caller: Principal, @CorrelationId() cid: string) {
    const { id, ...input } = parseInput(updatePitchSchema, body);
    return this.run(id, { type: 'UpdatePitch', ...input }, caller, cid);
  }

  @Roles('Admin')
  @Delete(':id')
  remove(@Param() params: unknown, @Caller() caller: Principal, @CorrelationId() cid: string) {
    const { id } = parseInput(pitchIdParam, params);
    return this.run(id, { type: 'RemovePitch' }, caller, cid);
  }

  private run(
    pitchId: string,
    command: PitchCommand,
    caller: Principal,
    correlationId: string,
  ): Promise<{ id: string }> {
    const context = { actorUserId: caller.userId, correlationId, causationId: null };
    return this.commands.execute(new RunPitchCommand(pitchId, command, context));
  }
}

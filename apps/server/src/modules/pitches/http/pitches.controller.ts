import { Controller, Delete, Get, Inject, Post, Put } from '@nestjs/common';
import { UUID_FORMAT } from '@liga/contracts';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CreatePitchRequest,
  createPitchSchema,
  type PitchDto,
  type UpdatePitchRequest,
  updatePitchSchema,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import { type Parsed, ParsedBody, ParsedParams } from '../../../platform/http/input.decorators';
import { newId } from '../../../platform/ids/ids';
import { RunPitchCommand } from '../commands/pitch-command.handler';
import type { PitchCommand } from '../domain/pitch.decider';
import { PitchesReadModel } from '../queries/pitches.read-model';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { pitchDtoSchema } from '@liga/contracts';
import { HTTP_TEXTS } from '../../../platform/http/http.texts';

const pitchIdParam = z.object({
  id: z.string().guid(HTTP_TEXTS.ids.pitch.invalid).meta(UUID_FORMAT),
});

/** `/api/pitch`: the list for everyone logged in; changes for admins (admin tab Boiska). */
@Controller('pitch')
export class PitchesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PitchesReadModel) private readonly pitches: PitchesReadModel,
  ) {}

  @ApiDoc({ answer: z.array(pitchDtoSchema) })
  @Get('get-pitches')
  list(): Promise<PitchDto[]> {
    return this.pitches.list();
  }

  @ApiDoc({ answer: z.object({ id: z.string() }) })
  @Roles('Admin')
  @Post()
  create(
    @ParsedBody(createPitchSchema) input: CreatePitchRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ) {
    const pitchId = newId();
    return this.run(pitchId, { type: 'AddPitch', pitchId, ...input }, caller, cid);
  }

  @ApiDoc({ answer: z.object({ id: z.string() }) })
  @Roles('Admin')
  @Put()
  update(
    @ParsedBody(updatePitchSchema) { id, ...input }: UpdatePitchRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.run(id, { type: 'UpdatePitch', ...input }, caller, cid);
  }

  @ApiDoc({ answer: z.object({ id: z.string() }) })
  @Roles('Admin')
  @Delete(':id')
  remove(
    @ParsedParams(pitchIdParam) { id }: Parsed<typeof pitchIdParam>,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ) {
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

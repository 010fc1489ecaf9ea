import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type EventLogPageDto,
  eventLogPageDtoSchema,
  eventLogQuerySchema,
  type PoisonEventDto,
  poisonEventDtoSchema,
  projectionNameParamSchema,
  type ProjectionsStatusDto,
  projectionsStatusDtoSchema,
  retryPoisonEventSchema,
  skipPoisonEventSchema,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Roles } from '../../../platform/http/decorators';
import {
  type Parsed,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
} from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { OperateProjectionCommand } from '../commands/operate-projection.handler';
import { ProjectionRebuilds } from '../commands/projection-rebuilds';
import { OperationsError } from '../domain/operations.errors';
import { EventLogReadModel } from '../queries/event-log.read-model';
import { ProjectionStatusReader } from '../queries/projection-status';

type Name = Parsed<typeof projectionNameParamSchema>;
const contextOf = (caller: Principal, correlationId: string) => ({
  actorUserId: caller.userId,
  correlationId,
  causationId: null,
});

/** The operations console (admin tab Operacje): projections, poison events, the event log. */
@Controller('admin')
@Roles('Admin')
export class OperationsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ProjectionStatusReader) private readonly status: ProjectionStatusReader,
    @Inject(EventLogReadModel) private readonly log: EventLogReadModel,
    @Inject(ProjectionRebuilds) private readonly rebuilds: ProjectionRebuilds,
  ) {}

  @ApiDoc({
    summary: "Each projection's state, position, lag, events/s, last error and rebuild progress.",
    answer: projectionsStatusDtoSchema,
  })
  @Get('projections')
  projections(): Promise<ProjectionsStatusDto> {
    return this.status.read();
  }

  @ApiDoc({
    summary: 'Lets a paused projection, or one stopped by a poison event, run again (recorded).',
    answer: projectionsStatusDtoSchema,
  })
  @Post('projections/:name/resume')
  @HttpCode(200)
  resume(
    @ParsedParams(projectionNameParamSchema) { name }: Name,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.operate(name, { type: 'ResumeProjection' }, c, cid);
  }

  @ApiDoc({
    summary: 'Pauses a projection: no batch runs until resumed (recorded).',
    answer: projectionsStatusDtoSchema,
  })
  @Post('projections/:name/pause')
  @HttpCode(200)
  pause(
    @ParsedParams(projectionNameParamSchema) { name }: Name,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.operate(name, { type: 'PauseProjection' }, c, cid);
  }

  @ApiDoc({
    summary:
      'Rebuilds a projection from the log into fresh tables and swaps them in (blue/green; recorded).',
    answer: projectionsStatusDtoSchema,
  })
  @Post('projections/:name/rebuild')
  @HttpCode(200)
  rebuild(
    @ParsedParams(projectionNameParamSchema) { name }: Name,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.operate(name, { type: 'RebuildProjection' }, c, cid);
  }

  @ApiDoc({
    summary:
      'Rebuilds every projection in one pass over the log (those already rebuilding are left).',
    answer: projectionsStatusDtoSchema,
  })
  @Post('projections-rebuild-all')
  @HttpCode(200)
  async rebuildAll(@Caller() c: Principal, @CorrelationId() cid: string) {
    const started: string[] = [];
    for (const name of this.rebuilds.names()) {
      try {
        await this.commands.execute(
          new OperateProjectionCommand(
            name,
            { type: 'RebuildProjection' },
            contextOf(c, cid),
            false,
          ),
        );
        started.push(name);
      } catch (error) {
        if (!(error instanceof OperationsError)) throw error;
      }
    }
    void this.rebuilds.startMany(started);
    return this.status.read();
  }

  @ApiDoc({
    summary: 'Applies the poison event again (after its handler was fixed; recorded).',
    answer: projectionsStatusDtoSchema,
  })
  @Post('projections/:name/retry')
  @HttpCode(200)
  retry(
    @ParsedParams(projectionNameParamSchema) { name }: Name,
    @ParsedBody(retryPoisonEventSchema) body: Parsed<typeof retryPoisonEventSchema>,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.operate(
      name,
      { type: 'RetryPoisonEvent', globalPosition: body.globalPosition },
      c,
      cid,
    );
  }

  @ApiDoc({
    summary:
      'Skips the poison event with a reason: the projection goes on after it (recorded, audited).',
    answer: projectionsStatusDtoSchema,
  })
  @Post('projections/:name/skip')
  @HttpCode(200)
  skip(
    @ParsedParams(projectionNameParamSchema) { name }: Name,
    @ParsedBody(skipPoisonEventSchema) body: Parsed<typeof skipPoisonEventSchema>,
    @Caller() c: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.operate(
      name,
      { type: 'SkipPoisonEvent', globalPosition: body.globalPosition, reason: body.reason },
      c,
      cid,
    );
  }

  @ApiDoc({
    summary: 'The events projections stopped on, with their errors (personal data redacted).',
    answer: z.array(poisonEventDtoSchema),
  })
  @Get('poison-events')
  poison(): Promise<PoisonEventDto[]> {
    return this.log.poison();
  }

  @ApiDoc({
    summary:
      'The event log, newest first, by stream, type, time range or correlation id (personal data redacted).',
    answer: eventLogPageDtoSchema,
  })
  @Get('events')
  events(
    @ParsedQuery(eventLogQuerySchema) q: Parsed<typeof eventLogQuerySchema>,
  ): Promise<EventLogPageDto> {
    return this.log.page(q);
  }

  private async operate(
    name: string,
    operation: ConstructorParameters<typeof OperateProjectionCommand>[1],
    caller: Principal,
    cid: string,
  ): Promise<ProjectionsStatusDto> {
    await this.commands.execute(
      new OperateProjectionCommand(name, operation, contextOf(caller, cid)),
    );
    return this.status.read();
  }
}

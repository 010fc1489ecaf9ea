import { Controller, Get, Inject, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { NotFoundError } from '../../platform/http/app-errors';
import { Roles } from '../../platform/http/decorators';
import { type Parsed, ParsedParams } from '../../platform/http/input.decorators';
import { readCheckpoint, resumeProjection } from '../../platform/projections/checkpoints';
import { ProjectionDaemon } from '../../platform/projections/projection-daemon';
import { projectionStatus } from './projection-status';
import { ApiDoc } from '../../platform/http/openapi/api-output.decorator';

/** The answer of the projection status calls (ProjectionStatusRow per projection). */
const projectionsStatusAnswer = z.object({
  head: z.number(),
  projections: z.array(
    z.object({
      name: z.string(),
      status: z.enum(['running', 'stopped']),
      position: z.number(),
      lag: z.number(),
      failures: z.number(),
      lastError: z.string().nullable(),
      failedPosition: z.number().nullable(),
      updatedAt: z.string(),
    }),
  ),
});

const projectionParam = z.object({
  name: z.string().min(1, 'Podaj nazwę projekcji.').max(100, 'Nie ma takiej projekcji.'),
});

/** Operating Liga: the projections' state, for admins. */
@Controller('admin/projections')
@Roles('Admin')
export class OperationsController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ProjectionDaemon) private readonly daemon: ProjectionDaemon | null,
  ) {}

  @ApiDoc({ answer: projectionsStatusAnswer })
  @Get()
  status() {
    return projectionStatus(this.db);
  }

  @ApiDoc({
    summary: 'Lets a projection stopped by a poison event run again (after its handler was fixed).',
    answer: projectionsStatusAnswer,
  })
  @Post(':name/resume')
  async resume(@ParsedParams(projectionParam) { name }: Parsed<typeof projectionParam>) {
    if (!(await readCheckpoint(this.db, name))) {
      throw new NotFoundError('projection.not_found', 'Nie ma takiej projekcji.');
    }
    await resumeProjection(this.db, name);
    this.daemon?.wake();
    return projectionStatus(this.db);
  }
}

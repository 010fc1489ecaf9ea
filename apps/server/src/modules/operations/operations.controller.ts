import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../platform/http/app-errors';
import { Roles } from '../../platform/http/decorators';
import { readCheckpoint, resumeProjection } from '../../platform/projections/checkpoints';
import { ProjectionDaemon } from '../../platform/projections/projection-daemon';
import { projectionStatus } from './projection-status';

/** Operating Liga: the projections' state, for admins. */
@Controller('admin/projections')
@Roles('Admin')
export class OperationsController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ProjectionDaemon) private readonly daemon: ProjectionDaemon | null,
  ) {}

  @Get()
  status() {
    return projectionStatus(this.db);
  }

  /** Lets a projection stopped by a poison event run again (after its handler was fixed). */
  @Post(':name/resume')
  async resume(@Param('name') name: string) {
    if (!(await readCheckpoint(this.db, name))) {
      throw new NotFoundError('projection.not_found', 'Nie ma takiej projekcji.');
    }
    await resumeProjection(this.db, name);
    this.daemon?.wake();
    return projectionStatus(this.db);
  }
}

import { Controller, Get, Inject, Optional } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ServiceUnavailableError } from '../../platform/http/app-errors';
import { Public } from '../../platform/http/decorators';
import { readAllCheckpoints } from '../../platform/projections/checkpoints';
import { REDIS } from '../../platform/platform.module';
import { redisAnswers } from '../../platform/redis/redis-answers';
import { ApiDoc } from '../../platform/http/openapi/api-output.decorator';
import { z } from 'zod';
import { HTTP_TEXTS } from '../../platform/http/http.texts';

const liveAnswer = z.object({ status: z.literal('ok') });
const readyAnswer = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  redis: z.enum(['up', 'disabled']),
  projections: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      lag: z.number(),
      lastError: z.string().nullable(),
    }),
  ),
});

interface ProjectionHealth {
  name: string;
  status: string;
  lag: number;
  lastError: string | null;
}

/** Liveness (`/api/health`) and readiness (`/api/health/ready`: Postgres, Redis, projections). */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Optional() @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  @ApiDoc({ answer: liveAnswer })
  @Public()
  @Get()
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @ApiDoc({ answer: readyAnswer })
  @Public()
  @Get('ready')
  async ready(): Promise<{
    status: 'ok';
    database: 'up';
    redis: 'up' | 'disabled';
    projections: ProjectionHealth[];
  }> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableError('health.database_down', HTTP_TEXTS.health.databaseDown);
    }
    if (this.redis && !(await redisAnswers(this.redis))) {
      throw new ServiceUnavailableError('health.redis_down', HTTP_TEXTS.health.redisDown);
    }
    const [{ head }] = await this.db.query(
      'SELECT coalesce(max(global_position), 0) AS head FROM events',
    );
    const projections = (await readAllCheckpoints(this.db)).map((c) => ({
      name: c.name,
      status: c.status,
      lag: Math.max(0, Number(head) - c.globalPosition),
      lastError: c.lastError,
    }));
    return { status: 'ok', database: 'up', redis: this.redis ? 'up' : 'disabled', projections };
  }
}

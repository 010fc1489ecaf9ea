import { Inject, Injectable } from '@nestjs/common';
import type { ProjectionStatusDto, ProjectionsStatusDto } from '@liga/contracts';
import { DataSource } from 'typeorm';
import type { ProjectionStatus } from '../../../platform/projections/checkpoints';
import { OPERATIONS_ERROR_MESSAGES } from '../http/operations.error-messages';

/** A rebuild that has not reported for this long died with its process: no longer running. */
export const REBUILD_STALE_MS = 120_000;
const RATE_WINDOW_MS = 10_000;

interface Row {
  name: string;
  status: ProjectionStatus;
  global_position: string;
  failures: number;
  last_error: string | null;
  failed_position: string | null;
  updated_at: Date;
  rebuild_applied: string | null;
  rebuild_head: string | null;
  rebuild_started_at: Date | null;
  rebuild_updated_at: Date | null;
  rebuild_finished_at: Date | null;
  rebuild_error: string | null;
  now: Date;
}

/** Is a rebuild under way (started, not finished, reported recently)? */
export const isRebuilding = (
  row: Pick<Row, 'rebuild_started_at' | 'rebuild_finished_at' | 'rebuild_updated_at' | 'now'>,
) =>
  row.rebuild_started_at !== null &&
  row.rebuild_finished_at === null &&
  new Date(row.now).getTime() -
    new Date(row.rebuild_updated_at ?? row.rebuild_started_at).getTime() <
    REBUILD_STALE_MS;

/**
 * Each projection's checkpoint, lag behind the head of the log, rate, last error and the
 * rebuild in progress. The rate comes from this process's own samples of the checkpoints
 * (every read of the status is a sample), so a console that polls sees it move.
 */
@Injectable()
export class ProjectionStatusReader {
  private readonly samples = new Map<string, Array<{ at: number; position: number }>>();

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async read(): Promise<ProjectionsStatusDto> {
    const [{ head }] = await this.db.query<Array<{ head: string }>>(
      'SELECT coalesce(max(global_position), 0)::bigint AS head FROM events',
    );
    const rows = await this.db.query<Row[]>(
      `SELECT name, status, global_position, failures, last_error, failed_position, updated_at,
              rebuild_applied, rebuild_head, rebuild_started_at, rebuild_updated_at,
              rebuild_finished_at, rebuild_error, now() AS now
         FROM projection_checkpoints ORDER BY name`,
    );
    const headPosition = Number(head);
    const now = Date.now();
    return {
      head: headPosition,
      projections: rows.map((row): ProjectionStatusDto => {
        const position = Number(row.global_position);
        const rebuilding = isRebuilding(row);
        return {
          name: row.name,
          status: row.status,
          state: rebuilding ? 'rebuilding' : row.status,
          position,
          lag: Math.max(0, headPosition - position),
          eventsPerSecond: this.rate(row.name, now, position),
          failures: row.failures,
          lastError: row.last_error,
          failedPosition: row.failed_position === null ? null : Number(row.failed_position),
          updatedAt: new Date(row.updated_at).toISOString(),
          rebuild: row.rebuild_started_at
            ? {
                applied: Number(row.rebuild_applied ?? 0),
                head: Number(row.rebuild_head ?? 0),
                startedAt: new Date(row.rebuild_started_at).toISOString(),
                finishedAt: row.rebuild_finished_at
                  ? new Date(row.rebuild_finished_at).toISOString()
                  : null,
                error:
                  row.rebuild_error ??
                  (rebuilding || row.rebuild_finished_at
                    ? null
                    : OPERATIONS_ERROR_MESSAGES.rebuildInterrupted),
              }
            : null,
        };
      }),
    };
  }

  /** Positions passed per second between the oldest sample of the window and now. */
  private rate(name: string, now: number, position: number): number {
    const kept = (this.samples.get(name) ?? []).filter((s) => now - s.at <= RATE_WINDOW_MS);
    kept.push({ at: now, position });
    this.samples.set(name, kept);
    const first = kept[0];
    const seconds = (now - first.at) / 1000;
    return seconds < 0.5
      ? 0
      : Math.max(0, Math.round(((position - first.position) / seconds) * 10) / 10);
  }
}

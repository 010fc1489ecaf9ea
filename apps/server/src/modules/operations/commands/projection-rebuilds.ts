import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../platform/event-store/event-store';
import { UpcasterRegistry } from '../../../platform/event-store/upcasters';
import { Logger } from '../../../platform/logging/logger';
import { type Projection, PROJECTIONS } from '../../../platform/projections/projection';
import { rebuildProjections } from '../../../platform/projections/rebuild';

/** Small batches: the console's bar moves every few hundred events. */
const CONSOLE_BATCH = 500;

/**
 * Runs the console's rebuilds in this process, one after another, blue/green
 * (platform/projections/rebuild.ts: the live tables serve and stay current until the swap).
 * "Rebuild all" is one rebuild of every projection in one pass over the log (each batch read
 * and decoded once, applied to all). Progress goes to each projection's checkpoint row
 * (`rebuild_*`), read by every node.
 */
@Injectable()
export class ProjectionRebuilds {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    @Inject(UpcasterRegistry) private readonly upcasters: UpcasterRegistry,
    @Inject(Logger) private readonly logger: Logger,
  ) {}

  find(name: string): Projection | undefined {
    return this.projections.find((p) => p.name === name);
  }

  names(): string[] {
    return this.projections.map((p) => p.name);
  }

  /** Marks the rebuild started (inside the command's transaction, through `tx`). */
  static markStarted(tx: Queryable, name: string) {
    return tx.query(
      `UPDATE projection_checkpoints
          SET rebuild_applied = 0, rebuild_head = (SELECT coalesce(max(global_position), 0) FROM events),
              rebuild_started_at = now(), rebuild_updated_at = now(), rebuild_finished_at = NULL,
              rebuild_error = NULL
        WHERE name = $1`,
      [name],
    );
  }

  /** Queues the rebuild of `name` after the ones already queued; never throws. */
  start(name: string): Promise<void> {
    return this.startMany([name]);
  }

  /**
   * Queues one rebuild of the named projections (one pass over the log for all of them) after
   * the ones already queued; unknown names are left out; never throws.
   */
  startMany(names: readonly string[]): Promise<void> {
    const projections = this.projections.filter((p) => names.includes(p.name));
    if (projections.length === 0) return this.queue;
    this.queue = this.queue.then(() => this.run(projections));
    return this.queue;
  }

  private async run(projections: Projection[]): Promise<void> {
    const names = projections.map((p) => p.name);
    let writes: Promise<unknown> = Promise.resolve();
    const report = (name: string, applied: number, head: number) => {
      writes = writes.then(() =>
        this.db
          .query(
            `UPDATE projection_checkpoints
                SET rebuild_applied = $2, rebuild_head = greatest($3, $2), rebuild_updated_at = now()
              WHERE name = $1`,
            [name, applied, head],
          )
          .catch(() => undefined),
      );
    };
    try {
      const results = await rebuildProjections(this.db, projections, this.upcasters, {
        batchSize: CONSOLE_BATCH * Math.min(projections.length, 4),
        onProgress: ({ projection, applied, head }) => report(projection, applied, head),
      });
      await writes;
      for (const [index, result] of results.entries()) {
        await this.db.query(
          `UPDATE projection_checkpoints
              SET rebuild_applied = $2, rebuild_head = greatest(rebuild_head, $2),
                  rebuild_finished_at = now(), rebuild_updated_at = now()
            WHERE name = $1`,
          [names[index], result.applied],
        );
        this.logger.info('projection rebuilt from the console', {
          projection: names[index],
          applied: result.applied,
        });
      }
    } catch (error) {
      await writes;
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn('console rebuild failed', { projections: names, error: message });
      await this.db
        .query(
          `UPDATE projection_checkpoints
              SET rebuild_finished_at = now(), rebuild_error = $2
            WHERE name = ANY($1) AND rebuild_finished_at IS NULL`,
          [names, message.slice(0, 2000)],
        )
        .catch(() => undefined);
    }
  }
}

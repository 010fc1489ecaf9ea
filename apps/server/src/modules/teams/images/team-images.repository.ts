import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../platform/event-store/event-store';

/**
 * Team image bytes (re-encoded 256×256 PNG) live in `team_images`, never in events; the
 * team stream records only that the image changed and its version. Written in the
 * transaction of the append, so bytes and facts cannot disagree.
 */
@Injectable()
export class TeamImages {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async save(tx: Queryable, teamId: string, png: Buffer, version: number): Promise<void> {
    await tx.query(
      `INSERT INTO team_images (team_id, png, version, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (team_id) DO UPDATE
         SET png = EXCLUDED.png, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
      [teamId, png, version],
    );
  }

  async remove(tx: Queryable, teamId: string): Promise<void> {
    await tx.query('DELETE FROM team_images WHERE team_id = $1', [teamId]);
  }

  async read(teamId: string): Promise<{ png: Buffer; version: number } | null> {
    const rows: Array<{ png: Buffer; version: number }> = await this.db.query(
      'SELECT png, version FROM team_images WHERE team_id = $1',
      [teamId],
    );
    return rows[0] ?? null;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { PitchDto } from '@liga/contracts';
import { DataSource } from 'typeorm';

interface PitchRow {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

export const toPitchDto = (row: PitchRow): PitchDto => ({
  id: row.id,
  name: row.name,
  position: { latitude: Number(row.latitude), longitude: Number(row.longitude) },
});

/** Reads of the pitches projection. */
@Injectable()
export class PitchesReadModel {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Pitches on offer, by name. */
  async list(): Promise<PitchDto[]> {
    const rows: PitchRow[] = await this.db.query(
      `SELECT id, name, latitude, longitude FROM rm_pitches
        WHERE removed_at IS NULL ORDER BY lower(name), id`,
    );
    return rows.map(toPitchDto);
  }
}

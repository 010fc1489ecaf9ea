import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SeasonService } from '../../../platform/seasons/season.service';

/** The projections every archive answer is read from (its cache moves when one commits). */
export const ARCHIVE_SOURCES = ['archive', 'standings', 'leagues', 'teams', 'users', 'reports'];

/** A season as the archive names it. */
export interface ArchiveSeason {
  id: string;
  key: string;
  name: string;
  start: Date;
  end: Date;
  /** Today's season (or the pinned one). */
  isCurrent: boolean;
  /** Over: it started before today's season. */
  finished: boolean;
}

/** The seasons (leagues projection), oldest first, with which is current and which are over. */
@Injectable()
export class ArchiveSeasons {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(SeasonService) private readonly seasons: SeasonService,
  ) {}

  async all(): Promise<ArchiveSeason[]> {
    const current = this.seasons.current();
    const currentId = this.seasons.currentId();
    const rows: Array<{ id: string; key: string; name: string; start_date: Date; end_date: Date }> =
      await this.db.query(
        'SELECT id, key, name, start_date, end_date FROM rm_seasons ORDER BY start_date',
      );
    return rows.map((r) => ({
      id: r.id,
      key: r.key,
      name: r.name,
      start: new Date(r.start_date),
      end: new Date(r.end_date),
      isCurrent: r.id === currentId,
      finished: new Date(r.start_date).getTime() < current.start.getTime(),
    }));
  }

  async byId(): Promise<Map<string, ArchiveSeason>> {
    return new Map((await this.all()).map((s) => [s.id, s]));
  }
}

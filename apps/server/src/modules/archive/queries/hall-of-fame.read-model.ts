import { Inject, Injectable } from '@nestjs/common';
import type { HallOfFameSeasonDto } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import { StandingsReadModel } from '../../standings/queries/standings.read-model';
import { ARCHIVE_SOURCES, ArchiveSeasons } from './archive-seasons';

/**
 * The hall of fame: the champion of every league of every finished season — first in the
 * league's final table (the same table the table call answers), with at least one match.
 */
@Injectable()
export class HallOfFameReadModel {
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ArchiveSeasons) private readonly seasons: ArchiveSeasons,
    @Inject(StandingsReadModel) private readonly standings: StandingsReadModel,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, ARCHIVE_SOURCES, commits);
  }

  /** Finished seasons, newest first (cached until a source projection commits). */
  hallOfFame(): Promise<HallOfFameSeasonDto[]> {
    return this.cache.get('hall-of-fame', () => this.compute());
  }

  private async compute(): Promise<HallOfFameSeasonDto[]> {
    const finished = (await this.seasons.all()).filter((s) => s.finished).reverse();
    if (finished.length === 0) return [];
    const leagues: Array<{ id: string; season_id: string; name: string }> = await this.db.query(
      `SELECT id, season_id, name FROM rm_leagues WHERE season_id = ANY($1::uuid[])
        ORDER BY sort_number, sort_letter, name`,
      [finished.map((s) => s.id)],
    );
    const tables = await this.standings.tables(leagues.map((l) => l.id));
    return finished.map((season) => ({
      seasonId: season.id,
      seasonName: season.name,
      startDate: season.start.toISOString(),
      champions: leagues
        .filter((l) => l.season_id === season.id)
        .flatMap((league) => {
          const first = tables.get(league.id)?.[0];
          if (!first || first.matchesPlayed === 0) return [];
          return [
            {
              leagueId: league.id,
              leagueName: league.name,
              team: { id: first.id, name: first.name },
              points: first.points,
              wins: first.wins,
              draws: first.draws,
              losses: first.losses,
              goalsScored: first.goalsScored,
              goalsConceded: first.goalsConceded,
            },
          ];
        }),
    }));
  }
}

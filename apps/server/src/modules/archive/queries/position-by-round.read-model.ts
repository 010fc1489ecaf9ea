import { Inject, Injectable } from '@nestjs/common';
import { type FormResult, type PositionByRoundDto, warsawDayOf } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import { positionTable, StandingsReadModel } from '../../standings/queries/standings.read-model';
import { ARCHIVE_SOURCES } from './archive-seasons';
import { positionsByRound, seasonRounds } from './rounds';

interface LeagueRow {
  name: string;
  season_id: string;
  start_date: Date;
  end_date: Date;
}

interface ResultRow {
  team_id: string;
  played_at: Date;
  result: FormResult;
  points: number;
  scored: number;
  conceded: number;
}

/**
 * The place of each team of a league after every round (week) of its season: the live table's
 * teams and counted results (the archive projection's rows that were not deleted), ordered by
 * the table-ordering function round after round. After the last round it is the live table.
 */
@Injectable()
export class PositionByRoundReadModel {
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(StandingsReadModel) private readonly standings: StandingsReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, ARCHIVE_SOURCES, commits);
  }

  /** Every team's line (null: no such league); cached until a source projection commits. */
  league(leagueId: string): Promise<PositionByRoundDto | null> {
    const today = warsawDayOf(this.clock.now());
    return this.cache.get(`positions:${leagueId}:${today}`, () => this.compute(leagueId, today));
  }

  private async compute(leagueId: string, today: string): Promise<PositionByRoundDto | null> {
    const leagues: LeagueRow[] = await this.db.query(
      `SELECT l.name, l.season_id, s.start_date, s.end_date
         FROM rm_leagues l JOIN rm_seasons s ON s.id = l.season_id WHERE l.id = $1`,
      [leagueId],
    );
    const league = leagues[0];
    if (!league) return null;
    const table = (await this.standings.leagueTable(leagueId, null, 'position')) ?? [];
    const results: ResultRow[] = await this.db.query(
      `SELECT team_id, played_at, result, points, scored, conceded FROM rm_archive_results
        WHERE league_id = $1 AND removed_at IS NULL AND NOT cup`,
      [leagueId],
    );
    const rounds = seasonRounds(
      warsawDayOf(new Date(league.start_date)),
      warsawDayOf(new Date(league.end_date)),
      today,
    );
    const positions = positionsByRound(
      rounds,
      table,
      results.map((r) => ({
        teamId: r.team_id,
        day: warsawDayOf(new Date(r.played_at)),
        result: r.result,
        points: r.points,
        scored: r.scored,
        conceded: r.conceded,
      })),
      positionTable,
    );
    return {
      leagueId,
      leagueName: league.name,
      seasonId: league.season_id,
      teamsCount: table.length,
      rounds,
      teams: table.map((t) => ({
        id: t.id,
        name: t.name,
        shortName: t.shortName,
        positions: positions.get(t.id) ?? [],
      })),
    };
  }
}

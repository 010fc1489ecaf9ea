import { Inject, Injectable } from '@nestjs/common';
import type {
  MatchRecordDto,
  PlayerMatchRecordDto,
  PlayerRecordDto,
  RecordsDto,
  RunRecordDto,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import { ARCHIVE_SOURCES } from './archive-seasons';
import {
  BEST_KEEPERS,
  BIGGEST_WINS,
  HIGHEST_SCORING,
  LONGEST_RUNS,
  MOST_APPEARANCES,
  MOST_GOALS_IN_MATCH,
  MOST_MVP,
  TOP_SCORERS,
} from './records.sql';
import { keeperAverage } from './team-history.read-model';

type Row = Record<string, unknown>;
const iso = (v: unknown) => new Date(v as string).toISOString();
const str = (v: unknown) => String(v);
const num = (v: unknown) => Number(v);

/** The all-time records (Rekordy), every list from an index of the archive projection. */
@Injectable()
export class RecordsReadModel {
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, ARCHIVE_SOURCES, commits);
  }

  /** Cached until a source projection commits; the answer is shared (do not change it). */
  records(limit: number, minKeeperMatches: number): Promise<RecordsDto> {
    return this.cache.get(`records:${limit}:${minKeeperMatches}`, () =>
      this.compute(limit, minKeeperMatches),
    );
  }

  private async compute(limit: number, minKeeperMatches: number): Promise<RecordsDto> {
    const q = (sql: string, params: unknown[] = [limit]) =>
      this.db.query(sql, params) as Promise<Row[]>;
    const [scorers, mvps, appearances, keepers, wins, scoring, inMatch, winRuns, unbeaten] =
      await Promise.all([
        q(TOP_SCORERS),
        q(MOST_MVP),
        q(MOST_APPEARANCES),
        q(BEST_KEEPERS, [limit, minKeeperMatches]),
        q(BIGGEST_WINS),
        q(HIGHEST_SCORING),
        q(MOST_GOALS_IN_MATCH),
        q(LONGEST_RUNS, [limit, 'W']),
        q(LONGEST_RUNS, [limit, 'U']),
      ]);
    return {
      topScorers: scorers.map(playerRecord),
      mostMvpPoints: mvps.map(playerRecord),
      mostAppearances: appearances.map(playerRecord),
      bestKeepers: {
        minMatches: minKeeperMatches,
        rows: keepers.map((r, i) => ({
          ...playerRecord(r, i),
          value: keeperAverage(num(r.value))!,
        })),
      },
      biggestWins: wins.map(matchRecord),
      highestScoringMatches: scoring.map(matchRecord),
      mostGoalsInMatch: inMatch.map(playerMatchRecord),
      longestWinningRuns: winRuns.map(runRecord),
      longestUnbeatenRuns: unbeaten.map(runRecord),
    };
  }
}

function playerRecord(r: Row, i: number): PlayerRecordDto {
  return {
    position: i + 1,
    userId: str(r.user_id),
    firstName: str(r.first_name),
    lastName: str(r.last_name),
    team: r.team_id ? { id: str(r.team_id), name: str(r.team_name) } : null,
    value: num(r.value),
    matches: num(r.matches),
  };
}

function matchRecord(r: Row, i: number): MatchRecordDto {
  return {
    position: i + 1,
    matchId: str(r.match_id),
    seasonId: str(r.season_id),
    seasonName: str(r.season_name ?? ''),
    leagueId: r.league_id ? str(r.league_id) : null,
    leagueName: r.league_name ? str(r.league_name) : null,
    playedAt: iso(r.played_at),
    teamA: { id: str(r.team_a_id), name: str(r.team_a_name) },
    teamB: { id: str(r.team_b_id), name: str(r.team_b_name) },
    goalsA: num(r.goals_a),
    goalsB: num(r.goals_b),
  };
}

function playerMatchRecord(r: Row, i: number): PlayerMatchRecordDto {
  return {
    position: i + 1,
    userId: str(r.user_id),
    firstName: str(r.first_name),
    lastName: str(r.last_name),
    team: { id: str(r.team_id), name: str(r.team_name) },
    opponent: { id: str(r.opponent_id), name: str(r.opponent_name) },
    goals: num(r.goals),
    matchId: str(r.match_id),
    playedAt: iso(r.played_at),
    seasonName: str(r.season_name ?? ''),
  };
}

function runRecord(r: Row, i: number): RunRecordDto {
  return {
    position: i + 1,
    team: { id: str(r.team_id), name: str(r.team_name) },
    length: num(r.length),
    from: iso(r.run_from),
    to: iso(r.run_to),
    ongoing: r.ongoing === true,
  };
}

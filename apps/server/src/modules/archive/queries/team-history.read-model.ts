import { Inject, Injectable } from '@nestjs/common';
import type { SeasonSquadPlayerDto, TeamSeasonDto } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import { StandingsReadModel } from '../../standings/queries/standings.read-model';
import { ARCHIVE_SOURCES, type ArchiveSeason, ArchiveSeasons } from './archive-seasons';
import { honoursOf } from './honours';

/** A team's league in a season: its current link there, else its last one. */
interface SeasonLink {
  season_id: string;
  league_id: string;
  league_name: string;
}

interface StandingRow {
  league_id: string;
  points: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  scored: number;
  conceded: number;
}

const ZERO = { points: 0, played: 0, wins: 0, draws: 0, losses: 0, scored: 0, conceded: 0 };

/** A keeper average with two decimals (null without a rated match). */
export const keeperAverage = (average: number | null) =>
  average === null ? null : Math.round(average * 100) / 100;

/** The team page's past: its seasons (league, place, record, honours) and who played each. */
@Injectable()
export class TeamHistoryReadModel {
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ArchiveSeasons) private readonly seasons: ArchiveSeasons,
    @Inject(StandingsReadModel) private readonly standings: StandingsReadModel,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, ARCHIVE_SOURCES, commits);
  }

  async teamExists(teamId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM rm_teams WHERE id = $1', [teamId]);
    return rows.length > 0;
  }

  /** Season by season, newest first (cached until a source projection commits). */
  history(teamId: string): Promise<TeamSeasonDto[]> {
    return this.cache.get(`history:${teamId}`, () => this.compute(teamId));
  }

  private async compute(teamId: string): Promise<TeamSeasonDto[]> {
    const links: SeasonLink[] = await this.db.query(
      `SELECT DISTINCT ON (lt.season_id) lt.season_id, lt.league_id, l.name AS league_name
         FROM rm_league_teams lt JOIN rm_leagues l ON l.id = lt.league_id
        WHERE lt.team_id = $1
        ORDER BY lt.season_id, (lt.ended_at IS NULL) DESC, lt.started_at DESC`,
      [teamId],
    );
    if (links.length === 0) return [];
    const standings: StandingRow[] = await this.db.query(
      `SELECT league_id, points, played, wins, draws, losses, scored, conceded
         FROM rm_standings WHERE team_id = $1`,
      [teamId],
    );
    const seasons = await this.seasons.all();
    const tables = await this.standings.tables(links.map((l) => l.league_id));
    const bySeason = new Map(links.map((l) => [l.season_id, l]));
    const played = seasons.filter((s) => bySeason.has(s.id));
    return played
      .map((season) => {
        const link = bySeason.get(season.id)!;
        const next = nextSeasonOf(seasons, season);
        const nextLink = next ? bySeason.get(next.id) : undefined;
        const table = tables.get(link.league_id) ?? [];
        const position = table.find((r) => r.id === teamId)?.position ?? null;
        const s = standings.find((r) => r.league_id === link.league_id) ?? ZERO;
        return {
          seasonId: season.id,
          seasonName: season.name,
          isCurrent: season.isCurrent,
          leagueId: link.league_id,
          leagueName: link.league_name,
          position,
          teamsCount: table.length,
          points: s.points,
          matchesPlayed: s.played,
          wins: s.wins,
          draws: s.draws,
          losses: s.losses,
          goalsScored: s.scored,
          goalsConceded: s.conceded,
          honours: honoursOf({
            finished: season.finished,
            position,
            matchesPlayed: s.played,
            leagueName: link.league_name,
            nextLeagueName: nextLink?.league_name ?? null,
          }),
        };
      })
      .reverse();
  }

  /** Who played for the team in a season (present in a verified match), most matches first. */
  playersOfSeason(teamId: string, seasonId: string): Promise<SeasonSquadPlayerDto[]> {
    return this.cache.get(`squad:${teamId}:${seasonId}`, async () => {
      const rows: Array<{
        id: string;
        first_name: string;
        last_name: string;
        matches: number;
        goals: number;
        mvp_points: number;
        keeper_matches: number;
        keeper_rate: number | null;
      }> = await this.db.query(
        `SELECT p.user_id AS id, coalesce(u.first_name, '') AS first_name,
                coalesce(u.last_name, '') AS last_name, count(*)::int AS matches,
                sum(p.goals)::int AS goals, sum(p.mvp)::int AS mvp_points,
                count(p.keeper_rate)::int AS keeper_matches,
                avg(p.keeper_rate)::float AS keeper_rate
           FROM rm_archive_player_results p
           LEFT JOIN rm_users u ON u.id = p.user_id
          WHERE p.team_id = $1 AND p.season_id = $2 AND NOT coalesce(u.erased, false)
          GROUP BY p.user_id, u.first_name, u.last_name
          ORDER BY matches DESC, goals DESC, lower(coalesce(u.last_name, '')),
                   lower(coalesce(u.first_name, '')), p.user_id`,
        [teamId, seasonId],
      );
      return rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        matches: r.matches,
        goals: r.goals,
        mvpPoints: r.mvp_points,
        keeperMatches: r.keeper_matches,
        keeperRate: keeperAverage(r.keeper_rate),
      }));
    });
  }
}

/** The season right after `season` among the league's seasons (oldest first). */
function nextSeasonOf(seasons: ArchiveSeason[], season: ArchiveSeason): ArchiveSeason | null {
  const index = seasons.findIndex((s) => s.id === season.id);
  return index >= 0 ? (seasons[index + 1] ?? null) : null;
}

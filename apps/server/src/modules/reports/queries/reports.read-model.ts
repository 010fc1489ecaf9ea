import { Inject, Injectable } from '@nestjs/common';
import {
  type MatchReportDto,
  type MatchReportSummaryDto,
  REPORT_STATUS,
  type ReportPersonDto,
  type ReportTeamDto,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import type { TeamSheet } from '../../matches/domain/match.events';
import { matchOf, REPORT_SELECT, type ReportRow, toSummary } from './report-rows';

const ORDER = 'ORDER BY r.match_date DESC, r.id';

/** Reads of the reports projection (joined with leagues, matches, pitches and users). */
@Injectable()
export class ReportsReadModel {
  /** The matches page's reads (by date, league existence), kept until a source commits again. */
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, ['leagues', 'matches', 'pitches', 'reports'], commits);
  }

  /**
   * Reports of matches played in [start, end] in a league (or every league): verified ones for
   * everybody, every open one too for admins (`withOpen`).
   */
  byDate(
    start: Date,
    end: Date,
    leagueId: string | null,
    withOpen: boolean,
  ): Promise<MatchReportSummaryDto[]> {
    const key = `by-date:${start.toISOString()}:${end.toISOString()}:${leagueId}:${withOpen}`;
    return this.cache.get(key, () => this.readByDate(start, end, leagueId, withOpen));
  }

  private async readByDate(
    start: Date,
    end: Date,
    leagueId: string | null,
    withOpen: boolean,
  ): Promise<MatchReportSummaryDto[]> {
    const rows: ReportRow[] = await this.db.query(
      `${REPORT_SELECT}
        WHERE r.match_date >= $1 AND r.match_date <= $2
          AND ($3::uuid IS NULL OR r.home_league_id = $3 OR r.enemy_league_id = $3
               OR r.league_id = $3)
          AND ($4 OR r.status = ${REPORT_STATUS.verified})
        ${ORDER} LIMIT 2000`,
      [start.toISOString(), end.toISOString(), leagueId, withOpen],
    );
    return rows.map(toSummary);
  }

  /** Reports waiting for this team's captain to accept or reject them (status 1). */
  async toAccept(teamId: string): Promise<MatchReportSummaryDto[]> {
    const rows: ReportRow[] = await this.db.query(
      `${REPORT_SELECT} WHERE r.enemy_team_id = $1 AND r.status = $2 ${ORDER}`,
      [teamId, REPORT_STATUS.waitingForReceiver],
    );
    return rows.map(toSummary);
  }

  /** A team's verified results, newest first. */
  async byTeam(
    teamId: string,
    pageSize: number,
    page: number,
    seasonId: string | null = null,
  ): Promise<MatchReportSummaryDto[]> {
    const rows: ReportRow[] = await this.db.query(
      `${REPORT_SELECT}
        WHERE (r.home_team_id = $1 OR r.enemy_team_id = $1) AND r.status = $2
          AND ($5::uuid IS NULL OR r.season_id = $5::uuid)
        ${ORDER} LIMIT $3 OFFSET $4`,
      [teamId, REPORT_STATUS.verified, pageSize, page * pageSize, seasonId],
    );
    return rows.map(toSummary);
  }

  async row(where: 'id' | 'match_id', id: string): Promise<ReportRow | null> {
    const rows: ReportRow[] = await this.db.query(`${REPORT_SELECT} WHERE r.${where} = $1`, [id]);
    return rows[0] ?? null;
  }

  /** True when the user captains one of the teams. */
  async captainsAny(userId: string, teamIds: string[]): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      'SELECT 1 FROM rm_teams WHERE id = ANY($1::uuid[]) AND captain_id = $2 LIMIT 1',
      [teamIds, userId],
    );
    return rows.length > 0;
  }

  /** Does the user play in (or captain) one of the teams? */
  async membersAny(userId: string, teamIds: string[]): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM rm_team_members WHERE team_id = ANY($1::uuid[]) AND user_id = $2
       UNION ALL SELECT 1 FROM rm_teams WHERE id = ANY($1::uuid[]) AND captain_id = $2 LIMIT 1`,
      [teamIds, userId],
    );
    return rows.length > 0;
  }

  async matchExists(matchId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM rm_matches WHERE id = $1', [
      matchId,
    ]);
    return rows.length > 0;
  }

  leagueExists(leagueId: string): Promise<boolean> {
    return this.cache.get(`league:${leagueId}`, async () => {
      const rows: unknown[] = await this.db.query('SELECT 1 FROM rm_leagues WHERE id = $1', [
        leagueId,
      ]);
      return rows.length > 0;
    });
  }

  /** One report in full: both sheets with the players' names. */
  async detail(row: ReportRow): Promise<MatchReportDto> {
    const names = await this.people(row.teams);
    const summary = toSummary(row);
    const team = (i: 0 | 1): ReportTeamDto => {
      const sheet = row.teams[i];
      const person = (id: string) => names.get(id) ?? { id, firstName: '', lastName: '' };
      return {
        ...summary.teams[i],
        goals: sheet.goals.map((g) => {
          const who = g.userId ? person(g.userId) : null;
          return {
            userId: g.userId,
            firstName: who?.firstName ?? null,
            lastName: who?.lastName ?? null,
            isSuicide: g.isSuicide,
          };
        }),
        attendances: sheet.attendances.map(person),
        rating: sheet.mvp.map((r) => ({ user: person(r.userId), rate: r.rate })),
        goalKeeperRates: sheet.keepers.map((r) => ({ user: person(r.userId), rate: r.rate })),
      };
    };
    return {
      id: row.id,
      status: summary.status,
      match: matchOf(row),
      league: summary.league,
      seasonId: row.season_id,
      teams: [team(0), team(1)],
      walkoverType: row.walkover_type,
      isWalkover: summary.isWalkover,
      homeGoals: row.home_goals,
      enemyGoals: row.enemy_goals,
      submittedByTeamId: row.submitted_by_team_id,
      adminInsert: row.admin_insert,
      walkoverWarning: summary.walkoverWarning,
      createdAt: row.created_at.toISOString(),
      acceptedAt: row.accepted_at?.toISOString() ?? null,
      verifiedAt: row.verified_at?.toISOString() ?? null,
    };
  }

  private async people(sheets: TeamSheet[]): Promise<Map<string, ReportPersonDto>> {
    const ids = new Set<string>();
    for (const s of sheets) {
      s.attendances.forEach((id) => ids.add(id));
      s.goals.forEach((g) => g.userId && ids.add(g.userId));
    }
    if (ids.size === 0) return new Map();
    const rows: Array<{ id: string; first_name: string; last_name: string }> = await this.db.query(
      'SELECT id, first_name, last_name FROM rm_users WHERE id = ANY($1::uuid[])',
      [[...ids]],
    );
    return new Map(
      rows.map((r) => [r.id, { id: r.id, firstName: r.first_name, lastName: r.last_name }]),
    );
  }
}

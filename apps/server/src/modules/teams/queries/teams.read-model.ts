import { Inject, Injectable } from '@nestjs/common';
import type {
  LeagueTeamsDto,
  TeamCardDto,
  TeamDto,
  TeamLeagueDto,
  TeamWithoutLeagueDto,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import { SeasonService } from '../../../platform/seasons/season.service';
import {
  CARD_COLUMNS,
  CARD_FROM,
  type CardRow,
  captainOf,
  imageOf,
  MEMBER_COLUMNS,
  type MemberRow,
  toCard,
  toMember,
} from './team-rows';

/** Reads of the teams projection, joined with `rm_users` (names) and `rm_leagues`. */
@Injectable()
export class TeamsReadModel {
  /** `get-team-by-id` (the team page), until the teams, users or leagues projection moves. */
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(SeasonService) private readonly seasons: SeasonService,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, ['leagues', 'teams', 'users'], commits);
  }

  private cards(where: string, params: unknown[]): Promise<CardRow[]> {
    return this.db.query(
      `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE ${where} ORDER BY lower(t.name), t.id`,
      [this.seasons.currentId(), ...params],
    );
  }

  /** `get-team-by-id`: the team, its squad (captain first) and its current league links. */
  /** One team with its members and league; the answer is shared: callers must not change it. */
  team(teamId: string): Promise<TeamDto | null> {
    return this.cache.get(`team:${teamId}:${this.seasons.currentId()}`, async () => {
      const [team] = await this.teams('t.id = $2', [teamId]);
      return team ?? null;
    });
  }

  /** `get-teams-by-user-id`: the teams the player is in now (at most one by league rule). */
  async teamsOfUser(userId: string): Promise<TeamDto[]> {
    return this.teams('t.id IN (SELECT team_id FROM rm_team_members WHERE user_id = $2)', [userId]);
  }

  private async teams(where: string, params: unknown[]): Promise<TeamDto[]> {
    const rows = await this.cards(where, params);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const members: MemberRow[] = await this.db.query(
      `SELECT ${MEMBER_COLUMNS} FROM rm_team_members m LEFT JOIN rm_users u ON u.id = m.user_id
        WHERE m.team_id = ANY($1::uuid[])
        ORDER BY m.member_type DESC, u.last_name COLLATE "pl-x-icu", u.first_name COLLATE "pl-x-icu",
                 m.user_team_id`,
      [ids],
    );
    const links: Array<TeamLeagueDto & { teamId: string }> = await this.db.query(
      `SELECT lt.id, lt.season_id AS "seasonId", lt.league_id AS "leagueId",
              coalesce(l.name, '') AS name, lt.team_id AS "teamId"
         FROM rm_league_teams lt LEFT JOIN rm_leagues l ON l.id = lt.league_id
        WHERE lt.team_id = ANY($1::uuid[]) AND lt.ended_at IS NULL
        ORDER BY lt.started_at DESC`,
      [ids],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      shortName: row.short_name,
      users: members.filter((m) => m.team_id === row.id).map(toMember),
      capitan: captainOf(row),
      leagues: links
        .filter((l) => l.teamId === row.id)
        .map(({ id, seasonId, leagueId, name }) => ({ id, seasonId, leagueId, name })),
      ...imageOf(row),
      membersCount: row.members_count,
      requestedLeagueId: row.requested_league_id,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /**
   * Teams page, transfers, admin Drużyny: the league's teams now (all teams without a league).
   * A league of a past season lists the teams it had (the season picker). The answer is shared
   * by every caller until a source projection commits: callers must not mutate it.
   */
  cardsOfLeague(leagueId: string | null): Promise<TeamCardDto[]> {
    // cached until the leagues, teams or users projection commits (and per current season)
    return this.cache.get(`cards:${leagueId ?? '*'}:${this.seasons.currentId()}`, async () => {
      if (!leagueId) return (await this.cards('true', [])).map(toCard);
      const [league]: Array<{ season_id: string }> = await this.db.query(
        'SELECT season_id FROM rm_leagues WHERE id = $1',
        [leagueId],
      );
      return this.leagueCards(league?.season_id ?? this.seasons.currentId(), leagueId);
    });
  }

  /** The teams a league of `seasonId` has. */
  private async leagueCards(seasonId: string, leagueId: string): Promise<TeamCardDto[]> {
    const rows: CardRow[] = await this.db.query(
      `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE lt.league_id = $2 ORDER BY lower(t.name), t.id`,
      [seasonId, leagueId],
    );
    return rows.map(toCard);
  }

  /** `get-league-team-by-id`: a league with its current teams; null for an unknown league. */
  async leagueTeams(leagueId: string): Promise<LeagueTeamsDto | null> {
    const leagues: Array<{ id: string; name: string; season_id: string }> = await this.db.query(
      'SELECT id, name, season_id FROM rm_leagues WHERE id = $1',
      [leagueId],
    );
    const league = leagues[0];
    if (!league) return null;
    return {
      id: league.id,
      name: league.name,
      seasonId: league.season_id,
      teams: await this.leagueCards(league.season_id, leagueId),
    };
  }

  /** Admin Nowe drużyny: teams with no league this season, oldest first, with their request. */
  async withoutLeague(): Promise<TeamWithoutLeagueDto[]> {
    const rows: Array<CardRow & { requested_league_name: string | null }> = await this.db.query(
      `SELECT ${CARD_COLUMNS}, rl.name AS requested_league_name
         FROM ${CARD_FROM} LEFT JOIN rm_leagues rl ON rl.id = t.requested_league_id
        WHERE lt.id IS NULL
        ORDER BY t.created_at, t.id`,
      [this.seasons.currentId()],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      shortName: row.short_name,
      capitan: captainOf(row),
      membersCount: row.members_count,
      ...imageOf(row),
      requestedLeagueId: row.requested_league_name ? row.requested_league_id : null,
      requestedLeagueName: row.requested_league_name,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /** Short name (for the placeholder image), or null for an unknown team. */
  async shortName(teamId: string): Promise<string | null> {
    const rows: Array<{ short_name: string }> = await this.db.query(
      'SELECT short_name FROM rm_teams WHERE id = $1',
      [teamId],
    );
    return rows[0]?.short_name ?? null;
  }

  async captainId(teamId: string): Promise<string | null> {
    const rows: Array<{ captain_id: string }> = await this.db.query(
      'SELECT captain_id FROM rm_teams WHERE id = $1',
      [teamId],
    );
    return rows[0]?.captain_id ?? null;
  }
}

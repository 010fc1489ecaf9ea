import { Inject, Injectable } from '@nestjs/common';
import type {
  CupDto,
  CupEntryDto,
  CupListItemDto,
  CupPlayerRankDto,
  CupRankingsDto,
  CupStatus,
  CupTeamDto,
  CupTieDto,
  TieDecidedBy,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';

interface TeamRow {
  id: string;
  name: string | null;
  short_name: string | null;
  league_name: string | null;
}

interface TieRow {
  id: string;
  round: number;
  round_name: string;
  deadline: Date;
  team_a: string | null;
  team_b: string | null;
  source_a: string | null;
  source_b: string | null;
  next_tie_id: string | null;
  next_slot: 'A' | 'B' | null;
  match_id: string | null;
  match_date: Date | null;
  match_status: number | null;
  report_status: number | null;
  pitch_name: string | null;
  score_a: number | null;
  score_b: number | null;
  penalties_a: number | null;
  penalties_b: number | null;
  winner_team_id: string | null;
  decided_by: TieDecidedBy | null;
  reason: string | null;
  both_out: boolean;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const RANK_LIMIT = 20;

/**
 * The cups (rm_cups, rm_cup_entries, rm_cup_ties, rm_cup_player_results of the cup
 * projection), with team names from rm_match_teams (kept for deleted teams), league names from
 * rm_leagues, pitch names from rm_pitches and player names from rm_users. A cup's answer is
 * cached until one of those projections commits: a push to a thousand watchers costs one query.
 */
@Injectable()
export class CupReadModel {
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, ['cups', 'matches', 'leagues', 'pitches', 'users'], commits);
  }

  bySeason(seasonId: string): Promise<CupListItemDto[]> {
    return this.cache.get(`season:${seasonId}`, async () => {
      const rows: Array<{
        id: string;
        name: string;
        status: CupStatus;
        champion_team_id: string | null;
      }> = await this.db.query(
        `SELECT id, name, status, champion_team_id FROM rm_cups
            WHERE season_id = $1 ORDER BY created_at DESC, id`,
        [seasonId],
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        status: r.status,
        championTeamId: r.champion_team_id,
      }));
    });
  }

  /** A cup with its bracket, or null. */
  cup(cupId: string): Promise<CupDto | null> {
    return this.cache.get(`cup:${cupId}`, () => this.load(cupId));
  }

  rankings(cupId: string): Promise<CupRankingsDto> {
    return this.cache.get(`rankings:${cupId}`, async () => {
      const rank = async (column: 'goals' | 'mvp'): Promise<CupPlayerRankDto[]> => {
        const rows: Array<Record<string, string | number>> = await this.db.query(
          `SELECT r.user_id, u.first_name, u.last_name, r.team_id, t.name AS team_name,
                  sum(r.${column})::int AS value, count(*)::int AS matches
             FROM rm_cup_player_results r
             LEFT JOIN rm_users u ON u.id = r.user_id
             LEFT JOIN rm_match_teams t ON t.id = r.team_id
            WHERE r.cup_id = $1 AND NOT coalesce(u.erased, false)
            GROUP BY r.user_id, u.first_name, u.last_name, r.team_id, t.name
           HAVING sum(r.${column}) > 0
            ORDER BY value DESC, matches ASC, lower(coalesce(u.last_name, '')), r.user_id
            LIMIT ${RANK_LIMIT}`,
          [cupId],
        );
        return rows.map((r) => ({
          userId: String(r.user_id),
          firstName: String(r.first_name ?? ''),
          lastName: String(r.last_name ?? ''),
          teamId: String(r.team_id),
          teamName: String(r.team_name ?? ''),
          value: Number(r.value),
          matches: Number(r.matches),
        }));
      };
      return { scorers: await rank('goals'), mvps: await rank('mvp') };
    });
  }

  private async load(cupId: string): Promise<CupDto | null> {
    const [cup] = await this.db.query(`SELECT * FROM rm_cups WHERE id = $1`, [cupId]);
    if (!cup) return null;
    const teamRows: TeamRow[] = await this.db.query(
      `SELECT t.id, t.name, t.short_name, l.name AS league_name
         FROM rm_match_teams t
         LEFT JOIN rm_cup_entries e ON e.team_id = t.id AND e.cup_id = $1
         LEFT JOIN rm_leagues l ON l.id = e.league_id
        WHERE t.id IN (SELECT team_id FROM rm_cup_entries WHERE cup_id = $1
                       UNION SELECT team_a FROM rm_cup_ties WHERE cup_id = $1 AND team_a IS NOT NULL
                       UNION SELECT team_b FROM rm_cup_ties WHERE cup_id = $1 AND team_b IS NOT NULL)`,
      [cupId],
    );
    const teams = new Map<string, CupTeamDto>(
      teamRows.map((t) => [
        t.id,
        { id: t.id, name: t.name ?? '—', shortName: t.short_name ?? '', leagueName: t.league_name },
      ]),
    );
    const team = (id: string | null): CupTeamDto | null =>
      id ? (teams.get(id) ?? { id, name: '—', shortName: '', leagueName: null }) : null;
    const entryRows: Array<{
      team_id: string;
      tier: number;
      reason: string | null;
      by_admin: boolean;
      entered_at: Date;
    }> = await this.db.query(
      `SELECT team_id, tier, reason, by_admin, entered_at FROM rm_cup_entries
        WHERE cup_id = $1 ORDER BY tier, entered_at, team_id`,
      [cupId],
    );
    const entries: CupEntryDto[] = entryRows.map((e) => ({
      team: team(e.team_id)!,
      tier: e.tier,
      reason: e.reason,
      byAdmin: e.by_admin,
      enteredAt: iso(e.entered_at)!,
    }));
    const tieRows: TieRow[] = await this.db.query(
      `SELECT t.*, p.name AS pitch_name FROM rm_cup_ties t
         LEFT JOIN rm_pitches p ON p.id = t.pitch_id
        WHERE t.cup_id = $1 ORDER BY t.round, t.position`,
      [cupId],
    );
    const rounds = new Map<number, CupDto['rounds'][number]>();
    for (const t of tieRows) {
      const round = rounds.get(t.round) ?? {
        number: t.round,
        name: t.round_name,
        deadline: iso(t.deadline)!,
        ties: [],
      };
      rounds.set(t.round, round);
      round.ties.push(tieDto(t, team));
    }
    const leagues = (cup.leagues as Array<{ leagueId: string; name: string }>).map((l) => ({
      id: l.leagueId,
      name: l.name,
    }));
    return {
      id: cup.id,
      name: cup.name,
      status: cup.status,
      seasonId: cup.season_id,
      drawSeed: cup.draw_seed,
      drawMethod: cup.draw_method,
      drawnAt: iso(cup.drawn_at),
      separateTopTier: cup.separate_top_tier,
      entryDeadline: iso(cup.entry_deadline)!,
      roundDeadlines: cup.round_deadlines,
      leagues,
      entries,
      byes: cup.byes,
      championTeamId: cup.champion_team_id,
      champion: team(cup.champion_team_id),
      cancelReason: cup.cancel_reason,
      rounds: [...rounds.values()],
    };
  }
}

function tieDto(t: TieRow, team: (id: string | null) => CupTeamDto | null): CupTieDto {
  return {
    id: t.id,
    teamA: team(t.team_a),
    teamB: team(t.team_b),
    matchId: t.match_id,
    scoreA: t.score_a,
    scoreB: t.score_b,
    penaltiesA: t.penalties_a,
    penaltiesB: t.penalties_b,
    winnerTeamId: t.winner_team_id,
    decidedBy: t.decided_by,
    reason: t.reason,
    bothOut: t.both_out,
    date: iso(t.match_date),
    matchStatusId: t.match_status,
    reportStatusId: t.report_status,
    pitchName: t.pitch_name,
    sourceA: t.source_a,
    sourceB: t.source_b,
    nextTieId: t.next_tie_id,
    nextSlot: t.next_slot,
  };
}

/** The tie a team has to play now in a cup in progress (the challenge form's cup opponent). */
export async function currentTieOf(db: DataSource, teamId: string) {
  const rows: Array<{
    cup_id: string;
    cup_name: string;
    tie_id: string;
    round_name: string;
    deadline: Date;
    opponent_id: string;
    opponent_name: string | null;
  }> = await db.query(
    `SELECT c.id AS cup_id, c.name AS cup_name, t.id AS tie_id, t.round_name, t.deadline,
            o.id AS opponent_id, o.name AS opponent_name
       FROM rm_cup_ties t
       JOIN rm_cups c ON c.id = t.cup_id AND c.status = 'inProgress'
       JOIN rm_match_teams o ON o.id = CASE WHEN t.team_a = $1 THEN t.team_b ELSE t.team_a END
      WHERE (t.team_a = $1 OR t.team_b = $1) AND t.team_a IS NOT NULL AND t.team_b IS NOT NULL
        AND t.winner_team_id IS NULL AND NOT t.both_out
      ORDER BY t.round LIMIT 1`,
    [teamId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    cupId: r.cup_id,
    cupName: r.cup_name,
    tieId: r.tie_id,
    roundName: r.round_name,
    deadline: iso(r.deadline)!,
    teamId,
    opponent: { id: r.opponent_id, name: r.opponent_name ?? '—' },
  };
}

/** The team the user captains (a player belongs to one team at a time), or null. */
export async function captainedTeamOf(db: DataSource, userId: string): Promise<string | null> {
  const rows: Array<{ id: string }> = await db.query(
    'SELECT id FROM rm_teams WHERE captain_id = $1 LIMIT 1',
    [userId],
  );
  return rows[0]?.id ?? null;
}

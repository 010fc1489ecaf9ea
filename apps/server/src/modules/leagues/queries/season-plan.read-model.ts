import { Inject, Injectable } from '@nestjs/common';
import type {
  ProposalLeagueDto,
  SeasonPlanDto,
  SeasonPlanPhase,
  WaitingTeamDto,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { previousSeason, type SeasonPeriod, seasonId } from '../../../config/season-calendar';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { StandingsReadModel } from '../../standings/queries/standings.read-model';
import type { Placement } from '../domain/season-plan.events';
import { type EndingLeague, proposePlacements } from '../domain/season-proposal';
import {
  defaultStructure,
  draftFrom,
  type PlannedLeague,
  tierMovesFor,
  tierOfName,
  type TierMoves,
} from '../domain/season-structure';
import { leagueIdFor } from '../commands/league-ids';
import { proposalOpensAt } from '../commands/season-plan-steps';

interface PlanRow {
  moves: Record<string, { toLeagueId: string; reason: string }>;
  confirmed_at: Date | null;
  placements: Placement[] | null;
  applied_at: Date | null;
}

/** What the proposal is computed from: the final tables of the season that ends, the waiting teams. */
export interface Ending {
  ending: EndingLeague[];
  waiting: Array<{ teamId: string; teamName: string }>;
  names: Map<string, string>;
}

/**
 * The admin's view of a season's turn (projection `season_plans`, the leagues, the standings'
 * tables) and the proposal: the final tables → promoted, relegated, staying, moved by hand.
 */
@Injectable()
export class SeasonPlanReadModel {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(StandingsReadModel) private readonly standings: StandingsReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A season's structure: as drafted, else the defaults (nobody drafted it). */
  async structure(season: SeasonPeriod): Promise<{ leagues: PlannedLeague[]; drafted: boolean }> {
    const rows: Array<{ league_id: string; name: string; tier: number; closed: boolean }> =
      await this.db.query(
        `SELECT league_id, name, tier, closed FROM rm_season_leagues WHERE season_id = $1
          ORDER BY tier, name`,
        [seasonId(season)],
      );
    if (rows.length === 0) {
      return { leagues: defaultStructure((name) => leagueIdFor(season, name)), drafted: false };
    }
    const leagues = rows.map((r) => ({
      leagueId: r.league_id,
      name: r.name,
      tier: r.tier,
      closed: r.closed,
    }));
    return { leagues, drafted: true };
  }

  /** The numbers of the turn into `season` (between the tiers of the season before). */
  async numbers(season: SeasonPeriod): Promise<TierMoves[]> {
    const rows: Array<{ upper_tier: number; up: number; down: number }> = await this.db.query(
      'SELECT upper_tier, up, down FROM rm_season_numbers WHERE season_id = $1 ORDER BY upper_tier',
      [seasonId(season)],
    );
    if (rows.length > 0)
      return rows.map((r) => ({ upperTier: r.upper_tier, up: r.up, down: r.down }));
    const before = previousSeason(season);
    const given = await this.numbersGiven(before);
    return tierMovesFor((await this.structure(before)).leagues, given);
  }

  private async numbersGiven(season: SeasonPeriod): Promise<TierMoves[]> {
    const rows: Array<{ upper_tier: number; up: number; down: number }> = await this.db.query(
      'SELECT upper_tier, up, down FROM rm_season_numbers WHERE season_id = $1',
      [seasonId(season)],
    );
    return rows.map((r) => ({ upperTier: r.upper_tier, up: r.up, down: r.down }));
  }

  /**
   * The leagues `season` opened with their final (or live) tables; teams with no league in it
   * (and, given `placedIn`, none in that season either: after the turn, teams an admin already
   * placed by hand are not waiting).
   */
  async ending(season: SeasonPeriod, placedIn: string | null = null): Promise<Ending> {
    const id = seasonId(season);
    const structure = (await this.structure(season)).leagues;
    const leagues: Array<{ id: string; name: string }> = await this.db.query(
      'SELECT id, name FROM rm_leagues WHERE season_id = $1 ORDER BY sort_number, sort_letter, name',
      [id],
    );
    const tables = await this.standings.tables(leagues.map((l) => l.id));
    const names = new Map<string, string>();
    const ending = leagues.map((l) => {
      const table = tables.get(l.id) ?? [];
      table.forEach((r) => names.set(r.id, r.name));
      return {
        leagueId: l.id,
        name: l.name,
        tier: structure.find((s) => s.leagueId === l.id)?.tier ?? tierOfName(l.name),
        table: table.map((r) => ({
          teamId: r.id,
          position: r.position,
          played: r.matchesPlayed,
          points: r.points,
        })),
      };
    });
    const waiting: Array<{ id: string; name: string }> = await this.db.query(
      `SELECT t.id, t.name FROM rm_teams t
        WHERE NOT EXISTS (SELECT 1 FROM rm_league_teams lt
                           WHERE lt.team_id = t.id AND lt.ended_at IS NULL
                             AND (lt.season_id = $1 OR lt.season_id = $2::uuid))
        ORDER BY lower(t.name), t.id`,
      [id, placedIn],
    );
    waiting.forEach((t) => names.set(t.id, t.name));
    return { ending, waiting: waiting.map((t) => ({ teamId: t.id, teamName: t.name })), names };
  }

  /** `GET /api/admin/season-plan`: the turn into `season`. */
  async plan(season: SeasonPeriod): Promise<SeasonPlanDto> {
    const id = seasonId(season);
    const before = previousSeason(season);
    const [planRow]: PlanRow[] = await this.db.query(
      'SELECT moves, confirmed_at, placements, applied_at FROM rm_season_plans WHERE season_id = $1',
      [id],
    );
    const [seasonRow]: Array<{ started_at: Date | null }> = await this.db.query(
      'SELECT started_at FROM rm_seasons WHERE id = $1',
      [id],
    );
    const own = await this.structure(season);
    const beforeLeagues = (await this.structure(before)).leagues;
    const leagues = own.drafted
      ? own.leagues
      : draftFrom(beforeLeagues, (name) => leagueIdFor(season, name));
    const numbers = await this.numbers(season);
    const turned = Boolean(seasonRow?.started_at);
    const phase: SeasonPlanPhase = planRow?.applied_at
      ? 'applied'
      : planRow?.confirmed_at
        ? 'confirmed'
        : 'draft';
    const opensAt = proposalOpensAt(season);
    const open = turned || this.clock.now() >= opensAt;
    const tiers = [...new Set(beforeLeagues.filter((l) => !l.closed).map((l) => l.tier))];
    return {
      seasonId: id,
      seasonName: season.name,
      fromSeasonId: seasonId(before),
      fromSeasonName: before.name,
      turned,
      carriedOver: turned && phase !== 'applied',
      phase,
      confirmedAt: planRow?.confirmed_at ? new Date(planRow.confirmed_at).toISOString() : null,
      appliedAt: planRow?.applied_at ? new Date(planRow.applied_at).toISOString() : null,
      proposalOpensAt: opensAt.toISOString(),
      leagues: leagues.map((l) => ({
        id: l.leagueId,
        name: l.name,
        tier: l.tier,
        closed: l.closed,
      })),
      numbers: numbers.map((n) => ({
        ...n,
        lowerTier: nextTier(tiers, n.upperTier),
      })),
      proposal: open
        ? await this.proposal(before, leagues, numbers, planRow, turned ? id : null)
        : null,
    };
  }

  private async proposal(
    before: SeasonPeriod,
    leagues: PlannedLeague[],
    numbers: TierMoves[],
    planRow: PlanRow | undefined,
    placedIn: string | null,
  ): Promise<NonNullable<SeasonPlanDto['proposal']>> {
    const { ending, waiting, names } = await this.ending(before, placedIn);
    const moves = planRow?.moves ?? {};
    const placements =
      planRow?.placements ??
      proposePlacements({
        ending,
        waiting: waiting.map((w) => w.teamId),
        next: leagues,
        numbers,
        moves,
      });
    const byTeam = new Map(placements.map((p) => [p.teamId, p]));
    const leagueName = (leagueId: string | undefined) =>
      leagues.find((l) => l.leagueId === leagueId)?.name ?? null;
    const proposalLeagues: ProposalLeagueDto[] = ending.map((l) => ({
      leagueId: l.leagueId,
      name: l.name,
      tier: l.tier,
      rows: l.table.map((r) => {
        const p = byTeam.get(r.teamId);
        return {
          teamId: r.teamId,
          teamName: names.get(r.teamId) ?? '',
          position: r.position,
          played: r.played,
          points: r.points,
          movement: p?.movement ?? 'stayed',
          toLeagueId: p?.toLeagueId ?? null,
          toLeagueName: leagueName(p?.toLeagueId),
          noMatches: r.played === 0,
          reason: p?.reason ?? null,
        };
      }),
    }));
    const waitingRows: WaitingTeamDto[] = waiting.map((w) => {
      const p = byTeam.get(w.teamId);
      return {
        teamId: w.teamId,
        teamName: w.teamName,
        toLeagueId: p?.toLeagueId ?? null,
        toLeagueName: leagueName(p?.toLeagueId),
        reason: p?.reason ?? null,
      };
    });
    return { leagues: proposalLeagues, waiting: waitingRows };
  }
}

function nextTier(tiers: number[], upper: number): number {
  const below = tiers.filter((t) => t > upper).sort((a, b) => a - b);
  return below[0] ?? upper + 1;
}

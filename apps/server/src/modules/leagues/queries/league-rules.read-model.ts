import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_TIE_BREAKS, type LeagueRulesDto, type TieBreakRule } from '@liga/contracts';
import { DataSource } from 'typeorm';

/**
 * The default number of teams going up and down at the end of a league's season. The route
 * answers the season structure's numbers (`PromotionRulesReadModel`, wired in the controller:
 * it reads the standings, which read this file's tie-breaks, so it cannot be imported here).
 */
export function seasonMovement(_leagueId: string): { promotion: number; relegation: number } {
  return { promotion: 2, relegation: 2 };
}

/** A league's tie-break order and lot seed, as the ranking of its table needs them. */
export interface LeagueTieBreaks {
  tieBreaks: TieBreakRule[];
  lotSeed: string | null;
}

/** The rules of a league: the admin's order of tie-breaks (else the default) and movement. */
@Injectable()
export class LeagueRulesReadModel {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** null: no such league. */
  async rules(leagueId: string): Promise<LeagueRulesDto | null> {
    const rows: Array<{ tie_breaks: TieBreakRule[] | null; lot_seed: string | null }> =
      await this.db.query(
        `SELECT r.tie_breaks, r.lot_seed
           FROM rm_leagues l LEFT JOIN rm_league_rules r ON r.league_id = l.id
          WHERE l.id = $1`,
        [leagueId],
      );
    const row = rows[0];
    if (!row) return null;
    return {
      tieBreaks: row.tie_breaks ?? [...DEFAULT_TIE_BREAKS],
      ...seasonMovement(leagueId),
      lotSeed: row.lot_seed,
    };
  }
}

/** The tie-breaks of many leagues (SQL on `rm_league_rules`; the default where none was set). */
export async function tieBreaksOf(
  db: Pick<DataSource, 'query'>,
  leagueIds: readonly string[],
): Promise<Map<string, LeagueTieBreaks>> {
  const rows: Array<{ league_id: string; tie_breaks: TieBreakRule[]; lot_seed: string | null }> =
    await db.query(
      'SELECT league_id, tie_breaks, lot_seed FROM rm_league_rules WHERE league_id = ANY($1::uuid[])',
      [leagueIds],
    );
  const found = new Map(
    rows.map((r) => [r.league_id, { tieBreaks: r.tie_breaks, lotSeed: r.lot_seed }]),
  );
  return new Map(
    leagueIds.map((id) => [
      id,
      found.get(id) ?? { tieBreaks: [...DEFAULT_TIE_BREAKS], lotSeed: null },
    ]),
  );
}

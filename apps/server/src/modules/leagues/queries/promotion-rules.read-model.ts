import { Inject, Injectable } from '@nestjs/common';
import type { LeaguePromotionDto } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { nextSeason, type SeasonHalf, seasonOf } from '../../../config/season-calendar';
import { tiersOf } from '../domain/season-structure';
import { SeasonPlanReadModel } from './season-plan.read-model';

/**
 * Promotion and relegation of a league in its season, for other modules (the league rules, the
 * table's marks): its tier, how many of the tier go up and down at the season's end (the numbers
 * of the turn into the next season; 2 and 2 unless an admin changed them), and how many leagues
 * share the tier (then the places are split by final position, ties by points per match).
 * Null: no such league, or a league outside its season's structure (the defaults apply).
 */
@Injectable()
export class PromotionRulesReadModel {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(SeasonPlanReadModel) private readonly plans: SeasonPlanReadModel,
  ) {}

  async forLeague(leagueId: string): Promise<LeaguePromotionDto | null> {
    const [row]: Array<{ season_id: string; name: string; key: string }> = await this.db.query(
      `SELECT l.season_id, l.name, s.key FROM rm_leagues l JOIN rm_seasons s ON s.id = l.season_id
        WHERE l.id = $1`,
      [leagueId],
    );
    if (!row) return null;
    const [year, half] = row.key.split('-');
    const season = seasonOf(half as SeasonHalf, Number(year));
    const { leagues } = await this.plans.structure(season);
    const own = leagues.find((l) => l.leagueId === leagueId);
    if (!own) return null;
    const tier = own.tier;
    const tiers = tiersOf(leagues);
    const numbers = await this.plans.numbers(nextSeason(season));
    const above = tiers.filter((t) => t < tier).pop();
    return {
      leagueId,
      seasonId: row.season_id,
      tier,
      promotion: above === undefined ? 0 : (numbers.find((n) => n.upperTier === above)?.up ?? 0),
      relegation: numbers.find((n) => n.upperTier === tier)?.down ?? 0,
      leaguesInTier: leagues.filter((l) => !l.closed && l.tier === tier).length,
    };
  }
}

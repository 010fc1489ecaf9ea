import { rooms } from '@liga/contracts';
import { defineProjection, type ProjectionContext } from '../../../platform/projections/projection';
import type { SeasonPlanEvent } from '../domain/season-plan.events';

type Data<T extends SeasonPlanEvent['type']> = Extract<SeasonPlanEvent, { type: T }>['data'];
const data = <T extends SeasonPlanEvent['type']>(event: { data: unknown }) => event.data as Data<T>;

const changed = (ctx: ProjectionContext, seasonId: string) =>
  ctx.notify('season-plan', rooms.admin(), [seasonId]);

/**
 * Each season's structure and the plan of its turn (stream `season-plan-{seasonId}`): leagues
 * by tier, the numbers between the tiers of the season before, the admin's moves, the
 * confirmed placements and when they took effect. Read by the admin's "Sezony" tab and by
 * `PromotionRulesReadModel` (promotion and relegation per league and season).
 */
export const seasonPlansProjection = defineProjection({
  name: 'season_plans',
  version: 1,
  tables: ['rm_season_leagues', 'rm_season_numbers', 'rm_season_plans'],
  ddl: [
    `CREATE TABLE rm_season_leagues (
       season_id uuid NOT NULL,
       league_id uuid NOT NULL,
       name      text NOT NULL,
       tier      integer NOT NULL,
       closed    boolean NOT NULL,
       PRIMARY KEY (season_id, league_id)
     )`,
    `CREATE TABLE rm_season_numbers (
       season_id  uuid NOT NULL,
       upper_tier integer NOT NULL,
       up         integer NOT NULL,
       down       integer NOT NULL,
       PRIMARY KEY (season_id, upper_tier)
     )`,
    `CREATE TABLE rm_season_plans (
       season_id      uuid PRIMARY KEY,
       from_season_id uuid NOT NULL,
       moves          jsonb NOT NULL DEFAULT '{}',
       confirmed_at   timestamptz,
       placements     jsonb,
       applied_at     timestamptz,
       late           boolean
     )`,
  ],
  handlers: {
    SeasonStructureDrafted: async (event, ctx) => {
      const d = data<'SeasonStructureDrafted'>(event);
      ctx.execute(
        `INSERT INTO rm_season_plans (season_id, from_season_id) VALUES ($1, $2)
         ON CONFLICT (season_id) DO NOTHING`,
        [d.seasonId, d.fromSeasonId],
      );
      ctx.execute(
        `INSERT INTO rm_season_leagues (season_id, league_id, name, tier, closed)
         SELECT $1, l.league_id, l.name, l.tier, false
           FROM jsonb_to_recordset($2::jsonb) AS l(league_id uuid, name text, tier int)
         ON CONFLICT DO NOTHING`,
        [
          d.seasonId,
          JSON.stringify(
            d.leagues.map((l) => ({ league_id: l.leagueId, name: l.name, tier: l.tier })),
          ),
        ],
      );
      ctx.execute(
        `INSERT INTO rm_season_numbers (season_id, upper_tier, up, down)
         SELECT $1, n.upper_tier, n.up, n.down
           FROM jsonb_to_recordset($2::jsonb) AS n(upper_tier int, up int, down int)
         ON CONFLICT DO NOTHING`,
        [
          d.seasonId,
          JSON.stringify(
            d.numbers.map((n) => ({ upper_tier: n.upperTier, up: n.up, down: n.down })),
          ),
        ],
      );
      changed(ctx, d.seasonId);
    },
    PlannedLeagueAdded: async (event, ctx) => {
      const d = data<'PlannedLeagueAdded'>(event);
      ctx.execute(
        `INSERT INTO rm_season_leagues (season_id, league_id, name, tier, closed)
         VALUES ($1, $2, $3, $4, false) ON CONFLICT DO NOTHING`,
        [d.seasonId, d.leagueId, d.name, d.tier],
      );
      unconfirm(ctx, d.seasonId);
    },
    PlannedLeagueRenamed: async (event, ctx) => {
      const d = data<'PlannedLeagueRenamed'>(event);
      ctx.execute(
        'UPDATE rm_season_leagues SET name = $3 WHERE season_id = $1 AND league_id = $2',
        [d.seasonId, d.leagueId, d.name],
      );
      unconfirm(ctx, d.seasonId);
    },
    PlannedLeagueClosed: async (event, ctx) => {
      const d = data<'PlannedLeagueClosed'>(event);
      ctx.execute(
        'UPDATE rm_season_leagues SET closed = true WHERE season_id = $1 AND league_id = $2',
        [d.seasonId, d.leagueId],
      );
      unconfirm(ctx, d.seasonId);
    },
    PromotionNumbersSet: async (event, ctx) => {
      const d = data<'PromotionNumbersSet'>(event);
      ctx.execute(
        'UPDATE rm_season_numbers SET up = $3, down = $4 WHERE season_id = $1 AND upper_tier = $2',
        [d.seasonId, d.upperTier, d.up, d.down],
      );
      unconfirm(ctx, d.seasonId);
    },
    TeamMovedInPlan: async (event, ctx) => {
      const d = data<'TeamMovedInPlan'>(event);
      ctx.execute(
        `UPDATE rm_season_plans SET moves = moves || jsonb_build_object($2::text, jsonb_build_object('toLeagueId', $3::text, 'reason', $4::text))
          WHERE season_id = $1`,
        [d.seasonId, d.teamId, d.toLeagueId, d.reason],
      );
      unconfirm(ctx, d.seasonId);
    },
    SeasonPlanConfirmed: async (event, ctx) => {
      const d = data<'SeasonPlanConfirmed'>(event);
      ctx.execute(
        'UPDATE rm_season_plans SET confirmed_at = $2, placements = $3 WHERE season_id = $1',
        [d.seasonId, d.confirmedAt, JSON.stringify(d.placements)],
      );
      changed(ctx, d.seasonId);
    },
    SeasonPlanApplied: async (event, ctx) => {
      const d = data<'SeasonPlanApplied'>(event);
      ctx.execute('UPDATE rm_season_plans SET applied_at = $2, late = $3 WHERE season_id = $1', [
        d.seasonId,
        d.appliedAt,
        d.late,
      ]);
      changed(ctx, d.seasonId);
    },
  },
});

/** A change of structure or moves asks for a new confirmation (as the decider's state does). */
function unconfirm(ctx: ProjectionContext, seasonId: string): void {
  ctx.execute(
    'UPDATE rm_season_plans SET confirmed_at = NULL, placements = NULL WHERE season_id = $1',
    [seasonId],
  );
  changed(ctx, seasonId);
}

import { leagueSortKey, rooms } from '@liga/contracts';
import { defineProjection } from '../../../platform/projections/projection';
import type { LeagueOpened, LeagueTieBreaksSet } from '../domain/league.decider';
import type { SeasonOpened, SeasonStarted } from '../domain/season.decider';

/**
 * Seasons (with the instant of their turn) and the leagues each one opens, in the spec's order
 * (number, then letter); each league's tie-break rules when an admin set them
 * (`rm_league_rules`; no row: the default order).
 */
export const leaguesProjection = defineProjection({
  name: 'leagues',
  version: 3,
  tables: ['rm_seasons', 'rm_leagues', 'rm_league_rules'],
  ddl: [
    `CREATE TABLE rm_seasons (
       id         uuid PRIMARY KEY,
       key        text NOT NULL UNIQUE,
       name       text NOT NULL,
       start_date timestamptz NOT NULL,
       end_date   timestamptz NOT NULL,
       started_at timestamptz
     )`,
    `CREATE TABLE rm_leagues (
       id          uuid PRIMARY KEY,
       season_id   uuid NOT NULL,
       name        text NOT NULL,
       sort_number integer NOT NULL,
       sort_letter text NOT NULL
     )`,
    `CREATE INDEX rm_leagues_by_season ON rm_leagues (season_id, sort_number, sort_letter)`,
    `CREATE TABLE rm_league_rules (
       league_id  uuid PRIMARY KEY,
       tie_breaks text[] NOT NULL,
       lot_seed   text,
       reason     text NOT NULL,
       set_at     timestamptz NOT NULL
     )`,
  ],
  handlers: {
    SeasonOpened: async (event, ctx) => {
      const { seasonId, key, name, startDate, endDate } = event.data as SeasonOpened['data'];
      ctx.execute(
        `INSERT INTO rm_seasons (id, key, name, start_date, end_date) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
        [seasonId, key, name, startDate, endDate],
      );
      ctx.notify('seasons', rooms.season(seasonId));
      // a season opened behind later ones (the demo's past seasons, written after the current
      // one): open pages sit in a later season's room, and their season pickers hear of it there
      if (!ctx.notifying) return; // a replay notifies nobody: no read to choose rooms
      const later = await ctx.query<{ id: string }>(
        'SELECT id FROM rm_seasons WHERE start_date > $1',
        [startDate],
      );
      for (const { id } of later) ctx.notify('seasons', rooms.season(id), [seasonId]);
    },
    SeasonStarted: async (event, ctx) => {
      const { seasonId, previousSeasonId, startedAt } = event.data as SeasonStarted['data'];
      ctx.execute('UPDATE rm_seasons SET started_at = $2 WHERE id = $1', [seasonId, startedAt]);
      // open pages sit in the old season's room: they hear of the new one and refetch it
      ctx.notify('seasons', rooms.season(previousSeasonId), [seasonId]);
      ctx.notify('seasons', rooms.season(seasonId), [seasonId]);
    },
    LeagueOpened: async (event, ctx) => {
      const { leagueId, seasonId, name } = event.data as LeagueOpened['data'];
      const key = leagueSortKey(name);
      ctx.execute(
        `INSERT INTO rm_leagues (id, season_id, name, sort_number, sort_letter)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
        [leagueId, seasonId, name, Math.min(key.number, 2_147_483_647), key.letter],
      );
      ctx.notify('leagues', rooms.season(seasonId), [leagueId]);
    },
    LeagueTieBreaksSet: async (event, ctx) => {
      const { leagueId, tieBreaks, lotSeed, reason } = event.data as LeagueTieBreaksSet['data'];
      ctx.execute(
        `INSERT INTO rm_league_rules (league_id, tie_breaks, lot_seed, reason, set_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (league_id) DO UPDATE SET tie_breaks = EXCLUDED.tie_breaks,
           lot_seed = EXCLUDED.lot_seed, reason = EXCLUDED.reason, set_at = EXCLUDED.set_at`,
        [leagueId, tieBreaks, lotSeed, reason, event.metadata.time],
      );
      // the table and its rules are read under 'standings' in the league's room
      ctx.notify('standings', rooms.league(leagueId), [leagueId]);
    },
  },
});

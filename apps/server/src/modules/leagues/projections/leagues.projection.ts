import { leagueSortKey, rooms } from '@liga/contracts';
import { defineProjection } from '../../../platform/projections/projection';
import type { LeagueOpened } from '../domain/league.decider';
import type { SeasonOpened, SeasonStarted } from '../domain/season.decider';

/**
 * Seasons (with the instant of their turn) and the leagues each one opens, in the spec's order
 * (number, then letter).
 */
export const leaguesProjection = defineProjection({
  name: 'leagues',
  version: 2,
  tables: ['rm_seasons', 'rm_leagues'],
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
  },
});

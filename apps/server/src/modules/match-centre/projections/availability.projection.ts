import { rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import { defineProjection } from '../../../platform/projections/projection';
import type { AvailabilityAnswered } from '../domain/availability.events';

/**
 * Who is coming: each player's last answer per match (`rm_match_availability`). Pushes
 * 'availability' to both teams' rooms (names and counts) and the leagues' rooms (counts), so
 * every open match page and next-match card refetches.
 */
export const availabilityProjection = defineProjection({
  name: 'availability',
  version: 1,
  tables: ['rm_match_availability'],
  ddl: [
    `CREATE TABLE rm_match_availability (
       match_id    uuid NOT NULL,
       user_id     uuid NOT NULL,
       team_id     uuid NOT NULL,
       answer      text NOT NULL,
       answered_at timestamptz NOT NULL,
       PRIMARY KEY (match_id, user_id)
     )`,
  ],
  handlers: {
    AvailabilityAnswered: async (event: StoredEvent, ctx) => {
      const d = event.data as AvailabilityAnswered['data'];
      ctx.execute(
        `INSERT INTO rm_match_availability (match_id, user_id, team_id, answer, answered_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (match_id, user_id) DO UPDATE
           SET team_id = EXCLUDED.team_id, answer = EXCLUDED.answer,
               answered_at = EXCLUDED.answered_at`,
        [d.matchId, d.userId, d.teamId, d.answer, d.at],
      );
      for (const team of d.teamIds) ctx.notify('availability', rooms.team(team), [d.matchId]);
      for (const league of d.leagueIds) {
        if (league) ctx.notify('availability', rooms.league(league), [d.matchId]);
      }
    },
  },
});

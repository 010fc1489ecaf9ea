import { rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import { defineProjection, type ProjectionContext } from '../../../platform/projections/projection';
import type { PitchAdded, PitchRemoved, PitchUpdated } from '../domain/pitch.decider';

/** Pitches for the admin list, the challenge map and match details (removed ones kept). */
export const pitchesProjection = defineProjection({
  name: 'pitches',
  version: 1,
  tables: ['rm_pitches'],
  ddl: [
    `CREATE TABLE rm_pitches (
       id         uuid PRIMARY KEY,
       name       text NOT NULL,
       latitude   double precision NOT NULL,
       longitude  double precision NOT NULL,
       created_at timestamptz NOT NULL,
       removed_at timestamptz
     )`,
  ],
  handlers: {
    PitchAdded: async (event, ctx) => {
      const d = event.data as PitchAdded['data'];
      ctx.execute(
        `INSERT INTO rm_pitches (id, name, latitude, longitude, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [d.pitchId, d.name, d.latitude, d.longitude, event.metadata.time],
      );
      await pitchesChanged(event, ctx);
    },
    PitchUpdated: async (event, ctx) => {
      const d = event.data as PitchUpdated['data'];
      ctx.execute('UPDATE rm_pitches SET name = $2, latitude = $3, longitude = $4 WHERE id = $1', [
        d.pitchId,
        d.name,
        d.latitude,
        d.longitude,
      ]);
      await pitchesChanged(event, ctx);
    },
    PitchRemoved: async (event, ctx) => {
      const d = event.data as PitchRemoved['data'];
      ctx.execute('UPDATE rm_pitches SET removed_at = $2 WHERE id = $1', [
        d.pitchId,
        event.metadata.time,
      ]);
      await pitchesChanged(event, ctx);
    },
  },
});

/**
 * Pitches are not tied to a season; the admin tab and the latest season's room (where the
 * challenge map and the calendar live) are told. A renamed pitch also renames calendar tiles.
 */
async function pitchesChanged(event: StoredEvent, ctx: ProjectionContext): Promise<void> {
  const id = (event.data as { pitchId: string }).pitchId;
  ctx.notify('pitches', rooms.admin(), [id]);
  const seasons = await ctx.query<{ id: string }>(
    'SELECT id FROM rm_seasons ORDER BY start_date DESC LIMIT 1',
  );
  for (const season of seasons) {
    ctx.notify('pitches', rooms.season(season.id), [id]);
    if (event.type !== 'PitchAdded') ctx.notify('calendar', rooms.season(season.id), [id]);
  }
}

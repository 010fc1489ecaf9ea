import type { Queryable } from '../../../platform/event-store/event-store';
import type { Challenge } from '../domain/match.events';
import { matchErrors } from '../domain/match.errors';

const EXCLUSION_VIOLATION = '23P01';
const UNIQUE_VIOLATION = '23505';

const endOf = (match: Pick<Challenge, 'date' | 'length'>) =>
  new Date(new Date(match.date).getTime() + match.length * 60_000).toISOString();

/**
 * `pitch_bookings` (migration PitchBookings1732600000000): one row per accepted match,
 * written in the transaction that appends ChallengeAccepted. The exclusion constraint
 * refuses a second accepted match overlapping in time on the same pitch; a concurrent one
 * waits for the first transaction and is refused once it commits.
 */
export const pitchBookings = {
  async book(tx: Queryable, match: Challenge): Promise<void> {
    try {
      await tx.query(
        `INSERT INTO pitch_bookings (match_id, pitch_id, during)
         VALUES ($1, $2, tstzrange($3::timestamptz, $4::timestamptz, '[)'))`,
        [match.matchId, match.pitchId, match.date, endOf(match)],
      );
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === EXCLUSION_VIOLATION || code === UNIQUE_VIOLATION)
        throw matchErrors.pitchBooked();
      throw error;
    }
  },

  /**
   * A rescheduled match's booking moves to its new pitch and span in the deciding transaction
   * (one UPDATE of its row: the old slot is free at once). The exclusion constraint refuses a
   * span another accepted match holds, also one booked concurrently (it waits for that
   * transaction, then fails): 409, and the whole command is rolled back.
   */
  async move(
    tx: Queryable,
    match: Pick<Challenge, 'matchId' | 'pitchId' | 'date' | 'length'>,
  ): Promise<void> {
    try {
      const rows: unknown[] = await tx.query(
        `UPDATE pitch_bookings
            SET pitch_id = $2, during = tstzrange($3::timestamptz, $4::timestamptz, '[)')
          WHERE match_id = $1 RETURNING match_id`,
        [match.matchId, match.pitchId, match.date, endOf(match)],
      );
      if (rows.length === 0) await pitchBookings.book(tx, match as Challenge);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === EXCLUSION_VIOLATION || code === UNIQUE_VIOLATION)
        throw matchErrors.pitchBooked();
      throw error;
    }
  },

  /** For a match that is deleted (the reports feature: an admin deletes a finished match). */
  async release(tx: Queryable, matchId: string): Promise<void> {
    await tx.query('DELETE FROM pitch_bookings WHERE match_id = $1', [matchId]);
  },

  /**
   * True when an accepted match already holds the pitch at some time in this match's span
   * (`exceptMatchId`: not counting that match's own booking, for a match that moves).
   */
  async isTaken(
    tx: Queryable,
    match: Pick<Challenge, 'pitchId' | 'date' | 'length'>,
    exceptMatchId?: string,
  ) {
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM pitch_bookings
        WHERE pitch_id = $1 AND during && tstzrange($2::timestamptz, $3::timestamptz, '[)')
          AND ($4::uuid IS NULL OR match_id <> $4)
        LIMIT 1`,
      [match.pitchId, match.date, endOf(match), exceptMatchId ?? null],
    );
    return rows.length > 0;
  },
};

/**
 * `unique_keys` scope `match-pair`, value `{seasonId}:{teamId}:{teamId}` (ids sorted), owned by
 * the match stream: two teams have at most one pending or accepted challenge per season, also
 * when both captains challenge each other at once. Released when the challenge is rejected or
 * cancelled. The reports feature decides whether MatchFinished releases it (a rematch).
 */
export const matchPairs = {
  scope: 'match-pair',
  key: (m: Pick<Challenge, 'seasonId' | 'senderTeamId' | 'receiverTeamId'>) =>
    `${m.seasonId}:${[m.senderTeamId, m.receiverTeamId].sort().join(':')}`,

  async claim(tx: Queryable, match: Challenge, owner: string): Promise<void> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO unique_keys (scope, value, owner_stream_id) VALUES ($1, $2, $3)
       ON CONFLICT (scope, value) DO NOTHING RETURNING value`,
      [matchPairs.scope, matchPairs.key(match), owner],
    );
    if (rows.length === 0) throw matchErrors.alreadyChallenged();
  },

  async release(tx: Queryable, match: Challenge, owner: string): Promise<void> {
    await tx.query(
      'DELETE FROM unique_keys WHERE scope = $1 AND value = $2 AND owner_stream_id = $3',
      [matchPairs.scope, matchPairs.key(match), owner],
    );
  },
};

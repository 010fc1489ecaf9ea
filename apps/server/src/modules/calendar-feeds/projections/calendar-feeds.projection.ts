import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { MatchEvent } from '../../matches/domain/match.events';

type DataOf<T extends MatchEvent['type']> = Extract<MatchEvent, { type: T }>['data'];
const dataOf = <T extends MatchEvent['type']>(event: StoredEvent, _type: T) =>
  event.data as DataOf<T>;

/**
 * What the iCalendar feeds show (issue 17): one row per match that a calendar may hold.
 * `visible`: accepted once (a challenge never accepted never reaches a calendar); `status`:
 * CONFIRMED or CANCELLED; `sequence` moves on every change a subscriber must see (RFC 5545
 * SEQUENCE), `changed_at` is the DTSTAMP.
 */
const DDL = [
  `CREATE TABLE rm_feed_matches (
     id                 uuid PRIMARY KEY,
     season_id          uuid NOT NULL,
     sender_team_id     uuid NOT NULL,
     receiver_team_id   uuid NOT NULL,
     league_id          uuid,
     sender_league_id   uuid,
     receiver_league_id uuid,
     pitch_id           uuid NOT NULL,
     starts_at          timestamptz NOT NULL,
     length_minutes     integer NOT NULL,
     visible            boolean NOT NULL DEFAULT false,
     status             text NOT NULL DEFAULT 'CONFIRMED',
     sequence           integer NOT NULL DEFAULT 0,
     sender_goals       integer,
     receiver_goals     integer,
     note               text,
     changed_at         timestamptz NOT NULL
   )`,
  `CREATE INDEX rm_feed_matches_sender ON rm_feed_matches (sender_team_id) WHERE visible`,
  `CREATE INDEX rm_feed_matches_receiver ON rm_feed_matches (receiver_team_id) WHERE visible`,
  `CREATE INDEX rm_feed_matches_sender_league ON rm_feed_matches (sender_league_id) WHERE visible`,
  `CREATE INDEX rm_feed_matches_receiver_league ON rm_feed_matches (receiver_league_id) WHERE visible`,
];

/** A change subscribers must see: SEQUENCE + 1 (the first appearance stays at 0). */
const change = (
  ctx: ProjectionContext,
  event: StoredEvent,
  matchId: string,
  set: string,
  values: unknown[],
) =>
  ctx.execute(
    `UPDATE rm_feed_matches SET ${set}, sequence = sequence + 1, changed_at = $2
      WHERE id = $1 AND visible`,
    [matchId, event.metadata.time, ...values],
  );

const insert = (
  ctx: ProjectionContext,
  event: StoredEvent,
  m: {
    matchId: string;
    seasonId: string;
    sender: string;
    receiver: string;
    leagueId: string | null;
    senderLeagueId: string | null;
    receiverLeagueId: string | null;
    pitchId: string;
    date: string;
    length: number;
  },
  visible: boolean,
  goals: [number, number] | null,
) =>
  ctx.execute(
    `INSERT INTO rm_feed_matches (id, season_id, sender_team_id, receiver_team_id, league_id,
       sender_league_id, receiver_league_id, pitch_id, starts_at, length_minutes, visible,
       sender_goals, receiver_goals, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (id) DO NOTHING`,
    [
      m.matchId,
      m.seasonId,
      m.sender,
      m.receiver,
      m.leagueId,
      m.senderLeagueId,
      m.receiverLeagueId,
      m.pitchId,
      m.date,
      m.length,
      visible,
      goals?.[0] ?? null,
      goals?.[1] ?? null,
      event.metadata.time,
    ],
  );

const handlers: Partial<Record<MatchEvent['type'], ProjectionHandler>> = {
  ChallengeIssued: async (event, ctx) => {
    const d = dataOf(event, 'ChallengeIssued');
    insert(ctx, event, { ...d, sender: d.senderTeamId, receiver: d.receiverTeamId }, false, null);
  },
  ChallengeAccepted: async (event, ctx) => {
    ctx.execute('UPDATE rm_feed_matches SET visible = true, changed_at = $2 WHERE id = $1', [
      dataOf(event, 'ChallengeAccepted').matchId,
      event.metadata.time,
    ]);
  },
  MatchCancelledByAdmin: async (event, ctx) => {
    const d = dataOf(event, 'MatchCancelledByAdmin');
    change(ctx, event, d.matchId, `status = 'CANCELLED', note = $3`, [d.reason]);
  },
  // a rescheduled match keeps its UID; the new start and place reach subscribers as a change
  RescheduleAccepted: async (event, ctx) => {
    const d = dataOf(event, 'RescheduleAccepted');
    change(ctx, event, d.matchId, 'starts_at = $3, pitch_id = $4', [d.after.date, d.after.pitchId]);
  },
  MatchReportVerified: async (event, ctx) => {
    const d = dataOf(event, 'MatchReportVerified');
    // the report's home side is the submitter: its goals go to sender or receiver (in SQL)
    change(
      ctx,
      event,
      d.matchId,
      `sender_goals = CASE WHEN sender_team_id = $3::uuid THEN $4::int ELSE $5::int END,
       receiver_goals = CASE WHEN sender_team_id = $3::uuid THEN $5::int ELSE $4::int END`,
      [d.homeTeamId, d.homeGoals, d.enemyGoals],
    );
  },
  MatchResultInsertedByAdmin: async (event, ctx) => {
    const d = dataOf(event, 'MatchResultInsertedByAdmin');
    const m = {
      ...d,
      sender: d.homeTeamId,
      receiver: d.enemyTeamId,
      senderLeagueId: d.homeLeagueId,
      receiverLeagueId: d.enemyLeagueId,
      date: d.matchDate,
    };
    insert(ctx, event, m, true, [d.homeGoals, d.enemyGoals]);
  },
  MatchReportDeleted: async (event, ctx) => {
    const d = dataOf(event, 'MatchReportDeleted');
    if (!d.matchRemoved) return;
    change(ctx, event, d.matchId, `status = 'CANCELLED', note = NULL`, []);
  },
};

/** The iCalendar feeds' read model (modules/calendar-feeds). */
export const calendarFeedsProjection = defineProjection({
  name: 'calendar_feeds',
  version: 1,
  tables: ['rm_feed_matches'],
  ddl: DDL,
  handlers,
});

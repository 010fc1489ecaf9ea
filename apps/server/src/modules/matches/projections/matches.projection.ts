import { MATCH_STATUS, rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { TeamEvent } from '../../teams/domain/team.events';
import type { MatchEvent } from '../domain/match.events';
import { matchReportColumnHandlers } from './match-report-columns';
import { MATCHES_DDL, MATCHES_TABLES } from './matches.tables';

type AnyEvent = MatchEvent | TeamEvent;
const dataOf = <T extends AnyEvent['type']>(event: StoredEvent, _type: T) =>
  event.data as Extract<AnyEvent, { type: T }>['data'];

interface MatchRooms {
  season_id: string;
  sender_team_id: string;
  receiver_team_id: string;
  sender_league_id: string | null;
  receiver_league_id: string | null;
}

/**
 * Announces a match change: both captains' challenge lists (and their accepted-match lists)
 * in the teams' rooms, the calendar in the season's room and each of the teams' league rooms.
 */
export async function matchChanged(ctx: ProjectionContext, matchId: string): Promise<void> {
  if (!ctx.notifying) return; // a replay: nobody to tell, no read for the rooms
  const [m] = await ctx.query<MatchRooms>(
    `SELECT season_id, sender_team_id, receiver_team_id, sender_league_id, receiver_league_id
       FROM rm_matches WHERE id = $1`,
    [matchId],
  );
  if (!m) return;
  for (const team of [m.sender_team_id, m.receiver_team_id]) {
    ctx.notify('challenges', rooms.team(team), [matchId]);
    ctx.notify('matches', rooms.team(team), [matchId]);
  }
  ctx.notify('calendar', rooms.season(m.season_id), [matchId]);
  for (const league of new Set([m.sender_league_id, m.receiver_league_id])) {
    if (league) ctx.notify('calendar', rooms.league(league), [matchId]);
  }
}

const issued: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'ChallengeIssued');
  ctx.execute(
    `INSERT INTO rm_matches (id, season_id, sender_team_id, receiver_team_id, league_id,
       sender_league_id, receiver_league_id, pitch_id, starts_at, length_minutes, match_type,
       status, issued_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (id) DO NOTHING`,
    [
      d.matchId,
      d.seasonId,
      d.senderTeamId,
      d.receiverTeamId,
      d.leagueId,
      d.senderLeagueId,
      d.receiverLeagueId,
      d.pitchId,
      d.date,
      d.length,
      d.matchType,
      MATCH_STATUS.pending,
      d.issuedBy,
      event.metadata.time,
    ],
  );
  await matchChanged(ctx, d.matchId);
};

const decided =
  (status: number, by: (event: StoredEvent) => string): ProjectionHandler =>
  async (event, ctx) => {
    const { matchId } = event.data as { matchId: string };
    ctx.execute(
      `UPDATE rm_matches SET status = $2, decided_at = $3, decided_by = $4 WHERE id = $1`,
      [matchId, status, event.metadata.time, by(event)],
    );
    await matchChanged(ctx, matchId);
  };

/** An admin cancelled an accepted match: status cancelled, with the reason the captains see. */
const cancelledByAdmin: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'MatchCancelledByAdmin');
  ctx.execute(
    `UPDATE rm_matches SET status = $2, decided_at = $3, decided_by = $4, cancel_reason = $5
      WHERE id = $1`,
    [d.matchId, MATCH_STATUS.cancelled, d.at, d.cancelledBy, d.reason],
  );
  await matchChanged(ctx, d.matchId);
};

/** A captain proposed a new kick-off and/or pitch: shown until answered or expired. */
const rescheduleProposed: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'RescheduleProposed');
  ctx.execute(
    `UPDATE rm_matches SET proposal_id = $2, proposal_team_id = $3, proposal_starts_at = $4,
       proposal_pitch_id = $5, proposal_at = $6, proposal_expires_at = $7
      WHERE id = $1`,
    [d.matchId, d.proposalId, d.proposedByTeamId, d.date, d.pitchId, d.at, d.expiresAt],
  );
  await matchChanged(ctx, d.matchId);
};

const CLEAR_PROPOSAL = `proposal_id = NULL, proposal_team_id = NULL, proposal_starts_at = NULL,
  proposal_pitch_id = NULL, proposal_at = NULL, proposal_expires_at = NULL`;

/** The other captain accepted: the match moves (the calendar of both seasons' rooms follows). */
const rescheduleAccepted: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'RescheduleAccepted');
  ctx.execute(
    `UPDATE rm_matches SET starts_at = $2, pitch_id = $3, ${CLEAR_PROPOSAL} WHERE id = $1`,
    [d.matchId, d.after.date, d.after.pitchId],
  );
  await matchChanged(ctx, d.matchId);
};

const rescheduleDeclined: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'RescheduleDeclined');
  ctx.execute(`UPDATE rm_matches SET ${CLEAR_PROPOSAL} WHERE id = $1`, [d.matchId]);
  await matchChanged(ctx, d.matchId);
};

const teamNamed: ProjectionHandler = async (event, ctx) => {
  const { teamId, name, shortName } = event.data as {
    teamId: string;
    name: string;
    shortName: string;
  };
  ctx.execute(
    `INSERT INTO rm_match_teams (id, name, short_name) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, short_name = EXCLUDED.short_name`,
    [teamId, name, shortName],
  );
  if (event.type === 'TeamRenamed') await matchesOfTeamChanged(ctx, teamId);
};

const teamDeleted: ProjectionHandler = async (event, ctx) => {
  const { teamId } = dataOf(event, 'TeamDeleted');
  ctx.execute('UPDATE rm_match_teams SET deleted = true WHERE id = $1', [teamId]);
  await matchesOfTeamChanged(ctx, teamId);
};

/** A team's name shows on its challenges and calendar tiles: tell those who watch them. */
async function matchesOfTeamChanged(ctx: ProjectionContext, teamId: string): Promise<void> {
  if (!ctx.notifying) return;
  const rows = await ctx.query<{ id: string }>(
    `SELECT id FROM rm_matches
      WHERE (sender_team_id = $1 OR receiver_team_id = $1) AND status IN ($2, $3, $4)
      ORDER BY starts_at DESC LIMIT 200`,
    [teamId, MATCH_STATUS.pending, MATCH_STATUS.pendingAlt, MATCH_STATUS.accepted],
  );
  for (const { id } of rows) await matchChanged(ctx, id);
}

/**
 * Matches (challenges, acceptances, and — once the reports feature adds its handlers —
 * results) of the match streams, with the team names they show. Feeds the captains'
 * challenge lists, the accepted-match list, the history and the calendar.
 */
export const matchesProjection = defineProjection({
  name: 'matches',
  version: 4,
  tables: MATCHES_TABLES,
  ddl: MATCHES_DDL,
  handlers: {
    ChallengeIssued: issued,
    ChallengeAccepted: decided(
      MATCH_STATUS.accepted,
      (e) => dataOf(e, 'ChallengeAccepted').acceptedBy,
    ),
    ChallengeRejected: decided(
      MATCH_STATUS.cancelled,
      (e) => dataOf(e, 'ChallengeRejected').rejectedBy,
    ),
    ChallengeCancelled: decided(
      MATCH_STATUS.cancelled,
      (e) => dataOf(e, 'ChallengeCancelled').cancelledBy,
    ),
    MatchCancelledByAdmin: cancelledByAdmin,
    RescheduleProposed: rescheduleProposed,
    RescheduleAccepted: rescheduleAccepted,
    RescheduleDeclined: rescheduleDeclined,
    TeamCreated: teamNamed,
    TeamRenamed: teamNamed,
    TeamDeleted: teamDeleted,
    ...matchReportColumnHandlers(matchChanged),
  },
});

/** The projections of this feature, pitches first (registered together in projections.ts). */

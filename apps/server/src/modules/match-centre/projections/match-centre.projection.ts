import { isWalkover, rooms, type TimelineAction } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { MatchEvent, VerifiedResult } from '../../matches/domain/match.events';
import { MATCH_CENTRE_DDL, MATCH_CENTRE_TABLES } from './match-centre.tables';

const dataOf = <T extends MatchEvent['type']>(event: StoredEvent, _type: T) =>
  event.data as Extract<MatchEvent, { type: T }>['data'];

interface Sides {
  team_a_id: string;
  team_b_id: string;
  team_a_league: string | null;
  team_b_league: string | null;
}

/**
 * The match page and the head-to-head of its teams changed: both teams' rooms, and the leagues'
 * rooms when fixtures or results change (not for a challenge still pending or refused).
 */
async function pageChanged(ctx: ProjectionContext, matchId: string, leagues = true): Promise<void> {
  if (!ctx.notifying) return; // a replay: nobody to tell, no read for the rooms
  const [m] = await ctx.query<Sides>(
    'SELECT team_a_id, team_b_id, team_a_league, team_b_league FROM rm_mc_matches WHERE id = $1',
    [matchId],
  );
  if (!m) return;
  for (const team of [m.team_a_id, m.team_b_id]) ctx.notify('matches', rooms.team(team), [matchId]);
  if (!leagues) return;
  for (const league of new Set([m.team_a_league, m.team_b_league])) {
    if (league) ctx.notify('matches', rooms.league(league), [matchId]);
  }
}

function step(
  ctx: ProjectionContext,
  event: StoredEvent,
  action: TimelineAction,
  teamId: string | null,
  at?: string,
) {
  const { matchId } = event.data as { matchId: string };
  ctx.execute(
    `INSERT INTO rm_mc_timeline (match_id, seq, at, action, team_id)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [matchId, event.version, at ?? event.metadata.time, action, teamId],
  );
}

const ADD_MATCH = `INSERT INTO rm_mc_matches (id, team_a_id, team_b_id, team_a_league, team_b_league)
  VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`;

/** A step whose team is one side of the match (read from rm_mc_matches in SQL). */
function sideStep(
  side: 'team_a_id' | 'team_b_id',
  action: TimelineAction,
  leagues = true,
): ProjectionHandler {
  return async (event, ctx) => {
    const { matchId } = event.data as { matchId: string };
    ctx.execute(
      `INSERT INTO rm_mc_timeline (match_id, seq, at, action, team_id)
       SELECT id, $2, $3, $4, ${side} FROM rm_mc_matches WHERE id = $1 ON CONFLICT DO NOTHING`,
      [matchId, event.version, event.metadata.time, action],
    );
    await pageChanged(ctx, matchId, leagues);
  };
}

function meeting(ctx: ProjectionContext, d: VerifiedResult): void {
  const homeLow = d.homeTeamId < d.enemyTeamId;
  ctx.execute(
    `INSERT INTO rm_mc_meetings (match_id, team_low, team_high, season_id, played_at, low_goals,
       high_goals, is_walkover)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (match_id) DO UPDATE SET low_goals = EXCLUDED.low_goals,
       high_goals = EXCLUDED.high_goals, is_walkover = EXCLUDED.is_walkover,
       played_at = EXCLUDED.played_at`,
    [
      d.matchId,
      homeLow ? d.homeTeamId : d.enemyTeamId,
      homeLow ? d.enemyTeamId : d.homeTeamId,
      d.seasonId,
      d.matchDate,
      homeLow ? d.homeGoals : d.enemyGoals,
      homeLow ? d.enemyGoals : d.homeGoals,
      isWalkover(d.walkoverType),
    ],
  );
}

const handlers: Record<MatchEvent['type'], ProjectionHandler> = {
  ChallengeIssued: async (event, ctx) => {
    const d = dataOf(event, 'ChallengeIssued');
    ctx.execute(ADD_MATCH, [
      d.matchId,
      d.senderTeamId,
      d.receiverTeamId,
      d.senderLeagueId,
      d.receiverLeagueId,
    ]);
    step(ctx, event, 'challenged', d.senderTeamId);
    await pageChanged(ctx, d.matchId, false);
  },
  ChallengeAccepted: sideStep('team_b_id', 'accepted'),
  ChallengeRejected: sideStep('team_b_id', 'rejected', false),
  ChallengeCancelled: sideStep('team_a_id', 'withdrawn', false),
  MatchCancelledByAdmin: async (event, ctx) => {
    const d = dataOf(event, 'MatchCancelledByAdmin');
    step(ctx, event, 'cancelledByAdmin', null, d.at);
    await pageChanged(ctx, d.matchId);
  },
  RescheduleProposed: async (event, ctx) => {
    const d = dataOf(event, 'RescheduleProposed');
    step(ctx, event, 'rescheduleProposed', d.proposedByTeamId, d.at);
    await pageChanged(ctx, d.matchId, false);
  },
  // the fixture moves: the leagues' fixture lists change too
  RescheduleAccepted: async (event, ctx) => {
    const d = dataOf(event, 'RescheduleAccepted');
    step(ctx, event, 'rescheduleAccepted', d.acceptedByTeamId, d.at);
    await pageChanged(ctx, d.matchId);
  },
  RescheduleDeclined: async (event, ctx) => {
    const d = dataOf(event, 'RescheduleDeclined');
    step(ctx, event, 'rescheduleDeclined', d.declinedByTeamId, d.at);
    await pageChanged(ctx, d.matchId, false);
  },
  MatchReportSubmitted: async (event, ctx) => {
    const d = dataOf(event, 'MatchReportSubmitted');
    step(ctx, event, 'reported', d.submittedByTeamId);
    await pageChanged(ctx, d.matchId);
  },
  MatchReportAccepted: async (event, ctx) => {
    const d = dataOf(event, 'MatchReportAccepted');
    step(ctx, event, 'reportAccepted', d.acceptedByTeamId);
    await pageChanged(ctx, d.matchId);
  },
  MatchReportRejected: async (event, ctx) => {
    const d = dataOf(event, 'MatchReportRejected');
    const action = d.reason === 'withdrawn' ? 'reportWithdrawn' : 'reportRejected';
    step(ctx, event, action, d.rejectedByTeamId);
    await pageChanged(ctx, d.matchId);
  },
  MatchReportVerified: async (event, ctx) => {
    const d = dataOf(event, 'MatchReportVerified');
    step(ctx, event, 'verified', null);
    meeting(ctx, d);
    await pageChanged(ctx, d.matchId);
  },
  MatchResultInsertedByAdmin: async (event, ctx) => {
    const d = dataOf(event, 'MatchResultInsertedByAdmin');
    ctx.execute(ADD_MATCH, [
      d.matchId,
      d.homeTeamId,
      d.enemyTeamId,
      d.homeLeagueId,
      d.enemyLeagueId,
    ]);
    step(ctx, event, 'resultEntered', null);
    meeting(ctx, d);
    await pageChanged(ctx, d.matchId);
  },
  MatchResultCorrected: async (event, ctx) => {
    const d = dataOf(event, 'MatchResultCorrected');
    step(ctx, event, 'resultCorrected', null);
    meeting(ctx, d);
    await pageChanged(ctx, d.matchId);
  },
  MatchReportDeleted: async (event, ctx) => {
    const d = dataOf(event, 'MatchReportDeleted');
    step(ctx, event, 'reportDeleted', null);
    if (d.matchRemoved) ctx.execute('DELETE FROM rm_mc_meetings WHERE match_id = $1', [d.matchId]);
    await pageChanged(ctx, d.matchId);
  },
};

/**
 * The match centre's history-derived reads: each match's story (timeline) and every verified
 * meeting of two teams across seasons (head-to-head), from the match streams alone.
 */
export const matchCentreProjection = defineProjection({
  name: 'match_centre',
  version: 1,
  tables: MATCH_CENTRE_TABLES,
  ddl: MATCH_CENTRE_DDL,
  handlers,
});

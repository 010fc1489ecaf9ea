import { MATCH_STATUS, REPORT_STATUS, rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type {
  ChallengeIssued,
  RescheduleAccepted,
  MatchEvent,
  MatchReportVerified,
} from '../../matches/domain/match.events';
import type { CupEvent } from '../domain/cup.events';
import { CUP_DDL, CUP_TABLES } from './cup.tables';

type Data<T extends CupEvent['type']> = Extract<CupEvent, { type: T }>['data'];
const dataOf = <T extends CupEvent['type']>(event: StoredEvent, _type: T) => event.data as Data<T>;

/** Everyone watching the season (every open page joins its room) sees the cup change. */
const pushed = (ctx: ProjectionContext, seasonId: string, cupId: string) =>
  ctx.notify('cups', rooms.season(seasonId), [cupId]);

async function seasonOf(ctx: ProjectionContext, cupId: string): Promise<string | null> {
  const [row] = await ctx.query<{ season_id: string }>(
    'SELECT season_id FROM rm_cups WHERE id = $1',
    [cupId],
  );
  return row?.season_id ?? null;
}

/** A cup event without its season: write, then (live only) look the season up and push. */
const onCup =
  (write: (event: StoredEvent, ctx: ProjectionContext) => void): ProjectionHandler =>
  async (event, ctx) => {
    const cupId = (event.data as { cupId: string }).cupId;
    write(event, ctx);
    if (!ctx.notifying) return;
    const seasonId = await seasonOf(ctx, cupId);
    if (seasonId) pushed(ctx, seasonId, cupId);
  };

/**
 * A replay's view of which matches are a tie's (or were: a superset does no harm), read once
 * per batch and completed by the batch's own cup challenges and decisions. Only a match in it
 * can change a tie row, so the replay skips every other match's events without a statement.
 */
const tieMatches = new WeakMap<ProjectionContext, Promise<Set<string>>>();

function tieMatchesOf(ctx: ProjectionContext): Promise<Set<string>> {
  let known = tieMatches.get(ctx);
  if (!known) {
    known = ctx
      .query<{ match_id: string }>('SELECT match_id FROM rm_cup_ties WHERE match_id IS NOT NULL')
      .then((rows) => new Set(rows.map((r) => r.match_id)));
    tieMatches.set(ctx, known);
  }
  return known;
}

/** A tie's match is now `matchId`: a replay's view of the batch learns it (live: nothing). */
async function tieMatchSet(ctx: ProjectionContext, matchId: string | null): Promise<void> {
  if (ctx.notifying || matchId === null) return;
  (await tieMatchesOf(ctx)).add(matchId);
}

/**
 * The tie whose match is `matchId`, for the push: live, one indexed look-up (null: no tie's);
 * in a replay, which tells nobody, no read ('replay' when the match may be a tie's).
 */
async function tieOf(
  ctx: ProjectionContext,
  matchId: string,
): Promise<{ cup_id: string; season_id: string } | 'replay' | null> {
  if (!ctx.notifying) return (await tieMatchesOf(ctx)).has(matchId) ? 'replay' : null;
  const [tie] = await ctx.query<{ cup_id: string; season_id: string }>(
    'SELECT cup_id, season_id FROM rm_cup_ties WHERE match_id = $1',
    [matchId],
  );
  return tie ?? null;
}

const created: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'CupCreated');
  ctx.execute(
    `INSERT INTO rm_cups (id, season_id, name, status, leagues, entry_deadline, round_deadlines,
       separate_top_tier, created_at)
     VALUES ($1, $2, $3, 'planned', $4, $5, $6, $7, $8)`,
    [
      d.cupId,
      d.seasonId,
      d.name,
      JSON.stringify(d.leagues),
      d.entryDeadline,
      JSON.stringify(d.roundDeadlines),
      d.separateTopTier,
      event.metadata.time,
    ],
  );
  pushed(ctx, d.seasonId, d.cupId);
};

const status = (value: string) =>
  onCup((event, ctx) =>
    ctx.execute('UPDATE rm_cups SET status = $2 WHERE id = $1', [
      (event.data as { cupId: string }).cupId,
      value,
    ]),
  );

const entered = onCup((event, ctx) => {
  const d = dataOf(event, 'TeamEnteredCup');
  ctx.execute(
    `INSERT INTO rm_cup_entries (cup_id, team_id, league_id, tier, by_admin, reason, entered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [d.cupId, d.teamId, d.leagueId, d.tier, d.byAdmin, d.reason, d.at],
  );
});

const withdrawn = onCup((event, ctx) => {
  const d = dataOf(event, 'TeamWithdrawnFromCup');
  ctx.execute('DELETE FROM rm_cup_entries WHERE cup_id = $1 AND team_id = $2', [d.cupId, d.teamId]);
});

const drawn: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'CupDrawn');
  ctx.execute(
    `UPDATE rm_cups SET status = 'inProgress', draw_seed = $2, draw_method = $3, drawn_at = $4,
       byes = $5 WHERE id = $1`,
    [d.cupId, d.seed, d.method, d.at, JSON.stringify(d.byes)],
  );
  for (const round of d.rounds) {
    round.ties.forEach((t, position) =>
      ctx.execute(
        `INSERT INTO rm_cup_ties (id, cup_id, season_id, round, round_name, deadline, position,
           team_a, team_b, source_a, source_b, next_tie_id, next_slot)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          t.tieId,
          d.cupId,
          d.seasonId,
          round.number,
          round.name,
          round.deadline,
          position,
          t.teamA,
          t.teamB,
          t.sourceA,
          t.sourceB,
          t.next?.tieId ?? null,
          t.next?.slot ?? null,
        ],
      ),
    );
  }
  pushed(ctx, d.seasonId, d.cupId);
};

const decided: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'TieDecided');
  ctx.execute(
    `UPDATE rm_cup_ties SET winner_team_id = $2, decided_by = $3, reason = $4, both_out = $5,
       score_a = $6, score_b = $7, penalties_a = $8, penalties_b = $9,
       match_id = COALESCE($10, match_id)
     WHERE id = $1`,
    [
      d.tieId,
      d.winnerTeamId,
      d.decidedBy,
      d.reason,
      d.winnerTeamId === null,
      d.scoreA,
      d.scoreB,
      d.penaltiesA,
      d.penaltiesB,
      d.matchId,
    ],
  );
  await tieMatchSet(ctx, d.matchId);
  pushed(ctx, d.seasonId, d.cupId);
};

const advanced: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'TeamAdvancedInCup');
  const column = d.slot === 'A' ? 'team_a' : 'team_b';
  ctx.execute(`UPDATE rm_cup_ties SET ${column} = $2 WHERE id = $1`, [d.tieId, d.teamId]);
  pushed(ctx, d.seasonId, d.cupId);
};

const finished: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'CupFinished');
  ctx.execute(`UPDATE rm_cups SET status = 'finished', champion_team_id = $2 WHERE id = $1`, [
    d.cupId,
    d.championTeamId,
  ]);
  pushed(ctx, d.seasonId, d.cupId);
};

const cancelled: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'CupCancelled');
  ctx.execute(`UPDATE rm_cups SET status = 'cancelled', cancel_reason = $2 WHERE id = $1`, [
    d.cupId,
    d.reason,
  ]);
  pushed(ctx, d.seasonId, d.cupId);
};

/** A cup challenge: the tie's match is now this one (a rejected one is replaced by the next). */
const challengeIssued: ProjectionHandler = async (event, ctx) => {
  const d = event.data as ChallengeIssued['data'];
  if (!d.cup) return;
  ctx.execute(
    `UPDATE rm_cup_ties SET match_id = $2, match_date = $3, match_status = $4, pitch_id = $5,
       report_status = NULL WHERE id = $1 AND winner_team_id IS NULL AND NOT both_out`,
    [d.cup.tieId, d.matchId, d.date, MATCH_STATUS.pending, d.pitchId],
  );
  await tieMatchSet(ctx, d.matchId);
  pushed(ctx, d.seasonId, d.cup.cupId);
};

/**
 * A later fact of a match: only a tie's current match matters (live: one indexed look-up; a
 * replay: the batch's view of the ties' matches, no read).
 */
const onMatch =
  (
    columns: (event: StoredEvent) => { match?: number; report?: number | null },
  ): ProjectionHandler =>
  async (event, ctx) => {
    const matchId = (event.data as { matchId: string }).matchId;
    const tie = await tieOf(ctx, matchId);
    if (!tie) return;
    const c = columns(event);
    if (c.match !== undefined) {
      ctx.execute('UPDATE rm_cup_ties SET match_status = $2 WHERE match_id = $1', [
        matchId,
        c.match,
      ]);
    }
    if (c.report !== undefined) {
      ctx.execute('UPDATE rm_cup_ties SET report_status = $2 WHERE match_id = $1', [
        matchId,
        c.report,
      ]);
    }
    if (tie !== 'replay') pushed(ctx, tie.season_id, tie.cup_id);
  };

/** The tie's match was rescheduled between the captains: the bracket shows the new date. */
const rescheduled: ProjectionHandler = async (event, ctx) => {
  const d = event.data as RescheduleAccepted['data'];
  const tie = await tieOf(ctx, d.matchId);
  if (!tie) return;
  ctx.execute('UPDATE rm_cup_ties SET match_date = $2, pitch_id = $3 WHERE match_id = $1', [
    d.matchId,
    d.after.date,
    d.after.pitchId,
  ]);
  if (tie !== 'replay') pushed(ctx, tie.season_id, tie.cup_id);
};

const verified: ProjectionHandler = async (event, ctx) => {
  const d = event.data as MatchReportVerified['data'];
  if (!d.cup) return;
  d.teams.forEach((sheet, i) => {
    const teamId = i === 0 ? d.homeTeamId : d.enemyTeamId;
    for (const userId of sheet.attendances) {
      const goals = sheet.goals.filter((g) => g.userId === userId && !g.isSuicide).length;
      const mvp = sheet.mvp.filter((r) => r.userId === userId).reduce((s, r) => s + r.rate, 0);
      ctx.execute(
        `INSERT INTO rm_cup_player_results (cup_id, match_id, user_id, team_id, goals, mvp)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (match_id, user_id) DO NOTHING`,
        [d.cup!.cupId, d.matchId, userId, teamId, goals, mvp],
      );
    }
  });
  ctx.execute('UPDATE rm_cup_ties SET match_status = $2, report_status = $3 WHERE match_id = $1', [
    d.matchId,
    MATCH_STATUS.finished,
    REPORT_STATUS.verified,
  ]);
  pushed(ctx, d.seasonId, d.cup.cupId);
};

type MatchType = MatchEvent['type'];
const matchHandlers: Partial<Record<MatchType, ProjectionHandler>> = {
  ChallengeIssued: challengeIssued,
  ChallengeAccepted: onMatch(() => ({ match: MATCH_STATUS.accepted })),
  ChallengeRejected: onMatch(() => ({ match: MATCH_STATUS.cancelled })),
  ChallengeCancelled: onMatch(() => ({ match: MATCH_STATUS.cancelled })),
  MatchCancelledByAdmin: onMatch(() => ({ match: MATCH_STATUS.cancelled })),
  RescheduleAccepted: rescheduled,
  MatchReportSubmitted: onMatch(() => ({ report: REPORT_STATUS.waitingForReceiver })),
  MatchReportAccepted: onMatch(() => ({ report: REPORT_STATUS.toVerify })),
  MatchReportRejected: onMatch(() => ({ report: null })),
  MatchReportVerified: verified,
};

/**
 * The cups of every season: the cup, its entries, the bracket's ties with their arranged
 * matches, and the cup's scorers and MVPs (verified cup matches only). Pushes `cups` to the
 * cup's `season:{id}` room, which every open page joins.
 */
export const cupProjection = defineProjection({
  name: 'cups',
  version: 1,
  // the live bracket: its batch and push go out with the table's, ahead of the other fan-outs
  // (its handlers of the match stream's events are one indexed look-up, or nothing)
  runsFirst: true,
  tables: CUP_TABLES,
  ddl: CUP_DDL,
  handlers: {
    CupCreated: created,
    CupEntriesOpened: status('open'),
    CupEntriesClosed: status('closed'),
    TeamEnteredCup: entered,
    TeamWithdrawnFromCup: withdrawn,
    CupDrawn: drawn,
    TieDecided: decided,
    TeamAdvancedInCup: advanced,
    CupTieSideLeftEmpty: async () => undefined,
    CupFinished: finished,
    CupCancelled: cancelled,
    ...matchHandlers,
  },
});

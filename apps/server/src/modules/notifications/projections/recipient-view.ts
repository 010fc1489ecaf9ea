import type { ProjectionContext } from '../../../platform/projections/projection';
import type { CupTieFacts, MatchFacts, RecipientView } from '../domain/notification-rules';

/** What a batch's view has read already (forgotten when a handler of the batch changes it). */
interface Known {
  captains: Map<string, string | null>;
  members: Map<string, string[]>;
  matches: Map<string, MatchFacts | null>;
  ties: Map<string, CupTieFacts | null>;
}

const known = new WeakMap<ProjectionContext, Known>();

function knownOf(ctx: ProjectionContext): Known {
  let k = known.get(ctx);
  if (!k) {
    k = { captains: new Map(), members: new Map(), matches: new Map(), ties: new Map() };
    known.set(ctx, k);
  }
  return k;
}

/** A team's roster or captain changed in this batch (null: any team's, an erased person). */
export function forgetTeam(ctx: ProjectionContext, teamId: string | null): void {
  const k = knownOf(ctx);
  if (teamId === null) {
    k.captains.clear();
    k.members.clear();
  } else {
    k.captains.delete(teamId);
    k.members.delete(teamId);
  }
}

export function forgetMatch(ctx: ProjectionContext, matchId: string): void {
  knownOf(ctx).matches.delete(matchId);
}

export function forgetCupTies(ctx: ProjectionContext, tieIds: string[]): void {
  for (const id of tieIds) knownOf(ctx).ties.delete(id);
}

/** Reads once per batch: the answer is kept until a handler of the batch forgets it. */
async function remembered<T>(map: Map<string, T>, key: string, read: () => Promise<T>): Promise<T> {
  if (map.has(key)) return map.get(key) as T;
  const value = await read();
  map.set(key, value);
  return value;
}

/**
 * The rules' questions answered from the projection's own tables, inside its batch. An answer
 * is read once per batch (a replay asks about the same teams and matches again and again) and
 * forgotten by the handlers that change what it was read from (`forgetTeam`, `forgetMatch`,
 * `forgetCupTies`), so it is always what a read would say at that point of the batch.
 */
export function projectionView(ctx: ProjectionContext): RecipientView {
  const k = knownOf(ctx);
  const view = readView(ctx);
  return {
    captainOf: (teamId) => remembered(k.captains, teamId, () => view.captainOf(teamId)),
    membersOf: async (teamId) => [
      ...(await remembered(k.members, teamId, () => view.membersOf(teamId))),
    ],
    matchOf: async (matchId) => {
      const m = await remembered(k.matches, matchId, () => view.matchOf(matchId));
      return m && { ...m };
    },
    cupTieOf: async (tieId) => {
      const t = await remembered(k.ties, tieId, () => view.cupTieOf(tieId));
      return t && { ...t };
    },
  };
}

function readView(ctx: ProjectionContext): RecipientView {
  return {
    async captainOf(teamId) {
      const rows = await ctx.query<{ user_id: string }>(
        'SELECT user_id FROM rm_notif_members WHERE team_id = $1 AND captain',
        [teamId],
      );
      return rows[0]?.user_id ?? null;
    },
    async membersOf(teamId) {
      const rows = await ctx.query<{ user_id: string }>(
        'SELECT user_id FROM rm_notif_members WHERE team_id = $1 ORDER BY user_id',
        [teamId],
      );
      return rows.map((r) => r.user_id);
    },
    async matchOf(matchId) {
      const rows = await ctx.query<{
        sender_team_id: string;
        receiver_team_id: string;
        starts_at: Date;
        pitch_id: string;
      }>(
        'SELECT sender_team_id, receiver_team_id, starts_at, pitch_id FROM rm_notif_matches WHERE id = $1',
        [matchId],
      );
      const m = rows[0];
      if (!m) return null;
      const facts: MatchFacts = {
        senderTeamId: m.sender_team_id,
        receiverTeamId: m.receiver_team_id,
        startsAt: new Date(m.starts_at).toISOString(),
        pitchId: m.pitch_id,
      };
      return facts;
    },
    async cupTieOf(tieId) {
      const rows = await ctx.query<{
        cup_id: string;
        round: number;
        deadline: Date;
        team_a: string | null;
        team_b: string | null;
      }>('SELECT cup_id, round, deadline, team_a, team_b FROM rm_notif_cup_ties WHERE id = $1', [
        tieId,
      ]);
      const t = rows[0];
      if (!t) return null;
      const facts: CupTieFacts = {
        cupId: t.cup_id,
        round: t.round,
        deadline: new Date(t.deadline).toISOString(),
        teamA: t.team_a,
        teamB: t.team_b,
      };
      return facts;
    },
  };
}

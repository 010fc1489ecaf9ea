import type { ProjectionContext } from '../../../platform/projections/projection';
import type { CupTieFacts, MatchFacts, RecipientView } from '../domain/notification-rules';

/** The rules' questions answered from the projection's own tables, inside its batch. */
export function projectionView(ctx: ProjectionContext): RecipientView {
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

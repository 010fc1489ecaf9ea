import { Inject, Injectable } from '@nestjs/common';
import { EventStore, type Queryable } from '../../../platform/event-store/event-store';
import { foldEvents } from '../../../platform/event-store/decider';
import { pitchDecider, pitchStream } from '../../pitches/domain/pitch.decider';
import { teamStream, type TeamEvent } from '../../teams/domain/team.events';
import { evolveTeam, initialTeamState } from '../../teams/domain/team.state';
import type { TeamFacts } from '../domain/match.decider';

/**
 * What a match decision needs to know about teams and pitches. Captaincy and whether a team
 * or pitch exists come from their own streams (the truth, read in the deciding transaction);
 * the team's league this season from the teams projection's league-team links.
 */
@Injectable()
export class ChallengeFacts {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  /** A team as the decider sees it; a team that never existed is an inactive one. */
  async team(tx: Queryable, teamId: string, seasonId: string): Promise<TeamFacts> {
    const past = await this.store.readStream(teamStream(teamId).streamId, tx);
    const state = foldEvents(
      { initialState: initialTeamState, evolve: evolveTeam },
      past as unknown as TeamEvent[],
    );
    if (state.status === 'none') return { teamId, active: false, captainId: '', leagueId: null };
    return {
      teamId,
      active: state.status === 'active',
      captainId: state.captainId,
      leagueId: await this.leagueOf(tx, teamId, seasonId),
    };
  }

  /** The team the user captains (a player belongs to one team at a time), or null. */
  async captainedTeam(tx: Queryable, userId: string, seasonId: string): Promise<TeamFacts | null> {
    const rows: Array<{ id: string }> = await tx.query(
      `SELECT id FROM rm_teams WHERE captain_id = $1
       UNION SELECT team_id FROM rm_team_members WHERE user_id = $1`,
      [userId],
    );
    for (const { id } of rows) {
      const facts = await this.team(tx, id, seasonId);
      if (facts.active && facts.captainId === userId) return facts;
    }
    return null;
  }

  async pitchAvailable(tx: Queryable, pitchId: string): Promise<boolean> {
    const past = await this.store.readStream(pitchStream(pitchId).streamId, tx);
    return foldEvents(pitchDecider, past as never).status === 'active';
  }

  private async leagueOf(tx: Queryable, teamId: string, seasonId: string): Promise<string | null> {
    const rows: Array<{ league_id: string }> = await tx.query(
      `SELECT league_id FROM rm_league_teams
        WHERE team_id = $1 AND season_id = $2 AND ended_at IS NULL
        ORDER BY started_at DESC LIMIT 1`,
      [teamId, seasonId],
    );
    return rows[0]?.league_id ?? null;
  }
}

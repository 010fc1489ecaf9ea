import { Inject, Injectable } from '@nestjs/common';
import { foldEvents } from '../../../platform/event-store/decider';
import { EventStore, type Queryable } from '../../../platform/event-store/event-store';
import { pitchDecider, pitchStream } from '../../pitches/domain/pitch.decider';
import { teamStream, type TeamEvent } from '../../teams/domain/team.events';
import { evolveTeam, initialTeamState } from '../../teams/domain/team.state';
import type { ReportTeamFacts } from '../domain/report.decider';

/**
 * What a report decision needs to know beyond the match stream: captaincy, members and
 * existence of the teams from their own streams (the truth, read in the deciding transaction),
 * each team's league this season from the league-team links, and the match a report id
 * belongs to (report ids reach clients from the reports projection).
 */
@Injectable()
export class ReportFacts {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async team(tx: Queryable, teamId: string, seasonId: string): Promise<ReportTeamFacts> {
    const past = await this.store.readStream(teamStream(teamId).streamId, tx);
    const state = foldEvents(
      { initialState: initialTeamState, evolve: evolveTeam },
      past as unknown as TeamEvent[],
    );
    if (state.status === 'none') {
      return { teamId, active: false, captainId: '', leagueId: null, members: [] };
    }
    return {
      teamId,
      active: state.status === 'active',
      captainId: state.captainId,
      leagueId: await this.leagueOf(tx, teamId, seasonId),
      members: [...new Set([state.captainId, ...Object.keys(state.members)])],
    };
  }

  async pitchAvailable(tx: Queryable, pitchId: string): Promise<boolean> {
    const past = await this.store.readStream(pitchStream(pitchId).streamId, tx);
    return foldEvents(pitchDecider, past as never).status === 'active';
  }

  /** The match of a report, or null when no such report was ever filed. */
  async matchOfReport(tx: Queryable, reportId: string): Promise<string | null> {
    const rows: Array<{ match_id: string }> = await tx.query(
      'SELECT match_id FROM rm_report_index WHERE report_id = $1',
      [reportId],
    );
    return rows[0]?.match_id ?? null;
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

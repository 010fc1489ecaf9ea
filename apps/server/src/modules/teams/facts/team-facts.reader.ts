import type { CommandUnit } from '../../../platform/event-store/unit-of-work';
import { leagueTeamKey, TEAM_KEYS } from '../commands/team-keys';
import type { TeamRoster } from '../domain/team-facts';
import { teamStream } from '../domain/team.events';
import { evolveTeam, initialTeamState } from '../domain/team.state';

const teamFolder = { initialState: initialTeamState, evolve: evolveTeam };
const LEAGUE_STREAM = 'league-';
const TEAM_STREAM = 'team-';

/**
 * The one reader of team facts for other modules' decisions, inside their unit of work and
 * from the write side only: captaincy, members and existence from the team's stream, the
 * team's league this season from its `league-team` claim (owned by the league stream), the
 * team a player belongs to from their `team-member` claim. Never a projection table, so a
 * decision does not depend on projection lag.
 */
export const teamFacts = {
  /** A team as the decider sees it; a team that never existed is an inactive one. */
  async of(unit: CommandUnit, teamId: string, seasonId: string): Promise<TeamRoster> {
    const { state } = await unit.load(teamStream(teamId), teamFolder);
    if (state.status === 'none') {
      return { teamId, active: false, captainId: '', leagueId: null, members: [] };
    }
    const league = await unit.ownerOf(TEAM_KEYS.league, leagueTeamKey(seasonId, teamId));
    return {
      teamId,
      active: state.status === 'active',
      captainId: state.captainId,
      leagueId: league?.startsWith(LEAGUE_STREAM) ? league.slice(LEAGUE_STREAM.length) : null,
      members: [...new Set([state.captainId, ...Object.keys(state.members)])],
      suspensions: state.suspensions ?? [],
    };
  },

  /** The team the user captains (a player belongs to one team at a time), or null. */
  async captainedBy(
    unit: CommandUnit,
    userId: string,
    seasonId: string,
  ): Promise<TeamRoster | null> {
    const owner = await unit.ownerOf(TEAM_KEYS.member, userId);
    if (!owner?.startsWith(TEAM_STREAM)) return null;
    const team = await teamFacts.of(unit, owner.slice(TEAM_STREAM.length), seasonId);
    return team.active && team.captainId === userId ? team : null;
  },
};

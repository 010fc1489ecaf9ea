import { type SeasonPeriod, seasonId } from '../../../config/season-calendar';
import type { CommandUnit } from '../../../platform/event-store/unit-of-work';
import { newId, stableId } from '../../../platform/ids/ids';
import { leagueTeamKey, TEAM_KEYS } from '../../teams/commands/team-keys';
import { teamDecider } from '../../teams/domain/team.decider';
import { teamStream } from '../../teams/domain/team.events';
import { type LeagueEvent, leagueDecider, leagueStream } from '../domain/league.decider';
import { leagueErrors } from '../domain/league.errors';

/** A team's first link in a season: the same id on every node (the turn may be raced). */
export const firstLinkId = (season: SeasonPeriod, teamId: string) =>
  stableId(`league-team:${seasonId(season)}:${teamId}`);

/**
 * Starts links of many teams in one league: the league stream is read once and appended to
 * once (the turn of 1,000 teams stays one read and one append per league), each team's
 * `league-team` claim for the season taken as an admin's assignment takes it.
 */
export async function assignMany(
  unit: CommandUnit,
  season: SeasonPeriod,
  leagueId: string,
  teams: ReadonlyArray<{ teamId: string; leagueTeamId: string }>,
): Promise<void> {
  if (teams.length === 0) return;
  const stream = leagueStream(leagueId);
  const loaded = await unit.load(stream, leagueDecider);
  let state = loaded.state;
  const events: LeagueEvent[] = [];
  for (const { teamId, leagueTeamId } of teams) {
    const decided = leagueDecider.decide(
      { type: 'AssignTeamToLeague', leagueTeamId, teamId },
      state,
    );
    decided.forEach((e) => (state = leagueDecider.evolve(state, e)));
    events.push(...decided);
  }
  await unit.append(stream, loaded.version, events);
  const keys = teams.map(({ teamId }) => leagueTeamKey(seasonId(season), teamId));
  await unit.claimMany(TEAM_KEYS.league, keys, stream.streamId, leagueErrors.sameLeague);
}

/**
 * A plan applied after the season started (its teams were carried over by name): each team
 * whose league differs leaves it (`moved`; its results stay with the old link) and enters the
 * planned one; a team already there, or deleted since, is left alone. Returns the teams moved.
 */
export async function moveToPlannedLeagues(
  unit: CommandUnit,
  season: SeasonPeriod,
  placements: ReadonlyArray<{ teamId: string; toLeagueId: string }>,
): Promise<number> {
  let moved = 0;
  for (const { teamId, toLeagueId } of placements) {
    const team = await unit.load(teamStream(teamId), teamDecider);
    if (team.state.status !== 'active') continue;
    const key = leagueTeamKey(seasonId(season), teamId);
    const owner = await unit.ownerOf(TEAM_KEYS.league, key);
    const target = leagueStream(toLeagueId);
    if (owner === target.streamId) continue;
    if (owner) {
      const current = { streamId: owner, streamType: target.streamType };
      const { state } = await unit.load(current, leagueDecider);
      const link =
        state.status === 'open'
          ? Object.entries(state.teams).find(([, id]) => id === teamId)?.[0]
          : undefined;
      if (link) {
        await unit.decide(current, leagueDecider, {
          type: 'RemoveTeamFromLeague',
          leagueTeamId: link,
          reason: 'moved',
        });
      }
      await unit.release(TEAM_KEYS.league, key, owner);
    }
    await assignMany(unit, season, toLeagueId, [{ teamId, leagueTeamId: newId() }]);
    moved++;
  }
  return moved;
}

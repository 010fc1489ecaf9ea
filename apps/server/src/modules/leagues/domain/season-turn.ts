import type { CarriedTeam } from './season.decider';

/** A league of the previous season as its stream knows it: its current league-team links. */
export interface LeagueSeats {
  leagueId: string;
  name: string;
  /** Current links: link id -> team id. */
  teams: Record<string, string>;
}

/**
 * The carry-over without a plan, pure: every team of a previous-season league enters the league
 * of the same name in the new season (`nextLeagueId(name)`), in the leagues' order, teams by id.
 * A team already placed in the new season keeps its place; a team listed twice (never, as the
 * `league-team` claim forbids it) enters once.
 */
export function carryOver(
  previous: readonly LeagueSeats[],
  nextLeagueId: (name: string) => string,
  alreadyPlaced: ReadonlySet<string>,
  linkIdFor: (teamId: string) => string,
): CarriedTeam[] {
  const seen = new Set(alreadyPlaced);
  const carried: CarriedTeam[] = [];
  for (const league of previous) {
    const teamIds = [...new Set(Object.values(league.teams))].sort();
    for (const teamId of teamIds) {
      if (seen.has(teamId)) continue;
      seen.add(teamId);
      carried.push({
        teamId,
        fromLeagueId: league.leagueId,
        toLeagueId: nextLeagueId(league.name),
        leagueTeamId: linkIdFor(teamId),
      });
    }
  }
  return carried;
}

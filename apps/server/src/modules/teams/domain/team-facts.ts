import type { Suspension } from './team.state';

/**
 * A team as another module's decision sees it (a challenge, a match report): read from the
 * write side in the deciding transaction by `facts/team-facts.reader.ts`.
 */
export interface TeamFacts {
  teamId: string;
  /** False once the team was deleted, and for a team that never existed. */
  active: boolean;
  captainId: string;
  /** The league the team plays in this season, or null. */
  leagueId: string | null;
}

/** Team facts with the current members (the captain included). */
export interface TeamRoster extends TeamFacts {
  members: string[];
  /** The league office's suspensions of its players (absent: none). */
  suspensions?: Suspension[];
}

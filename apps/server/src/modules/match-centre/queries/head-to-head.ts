import { MATCH_CENTRE_RULES, type HeadToHeadDto } from '@liga/contracts';

/** A verified meeting as stored: the pair in id order (low < high). */
export interface MeetingRow {
  match_id: string;
  season_id: string;
  played_at: Date;
  team_low: string;
  low_goals: number;
  high_goals: number;
  is_walkover: boolean;
}

/** Head-to-head of team A against team B from their meetings (newest first), seen from A. */
export function headToHeadOf(teamAId: string, teamBId: string, rows: MeetingRow[]): HeadToHeadDto {
  const h2h: HeadToHeadDto = {
    teamAId,
    teamBId,
    played: 0,
    teamAWins: 0,
    draws: 0,
    teamBWins: 0,
    teamAGoals: 0,
    teamBGoals: 0,
    last: [],
    meetings: [],
  };
  for (const row of rows) {
    const aIsLow = row.team_low === teamAId;
    const a = aIsLow ? row.low_goals : row.high_goals;
    const b = aIsLow ? row.high_goals : row.low_goals;
    h2h.played += 1;
    h2h.teamAGoals += a;
    h2h.teamBGoals += b;
    if (a > b) h2h.teamAWins += 1;
    else if (a < b) h2h.teamBWins += 1;
    else h2h.draws += 1;
    const meeting = {
      matchId: row.match_id,
      seasonId: row.season_id,
      date: row.played_at.toISOString(),
      teamAGoals: a,
      teamBGoals: b,
      isWalkover: row.is_walkover,
    };
    h2h.meetings.push(meeting);
    if (h2h.last.length < MATCH_CENTRE_RULES.headToHeadLast) h2h.last.push(meeting);
  }
  return h2h;
}

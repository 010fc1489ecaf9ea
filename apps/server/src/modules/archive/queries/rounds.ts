import {
  addDays,
  daysBetween,
  type FormResult,
  type LeagueTeamStatisticDto,
  type SeasonRoundDto,
} from '@liga/contracts';

/** Days in a round: a round is a week of the season from its first day (Tydzień N). */
const ROUND_DAYS = 7;

/**
 * The rounds of a season from `firstDay` to `lastDay` (Warsaw days), up to the round that holds
 * `uptoDay` (today, for the season under way); the last round ends with the season.
 */
export function seasonRounds(firstDay: string, lastDay: string, uptoDay: string): SeasonRoundDto[] {
  const last = uptoDay < lastDay ? uptoDay : lastDay;
  if (last < firstDay) return [];
  const count = Math.floor(daysBetween(firstDay, last) / ROUND_DAYS) + 1;
  return Array.from({ length: count }, (_, i) => {
    const startDay = addDays(firstDay, i * ROUND_DAYS);
    const end = addDays(startDay, ROUND_DAYS - 1);
    return { round: i + 1, startDay, endDay: end < lastDay ? end : lastDay };
  });
}

/** A counted result of a league, on the Warsaw day its match was played. */
export interface RoundResult {
  teamId: string;
  day: string;
  result: FormResult;
  points: number;
  scored: number;
  conceded: number;
}

/** Orders rows of a table and sets their positions (the table-ordering function). */
export type TableOrder = (rows: LeagueTeamStatisticDto[]) => LeagueTeamStatisticDto[];

/**
 * The place of every team after each round (pure): the table of the results of the matches
 * played up to the round's last day, ordered by `order`. `teams` are the league's rows (their
 * identity; their numbers are ignored). Each team gets one position per round.
 */
export function positionsByRound(
  rounds: readonly SeasonRoundDto[],
  teams: readonly LeagueTeamStatisticDto[],
  results: readonly RoundResult[],
  order: TableOrder,
): Map<string, number[]> {
  const rows = new Map(teams.map((t) => [t.id, blank(t)]));
  const positions = new Map(teams.map((t) => [t.id, [] as number[]]));
  const pending = [...results].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  let next = 0;
  for (const round of rounds) {
    for (; next < pending.length && pending[next].day <= round.endDay; next++) {
      const row = rows.get(pending[next].teamId);
      if (row) add(row, pending[next]);
    }
    for (const row of order([...rows.values()].map((r) => ({ ...r })))) {
      positions.get(row.id)?.push(row.position);
    }
  }
  return positions;
}

function blank(team: LeagueTeamStatisticDto): LeagueTeamStatisticDto {
  return {
    ...team,
    position: 0,
    points: 0,
    matchesPlayed: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    goalsScored: 0,
    goalsConceded: 0,
    goalBalance: 0,
    form: [],
    formMatchIds: [],
  };
}

function add(row: LeagueTeamStatisticDto, r: RoundResult): void {
  row.points += r.points;
  row.matchesPlayed += 1;
  if (r.result === 'W') row.wins += 1;
  else if (r.result === 'D') row.draws += 1;
  else row.losses += 1;
  row.goalsScored += r.scored;
  row.goalsConceded += r.conceded;
  row.goalBalance = row.goalsScored - row.goalsConceded;
}

import { localized, type Translation } from '../common/text-language';
import type { LeagueTeamStatisticDto } from './standings.dto';

/** Table page sorts (spec: /table?sort=...), Polish labels. */
const TABLE_SORTS_PL = {
  position: 'Pozycja',
  name: 'Nazwa Zespołu',
  matches: 'Rozegrane Mecze',
  wins: 'Wygrane',
  draws: 'Remisy',
  losses: 'Porażki',
  scored: 'Strzelone',
  conceded: 'Stracone',
  balance: 'Bilans',
} as const;

const TABLE_SORTS_EN = {
  position: 'Position',
  name: 'Team Name',
  matches: 'Matches Played',
  wins: 'Wins',
  draws: 'Draws',
  losses: 'Losses',
  scored: 'Scored',
  conceded: 'Conceded',
  balance: 'Difference',
} satisfies Translation<typeof TABLE_SORTS_PL>;

/** Table page sorts (spec: /table?sort=...) and their labels in the page's language. */
export const TABLE_SORTS = /* @__PURE__ */ localized(TABLE_SORTS_PL, TABLE_SORTS_EN);
export type TableSort = keyof typeof TABLE_SORTS;
export const isTableSort = (v: unknown): v is TableSort =>
  typeof v === 'string' && Object.prototype.hasOwnProperty.call(TABLE_SORTS, v);

type TableRow = Pick<
  LeagueTeamStatisticDto,
  | 'id'
  | 'name'
  | 'points'
  | 'matchesPlayed'
  | 'wins'
  | 'draws'
  | 'losses'
  | 'goalsScored'
  | 'goalsConceded'
>;

const byPositionKeys = (a: TableRow, b: TableRow) =>
  b.points - a.points ||
  b.goalsScored - b.goalsConceded - (a.goalsScored - a.goalsConceded) ||
  b.goalsScored - a.goalsScored ||
  a.matchesPlayed - b.matchesPlayed;
const byName = (a: TableRow, b: TableRow) =>
  a.name.localeCompare(b.name, 'pl', { sensitivity: 'base' }) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Table order (position): points, goal difference, goals scored (all descending), fewer matches,
 * then name. Equal teams on all four keys still get distinct, stable positions.
 */
export const compareStanding = (a: TableRow, b: TableRow) => byPositionKeys(a, b) || byName(a, b);

/**
 * Comparator of a table sort. Counting sorts (matches, wins, draws, losses, scored, conceded,
 * balance) are descending on their column, then points descending, then fewer matches, then the
 * table order; `name` is alphabetical (Polish), then id.
 */
export function tableComparator(sort: TableSort): (a: TableRow, b: TableRow) => number {
  const then = (a: TableRow, b: TableRow) =>
    b.points - a.points || a.matchesPlayed - b.matchesPlayed || compareStanding(a, b);
  const desc = (key: (r: TableRow) => number) => (a: TableRow, b: TableRow) =>
    key(b) - key(a) || then(a, b);
  switch (sort) {
    case 'position':
      return compareStanding;
    case 'name':
      return byName;
    case 'matches':
      return desc((r) => r.matchesPlayed);
    case 'wins':
      return desc((r) => r.wins);
    case 'draws':
      return desc((r) => r.draws);
    case 'losses':
      return desc((r) => r.losses);
    case 'scored':
      return desc((r) => r.goalsScored);
    case 'conceded':
      return desc((r) => r.goalsConceded);
    case 'balance':
      return desc((r) => r.goalsScored - r.goalsConceded);
    default:
      return compareStanding;
  }
}

/** Rows sorted by a table sort (a new array). */
export const sortTable = <T extends TableRow>(rows: readonly T[], sort: TableSort): T[] =>
  [...rows].sort(tableComparator(sort));

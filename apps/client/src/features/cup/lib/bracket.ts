import { type CupDto, type CupTeamDto, type CupTieDto, drawCup } from '@liga/contracts';

/** A place in a bracket column: a tie, or a team's bye (round 1 only). */
export type BracketSlot =
  { kind: 'tie'; tie: CupTieDto } | { kind: 'bye'; team: CupTeamDto | null };

export interface BracketColumn {
  number: number;
  name: string;
  deadline: string;
  slots: BracketSlot[];
}

/**
 * The bracket as columns of equal halving size: round 1 is laid out in the order of the round-2
 * sides it feeds, a team with a bye shown in its own slot, so every tie of round r + 1 sits
 * between the two slots of round r that feed it.
 */
export function bracketColumns(cup: CupDto): BracketColumn[] {
  const [first, second] = cup.rounds;
  return cup.rounds.map((round, index) => {
    const base = { number: round.number, name: round.name, deadline: round.deadline };
    if (index !== 0 || !second || first.ties.length === second.ties.length * 2) {
      return { ...base, slots: round.ties.map((tie) => ({ kind: 'tie', tie }) as const) };
    }
    const byId = new Map(first.ties.map((t) => [t.id, t]));
    const slots: BracketSlot[] = second.ties.flatMap((tie) =>
      (['A', 'B'] as const).map((side): BracketSlot => {
        const source = side === 'A' ? tie.sourceA : tie.sourceB;
        const fed = source ? byId.get(source) : undefined;
        return fed
          ? { kind: 'tie', tie: fed }
          : { kind: 'bye', team: side === 'A' ? tie.teamA : tie.teamB };
      }),
    );
    return { ...base, slots };
  });
}

/** The ties the team has played or plays: its path through the bracket. */
export function pathOf(cup: CupDto, teamId: string | null): Set<string> {
  const path = new Set<string>();
  if (!teamId) return path;
  for (const round of cup.rounds) {
    for (const tie of round.ties) {
      if (tie.teamA?.id === teamId || tie.teamB?.id === teamId) path.add(tie.id);
    }
  }
  return path;
}

/** Ties with both teams and no winner yet, with their round: earliest round, then date. */
export function nextTies(cup: CupDto) {
  return cup.rounds
    .flatMap((round) =>
      round.ties
        .filter((t) => t.teamA && t.teamB && !t.winnerTeamId && !t.bothOut)
        .map((tie) => ({ tie, round })),
    )
    .sort(
      (a, b) =>
        a.round.number - b.round.number ||
        (a.tie.date ?? '9').localeCompare(b.tie.date ?? '9') ||
        a.tie.id.localeCompare(b.tie.id),
    );
}

/**
 * Re-runs the recorded draw in the browser (the documented `drawCup` of the seed and the
 * entries) and says whether it gives the bracket's first round and byes as shown.
 */
export function drawMatches(cup: CupDto): boolean | null {
  if (!cup.drawSeed || cup.rounds.length === 0 || cup.entries.length < 2) return null;
  const again = drawCup(
    cup.drawSeed,
    cup.entries.map((e) => ({ teamId: e.team.id, tier: e.tier })),
    { separateTopTier: cup.separateTopTier },
  );
  const shown = cup.rounds[0].ties.map((t) => [t.teamA?.id, t.teamB?.id].sort().join('|'));
  const drawn = again.rounds[0].map((t) => [t.teamA, t.teamB].sort().join('|'));
  const byes = [...again.byes].sort().join('|') === [...cup.byes].sort().join('|');
  return byes && shown.length === drawn.length && shown.every((pair) => drawn.includes(pair));
}

import { describe, expect, it } from '@jest/globals';
import type { CupDto, CupTieDto } from '@liga/contracts';
import { bracketColumns, nextTies, pathOf } from './bracket';

const team = (id: string) => ({ id, name: id, shortName: id.slice(0, 3), leagueName: null });
const tie = (
  id: string,
  a: string | null,
  b: string | null,
  over: Partial<CupTieDto> = {},
): CupTieDto => ({
  id,
  teamA: a ? team(a) : null,
  teamB: b ? team(b) : null,
  matchId: null,
  scoreA: null,
  scoreB: null,
  penaltiesA: null,
  penaltiesB: null,
  winnerTeamId: null,
  decidedBy: null,
  reason: null,
  bothOut: false,
  date: null,
  matchStatusId: null,
  reportStatusId: null,
  pitchName: null,
  sourceA: null,
  sourceB: null,
  nextTieId: null,
  nextSlot: null,
  ...over,
});

/** Five teams: one preliminary tie, three byes. */
const cup = {
  rounds: [
    {
      number: 1,
      name: 'Runda wstępna',
      deadline: 'd1',
      ties: [tie('p', 'e', 'f', { winnerTeamId: 'e' })],
    },
    {
      number: 2,
      name: 'Półfinały',
      deadline: 'd2',
      ties: [tie('s1', 'a', 'e', { sourceB: 'p' }), tie('s2', 'b', 'c')],
    },
    {
      number: 3,
      name: 'Finał',
      deadline: 'd3',
      ties: [tie('f', null, null, { sourceA: 's1', sourceB: 's2' })],
    },
  ],
} as unknown as CupDto;

describe('cup bracket layout', () => {
  it('lays round 1 out in the order of the sides it feeds, byes in their own slots', () => {
    const [first, second, final] = bracketColumns(cup);
    expect(first.slots.map((s) => (s.kind === 'tie' ? s.tie.id : `bye:${s.team?.id}`))).toEqual([
      'bye:a',
      'p',
      'bye:b',
      'bye:c',
    ]);
    expect(second.slots).toHaveLength(2);
    expect(final.slots).toHaveLength(1);
  });

  it("follows a team's path and lists the ties still to play", () => {
    expect([...pathOf(cup, 'e')]).toEqual(['p', 's1']);
    expect(nextTies(cup).map((n) => n.tie.id)).toEqual(['s1', 's2']);
  });
});

import { headToHeadOf, type MeetingRow } from './head-to-head';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const meeting = (n: number, lowGoals: number, highGoals: number, walkover = false): MeetingRow => ({
  match_id: `m${n}`,
  season_id: n < 4 ? 's1' : 's2',
  played_at: new Date(Date.UTC(2025, 8, 30 - n)),
  team_low: A,
  low_goals: lowGoals,
  high_goals: highGoals,
  is_walkover: walkover,
});

describe('headToHeadOf', () => {
  // Six meetings across two seasons, newest first; A is the lower id.
  // A:B = 3:1 W, 2:2 D, 0:1 L, 10:0 W (walkover), 4:2 W, 1:3 L
  const rows = [
    meeting(1, 3, 1),
    meeting(2, 2, 2),
    meeting(3, 0, 1),
    meeting(4, 10, 0, true),
    meeting(5, 4, 2),
    meeting(6, 1, 3),
  ];

  it('counts every meeting from team A: W-D-L and goals, the last five newest first', () => {
    const h2h = headToHeadOf(A, B, rows);
    expect(h2h).toMatchObject({
      teamAId: A,
      teamBId: B,
      played: 6,
      teamAWins: 3,
      draws: 1,
      teamBWins: 2,
      teamAGoals: 20,
      teamBGoals: 9,
    });
    expect(h2h.last.map((m) => `${m.teamAGoals}:${m.teamBGoals}`)).toEqual([
      '3:1',
      '2:2',
      '0:1',
      '10:0',
      '4:2',
    ]);
    expect(h2h.last[3].isWalkover).toBe(true);
    expect(h2h.meetings.map((m) => `${m.teamAGoals}:${m.teamBGoals}`)).toEqual([
      '3:1',
      '2:2',
      '0:1',
      '10:0',
      '4:2',
      '1:3',
    ]);
    expect(h2h.meetings.map((m) => m.seasonId)).toEqual(['s1', 's1', 's1', 's2', 's2', 's2']);
  });

  it('seen from team B (the higher id) the same meetings turn around', () => {
    const h2h = headToHeadOf(B, A, rows);
    expect(h2h).toMatchObject({
      teamAWins: 2,
      draws: 1,
      teamBWins: 3,
      teamAGoals: 9,
      teamBGoals: 20,
    });
    expect(h2h.last[0]).toMatchObject({ teamAGoals: 1, teamBGoals: 3, matchId: 'm1' });
  });

  it('two teams that never met: all zero', () => {
    expect(headToHeadOf(A, B, [])).toMatchObject({
      played: 0,
      teamAWins: 0,
      last: [],
      meetings: [],
    });
  });
});

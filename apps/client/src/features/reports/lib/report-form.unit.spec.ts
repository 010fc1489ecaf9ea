import { describe, expect, it } from '@jest/globals';
import { matchReportPayloadSchema, WALKOVER_TYPE } from '@liga/contracts';
import {
  formScore,
  initialForm,
  reportFormReducer as reduce,
  teamEntry,
  toPayload,
  type ReportForm,
} from './report-form';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const MATCH = id(900);

const home = teamEntry({
  id: id(100),
  name: 'Orły',
  users: [
    { id: id(1), firstName: 'Zenon', lastName: 'Adamski' },
    { id: id(2), firstName: 'Adam', lastName: 'Zieliński' },
    { id: id(3), firstName: 'Adam', lastName: 'Nowak' },
  ],
});
const enemy = teamEntry({
  id: id(200),
  name: 'Sokoły',
  users: [
    { id: id(4), firstName: 'Łukasz', lastName: 'Bąk' },
    { id: id(5), firstName: 'Kamil', lastName: 'Lis' },
  ],
});

const apply = (form: ReportForm, ...actions: Parameters<typeof reduce>[1][]) =>
  actions.reduce(reduce, form);

describe('report form', () => {
  it('sorts players by first name, then last name', () => {
    expect(home.players.map((p) => `${p.firstName} ${p.lastName}`)).toEqual([
      'Adam Nowak',
      'Adam Zieliński',
      'Zenon Adamski',
    ]);
    expect(enemy.players.map((p) => p.firstName)).toEqual(['Kamil', 'Łukasz']);
  });

  it('cycles MVP points 0 -> 1 -> 3 -> 5 -> 0 for a checked player only', () => {
    let form = initialForm(home, enemy);
    form = reduce(form, { type: 'mvp', side: 0, userId: id(1) });
    expect(form.teams[0].players.find((p) => p.userId === id(1))!.mvp).toBe(0);
    form = reduce(form, { type: 'present', side: 0, userId: id(1), present: true });
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      form = reduce(form, { type: 'mvp', side: 0, userId: id(1) });
      seen.push(form.teams[0].players.find((p) => p.userId === id(1))!.mvp);
    }
    expect(seen).toEqual([1, 3, 5, 0]);
  });

  it('recalculates the score: goals, the other side’s own goals, walkovers 10:0 / 0:10', () => {
    let form = apply(
      initialForm(home, enemy),
      { type: 'present', side: 0, userId: id(1), present: true },
      { type: 'goals', side: 0, userId: id(1), goals: 2 },
      { type: 'present', side: 1, userId: id(4), present: true },
      { type: 'goals', side: 1, userId: id(4), goals: 1 },
    );
    expect(formScore(form)).toEqual({ teamA: 2, teamB: 1 });
    form = reduce(form, { type: 'ownGoalsEnabled', side: 1, enabled: true });
    expect(formScore(form)).toEqual({ teamA: 3, teamB: 1 });
    form = reduce(form, { type: 'ownGoals', side: 1, count: 2 });
    expect(formScore(form)).toEqual({ teamA: 4, teamB: 1 });
    form = reduce(form, { type: 'ownGoalsEnabled', side: 1, enabled: false });
    expect(formScore(form)).toEqual({ teamA: 2, teamB: 1 });
    expect(formScore(reduce(form, { type: 'walkover', walkoverType: 2 }))).toEqual({
      teamA: 10,
      teamB: 0,
    });
    expect(formScore(reduce(form, { type: 'walkover', walkoverType: 3 }))).toEqual({
      teamA: 0,
      teamB: 10,
    });
  });

  it('clears an unchecked player’s goals, MVP and rating; they cannot be set while unchecked', () => {
    const form = apply(
      initialForm(home, enemy),
      { type: 'present', side: 0, userId: id(2), present: true },
      { type: 'goals', side: 0, userId: id(2), goals: 3 },
      { type: 'keeper', side: 0, userId: id(2), rate: 8 },
      { type: 'mvp', side: 0, userId: id(2) },
      { type: 'present', side: 0, userId: id(2), present: false },
      { type: 'goals', side: 0, userId: id(2), goals: 1 },
    );
    const player = form.teams[0].players.find((p) => p.userId === id(2))!;
    expect(player).toMatchObject({ present: false, goals: 0, mvp: 0, keeperRate: null });
    expect(formScore(form)).toEqual({ teamA: 0, teamB: 0 });
  });

  it('builds a payload the contracts accept, with only checked players', () => {
    const form = apply(
      initialForm(home, enemy),
      { type: 'present', side: 0, userId: id(1), present: true },
      { type: 'present', side: 0, userId: id(3), present: true },
      { type: 'goals', side: 0, userId: id(1), goals: 2 },
      { type: 'mvp', side: 0, userId: id(1) },
      { type: 'mvp', side: 0, userId: id(1) },
      { type: 'keeper', side: 0, userId: id(3), rate: 7 },
      { type: 'present', side: 1, userId: id(5), present: true },
      { type: 'ownGoalsEnabled', side: 1, enabled: true },
    );
    const payload = toPayload(form, { kind: 'captain', matchId: MATCH });
    expect(payload.attendancesTeamA).toEqual([
      { userId: id(3), attendance: 1 },
      { userId: id(1), attendance: 1 },
    ]);
    expect(payload.goalsTeamA).toEqual([
      { userId: id(1), isSuicide: false },
      { userId: id(1), isSuicide: false },
    ]);
    expect(payload.goalsTeamB).toEqual([{ userId: null, isSuicide: true }]);
    expect(payload.userRatesTeamA).toEqual([{ userId: id(1), rate: 3 }]);
    expect(payload.goalKeeperRatesTeamA).toEqual([{ userId: id(3), rate: 7 }]);
    expect([payload.teamAGoals, payload.teamBGoals]).toEqual([3, 0]);
    expect(matchReportPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends no attendances, goals or ratings for a walkover', () => {
    const form = apply(
      initialForm(home, enemy),
      { type: 'present', side: 0, userId: id(1), present: true },
      { type: 'goals', side: 0, userId: id(1), goals: 2 },
      { type: 'walkover', walkoverType: WALKOVER_TYPE.enemy },
    );
    const payload = toPayload(form, { kind: 'captain', matchId: MATCH });
    expect(payload.attendancesTeamA).toEqual([]);
    expect(payload.goalsTeamA).toEqual([]);
    expect([payload.teamAGoals, payload.teamBGoals]).toEqual([0, 10]);
    expect(matchReportPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('lets the admin enter goals without a scorer', () => {
    const form = apply(initialForm(home, enemy), { type: 'unknownGoals', side: 1, count: 2 });
    const payload = toPayload(form, {
      kind: 'admin',
      pitchId: id(50),
      date: '2026-11-14T18:00',
      matchLength: 60,
    });
    expect(payload.adminInsert).toBe(true);
    expect(payload.goalsTeamB).toEqual([
      { userId: null, isSuicide: false },
      { userId: null, isSuicide: false },
    ]);
    const parsed = matchReportPayloadSchema.safeParse(payload);
    expect(parsed.success).toBe(true);
  });
});

describe('attendance pre-ticked from who is coming', () => {
  it("checks exactly the players who said 'Będę'", () => {
    const team = teamEntry(
      {
        id: id(100),
        name: 'Orły',
        users: [
          { id: id(1), firstName: 'Zenon', lastName: 'Adamski' },
          { id: id(2), firstName: 'Adam', lastName: 'Zieliński' },
        ],
      },
      [id(2)],
    );
    expect(team.players.map((p) => [p.userId, p.present])).toEqual([
      [id(2), true],
      [id(1), false],
    ]);
  });
});

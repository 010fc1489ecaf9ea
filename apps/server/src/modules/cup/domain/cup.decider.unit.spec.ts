import { answerWith } from '../../../../../../test/support/refusals';
import { CUP_MESSAGES } from '@liga/contracts';
import { foldEvents } from '../../../platform/event-store/decider';
import type { AppError } from '../../../platform/http/app-errors';
import type { TeamFacts } from '../../teams/domain/team-facts';
import { cupErrorResponses } from '../http/cup.error-responses';
import type { CupCommand, RecordTieResult } from './cup.commands';
import { cupDecider } from './cup.decider';
import type { CupEvent } from './cup.events';
import { type CupState, evolveCup, type OpenCup } from './cup.state';

const answer = answerWith(cupErrorResponses);
const admin = { actorUserId: 'admin', isAdmin: true, at: '2026-09-01T10:00:00.000Z' };
const team = (n: number, leagueId = n < 4 ? 'L1' : 'L2'): TeamFacts => ({
  teamId: `t${n}`,
  active: true,
  captainId: `cap${n}`,
  leagueId,
});
const created: CupEvent = {
  type: 'CupCreated',
  data: {
    cupId: 'cup',
    seasonId: 'season',
    name: 'Puchar Ligi',
    leagues: [
      { leagueId: 'L1', name: 'Liga 1', tier: 1 },
      { leagueId: 'L2', name: 'Liga 2', tier: 2 },
    ],
    entryDeadline: '2026-09-10T22:00:00.000Z',
    roundDeadlines: [
      '2026-09-20T22:00:00.000Z',
      '2026-09-30T22:00:00.000Z',
      '2026-10-10T22:00:00.000Z',
    ],
    separateTopTier: true,
    createdBy: 'admin',
  },
};
const opened: CupEvent = { type: 'CupEntriesOpened', data: { cupId: 'cup', by: 'admin' } };

function given(events: CupEvent[]) {
  const state = foldEvents(cupDecider, events);
  return {
    state,
    when: (command: CupCommand) => cupDecider.decide(command, state),
    then: (command: CupCommand) => [...events, ...cupDecider.decide(command, state)],
    refuses: (command: CupCommand): AppError => {
      try {
        cupDecider.decide(command, state);
      } catch (error) {
        return answer(error);
      }
      throw new Error('expected a refusal');
    },
  };
}
const enter = (n: number, at = admin.at): CupCommand => ({
  type: 'EnterCup',
  actorUserId: `cap${n}`,
  team: team(n),
  at,
});
const tieIds = Array.from({ length: 63 }, (_, i) => `tie-${i}`);
const draw: CupCommand = { type: 'DrawCup', seed: 'seed', tieIds, ...admin };

/** A drawn cup of `n` teams. */
function drawnCup(n: number): CupEvent[] {
  let events: CupEvent[] = [created, opened];
  for (let i = 0; i < n; i++) events = given(events).then(enter(i));
  return given(events).then(draw);
}
const open = (events: CupEvent[]) => foldEvents(cupDecider, events) as OpenCup;
const result = (
  tieId: string,
  home: string,
  enemy: string,
  goals: [number, number],
  penalties: RecordTieResult['penalties'] = null,
): RecordTieResult => ({
  type: 'RecordTieResult',
  tieId,
  matchId: `m-${tieId}`,
  homeTeamId: home,
  enemyTeamId: enemy,
  homeGoals: goals[0],
  enemyGoals: goals[1],
  penalties,
  walkover: false,
  actorUserId: 'admin',
});
const readyTies = (state: CupState) =>
  state.status === 'none'
    ? []
    : Object.values(state.ties).filter((t) => !t.decided && t.teamA && t.teamB);

describe('cup decider: entries', () => {
  const entries = given([created, opened]);

  it('enters a captain’s team of an allowed league, with its tier', () => {
    expect(entries.when(enter(1))).toEqual([
      {
        type: 'TeamEnteredCup',
        data: expect.objectContaining({ teamId: 't1', leagueId: 'L1', tier: 1, byAdmin: false }),
      },
    ]);
  });

  it.each([
    [
      'twice',
      given([created, opened, ...given([created, opened]).when(enter(1))]),
      enter(1),
      409,
      CUP_MESSAGES.alreadyEntered,
    ],
    [
      'after the deadline',
      entries,
      enter(1, '2026-09-11T00:00:00.000Z'),
      409,
      CUP_MESSAGES.entryDeadlinePassed,
    ],
    [
      'by a non-captain',
      entries,
      { ...enter(1), actorUserId: 'someone' },
      403,
      CUP_MESSAGES.notCaptain,
    ],
    [
      'for a league not allowed',
      entries,
      { ...enter(1), team: team(1, 'L7') },
      403,
      CUP_MESSAGES.leagueNotAllowed,
    ],
    ['before entries open', given([created]), enter(1), 409, CUP_MESSAGES.entriesNotOpen],
  ])('refuses an entry %s', (_name, at, command, status, message) => {
    const error = at.refuses(command as CupCommand);
    expect([error.status, error.errors[0].message]).toEqual([status, message]);
  });

  it('refuses a ninth team when three rounds hold eight', () => {
    let events: CupEvent[] = [created, opened];
    for (let i = 0; i < 8; i++) events = given(events).then(enter(i));
    expect(given(events).refuses(enter(8)).errors[0].message).toBe(CUP_MESSAGES.bracketFull);
  });

  it('lets an admin add and remove a team with a reason, before the draw only', () => {
    const added = entries.when({
      type: 'AddCupTeam',
      team: team(2),
      reason: 'Zgłoszenie mailowe',
      ...admin,
    });
    expect(added[0].data).toMatchObject({
      teamId: 't2',
      byAdmin: true,
      reason: 'Zgłoszenie mailowe',
    });
    const drawn = drawnCup(5);
    expect(
      given(drawn).refuses({ type: 'RemoveCupTeam', teamId: 't1', reason: 'x', ...admin }).status,
    ).toBe(409);
  });
});

describe('cup decider: the draw and advancement', () => {
  it('records the seed, the method and a full bracket with byes', () => {
    const events = drawnCup(5);
    const drawn = events[events.length - 1];
    expect(drawn.type).toBe('CupDrawn');
    if (drawn.type !== 'CupDrawn') return;
    expect(drawn.data).toMatchObject({ seed: 'seed', method: 'liga-cup-draw/1' });
    expect(drawn.data.rounds.map((r) => [r.name, r.ties.length])).toEqual([
      ['Runda wstępna', 1],
      ['Półfinały', 2],
      ['Finał', 1],
    ]);
    expect(drawn.data.byes).toHaveLength(3);
  });

  it('places the winner of a verified tie in the next round at once, penalties deciding a level match', () => {
    const events = drawnCup(5);
    const [first] = readyTies(open(events)).filter((t) => t.round === 1);
    const out = given(events).when(
      result(first.tieId, first.teamA!, first.teamB!, [2, 2], { home: 3, enemy: 4 }),
    );
    expect(out.map((e) => e.type)).toEqual(['TieDecided', 'TeamAdvancedInCup']);
    expect(out[0].data).toMatchObject({
      winnerTeamId: first.teamB,
      penaltiesA: 3,
      penaltiesB: 4,
      decidedBy: 'match',
    });
    expect(out[1].data).toMatchObject({
      tieId: first.next!.tieId,
      slot: first.next!.slot,
      teamId: first.teamB,
    });
  });

  it('records a result once: the same tie verified again gives nothing', () => {
    const events = drawnCup(4);
    const [tie] = readyTies(open(events));
    const after = given(events).then(result(tie.tieId, tie.teamA!, tie.teamB!, [3, 0]));
    expect(given(after).when(result(tie.tieId, tie.teamA!, tie.teamB!, [3, 0]))).toEqual([]);
  });

  it('forms the final exactly once from two semifinals, whichever is verified first, and crowns the champion', () => {
    let events = drawnCup(4);
    const semis = readyTies(open(events));
    expect(semis).toHaveLength(2);
    for (const semi of semis)
      events = given(events).then(result(semi.tieId, semi.teamA!, semi.teamB!, [1, 0]));
    const final = readyTies(open(events));
    expect(final).toHaveLength(1);
    expect([final[0].teamA, final[0].teamB].sort()).toEqual(semis.map((s) => s.teamA).sort());
    const placed = events.filter((e) => e.type === 'TeamAdvancedInCup');
    expect(placed).toHaveLength(2);
    const done = given(events).when(
      result(final[0].tieId, final[0].teamA!, final[0].teamB!, [0, 10]),
    );
    expect(done.map((e) => e.type)).toEqual(['TieDecided', 'CupFinished']);
    expect(done[1].data).toMatchObject({ championTeamId: final[0].teamB });
  });

  it('sends a team through on an admin decision, and both out leaves the next side empty', () => {
    let events = drawnCup(8);
    const ties = readyTies(open(events));
    const [a, b] = ties.filter((t) => t.next?.tieId === ties[0].next?.tieId);
    events = given(events).then({
      type: 'DecideTie',
      tieId: a.tieId,
      outcome: 'none',
      reason: 'Nie rozegrano w terminie',
      ...admin,
    });
    const through = given(events).when({
      type: 'DecideTie',
      tieId: b.tieId,
      outcome: 'teamB',
      reason: 'Walkower',
      ...admin,
    });
    expect(through.map((e) => e.type)).toEqual([
      'TieDecided',
      'TeamAdvancedInCup',
      'TieDecided',
      'TeamAdvancedInCup',
    ]);
    expect(through[0].data).toMatchObject({
      decidedBy: 'admin',
      reason: 'Walkower',
      winnerTeamId: b.teamB,
    });
    expect(through[2].data).toMatchObject({ decidedBy: 'walkover', winnerTeamId: b.teamB });
  });

  it('refuses an admin decision on a decided tie or one still waiting for a team', () => {
    const events = drawnCup(5);
    const waiting = Object.values(open(events).ties).find((t) => !t.teamA || !t.teamB)!;
    const error = given(events).refuses({
      type: 'DecideTie',
      tieId: waiting.tieId,
      outcome: 'teamA',
      reason: 'powód',
      ...admin,
    });
    expect(error.errors[0].message).toBe(CUP_MESSAGES.tieNotReady);
  });

  it('folds to the same state whatever way it is replayed', () => {
    const events = drawnCup(6);
    expect(events.reduce(evolveCup, { status: 'none' } as CupState)).toEqual(open(events));
  });
});

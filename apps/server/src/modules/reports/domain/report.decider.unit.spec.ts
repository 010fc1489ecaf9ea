import { answerWith } from '../../../../../../test/support/refusals';
import { foldEvents } from '../../../platform/event-store/decider';
import type { AppError } from '../../../platform/http/app-errors';
import type { Challenge, MatchEvent } from '../../matches/domain/match.events';
import type { TeamRoster } from '../../teams/domain/team-facts';
import type {
  CorrectResult,
  InsertResult,
  ReportCommand,
  ReportInput,
  SubmitReport,
} from './report.commands';
import { reportDecider } from './report.decider';
import { reportErrorResponses } from '../http/report.error-responses';

const answer = answerWith(reportErrorResponses);

const matchId = 'a0000000-0000-4000-8000-000000000001';
const challenge: Challenge = {
  matchId,
  seasonId: 'season',
  senderTeamId: 'A',
  receiverTeamId: 'B',
  leagueId: 'L1',
  senderLeagueId: 'L1',
  receiverLeagueId: 'L1',
  pitchId: 'pitch',
  date: '2025-09-20T16:00:00.000Z',
  length: 60,
  matchType: 1,
  issuedBy: 'capA',
};
const teamA: TeamRoster = {
  teamId: 'A',
  active: true,
  captainId: 'capA',
  leagueId: 'L1',
  members: ['capA', 'a1', 'a2'],
};
const teamB: TeamRoster = {
  teamId: 'B',
  active: true,
  captainId: 'capB',
  leagueId: 'L1',
  members: ['capB', 'b1'],
};
const teamC: TeamRoster = {
  teamId: 'C',
  active: true,
  captainId: 'capC',
  leagueId: 'L1',
  members: ['capC'],
};
const issued: MatchEvent = { type: 'ChallengeIssued', data: challenge };
const accepted: MatchEvent = { type: 'ChallengeAccepted', data: { matchId, acceptedBy: 'capB' } };

const input = (over: Partial<ReportInput> = {}): ReportInput => ({
  teamAId: 'A',
  teamBId: 'B',
  walkoverType: 1,
  teams: [
    {
      teamId: 'A',
      attendances: ['capA', 'a1'],
      goals: [
        { userId: 'a1', isSuicide: false },
        { userId: 'a1', isSuicide: false },
      ],
      mvp: [{ userId: 'a1', rate: 5 }],
      keepers: [{ userId: 'capA', rate: 7 }],
    },
    {
      teamId: 'B',
      attendances: ['b1'],
      goals: [
        { userId: 'b1', isSuicide: false },
        { userId: null, isSuicide: true },
      ],
      mvp: [],
      keepers: [],
    },
  ],
  ...over,
});
const submit = (over: Partial<SubmitReport> = {}): SubmitReport => ({
  type: 'SubmitReport',
  reportId: 'r1',
  actorUserId: 'capA',
  now: '2025-09-20T17:00:00.000Z',
  teams: [teamA, teamB],
  report: input(),
  ...over,
});
const on =
  (type: 'AcceptReport' | 'RejectReport' | 'VerifyReport' | 'DeleteReport') =>
  (actorUserId: string, isAdmin = false, reportId = 'r1'): ReportCommand => ({
    type,
    reportId,
    actorUserId,
    isAdmin,
    teams: [teamA, teamB],
  });
const accept = on('AcceptReport');
const reject = on('RejectReport');
const verify = on('VerifyReport');
const remove = on('DeleteReport');

function given(events: MatchEvent[]) {
  const state = foldEvents(reportDecider, events);
  return {
    state,
    when: (command: ReportCommand) => reportDecider.decide(command, state),
    refuses: (command: ReportCommand): AppError => {
      try {
        reportDecider.decide(command, state);
      } catch (error) {
        return answer(error);
      }
      throw new Error('expected a refusal');
    },
  };
}
const [submitted] = given([issued, accepted]).when(submit());
const [acceptedByB] = given([issued, accepted, submitted]).when(accept('capB'));
const [verified] = given([issued, accepted, submitted, acceptedByB]).when(verify('admin', true));
const status = (e: AppError) => [e.status, e.errors[0].message];

describe('report decider: filing', () => {
  it('files the report of an accepted match with the score, seasons and leagues', () => {
    expect(submitted).toEqual({
      type: 'MatchReportSubmitted',
      data: {
        matchId,
        reportId: 'r1',
        walkoverType: 1,
        homeTeamId: 'A',
        enemyTeamId: 'B',
        teams: input().teams,
        homeGoals: 3,
        enemyGoals: 1,
        seasonId: 'season',
        leagueId: 'L1',
        homeLeagueId: 'L1',
        enemyLeagueId: 'L1',
        matchDate: challenge.date,
        submittedBy: 'capA',
        submittedByTeamId: 'A',
      },
    });
  });

  it('a walkover is 10:0 for the home side (2) or the enemy (3)', () => {
    const empty = input().teams.map((t) => ({
      ...t,
      attendances: [],
      goals: [],
      mvp: [],
      keepers: [],
    }));
    const walkover = (walkoverType: number) =>
      given([issued, accepted]).when(
        submit({
          report: input({ walkoverType, teams: empty as unknown as ReportInput['teams'] }),
        }),
      )[0].data as { homeGoals: number; enemyGoals: number };
    expect(walkover(2)).toMatchObject({ homeGoals: 10, enemyGoals: 0 });
    expect(walkover(3)).toMatchObject({ homeGoals: 0, enemyGoals: 10 });
  });

  it.each<[string, MatchEvent[], Partial<SubmitReport>, number, string]>([
    [
      'a third team’s captain',
      [issued, accepted],
      { actorUserId: 'capC', teams: [teamA, teamB, teamC] },
      403,
      'Raportem meczu zajmują się tylko kapitanowie obu drużyn i zarządca.',
    ],
    [
      'a player',
      [issued, accepted],
      { actorUserId: 'a1' },
      403,
      'Raportem meczu zajmują się tylko kapitanowie obu drużyn i zarządca.',
    ],
    [
      'a pending challenge',
      [issued],
      {},
      409,
      'Raport można złożyć tylko dla zaakceptowanego meczu.',
    ],
    [
      'before the match time',
      [issued, accepted],
      { now: '2025-09-20T15:59:59.999Z' },
      400,
      'Raport można złożyć dopiero po rozpoczęciu meczu.',
    ],
    [
      'a second report',
      [issued, accepted, submitted],
      {},
      409,
      'Raport tego meczu został już złożony.',
    ],
    [
      'a report of a finished match',
      [issued, accepted, submitted, acceptedByB, verified],
      { actorUserId: 'capB', report: input({ teamAId: 'B', teamBId: 'A' }) },
      409,
      'Raport tego meczu został już złożony.',
    ],
    [
      'team A not the captain’s',
      [issued, accepted],
      { report: input({ teamAId: 'B', teamBId: 'A' }) },
      400,
      'Drużyna A raportu musi być drużyną kapitana, a drużyna B jego przeciwnikiem w tym meczu.',
    ],
    ['no such match', [], {}, 404, 'Nie znaleziono meczu.'],
  ])('refuses %s', (_name, events, over, code, message) => {
    expect(status(given(events).refuses(submit(over)))).toEqual([code, message]);
  });

  it('refuses a goal by an absent player, a non-member, a rating of an absent player', () => {
    const [a, b] = input().teams;
    const g = given([issued, accepted]);
    const absent = g.refuses(
      submit({
        report: input({ teams: [{ ...a, goals: [{ userId: 'a2', isSuicide: false }] }, b] }),
      }),
    );
    expect(status(absent)).toEqual([
      400,
      'Bramkę może zdobyć tylko zawodnik zaznaczony jako obecny.',
    ]);
    const stranger = g.refuses(
      submit({ report: input({ teams: [{ ...a, attendances: ['capA', 'b1'] }, b] }) }),
    );
    expect(status(stranger)).toEqual([
      400,
      'W raporcie drużyny mogą wystąpić tylko jej zawodnicy.',
    ]);
    const rated = g.refuses(
      submit({ report: input({ teams: [a, { ...b, mvp: [{ userId: 'capB', rate: 1 }] }] }) }),
    );
    expect(status(rated)).toEqual([400, 'Ocenić można tylko zawodnika zaznaczonego jako obecny.']);
    const nameless = g.refuses(
      submit({
        report: input({ teams: [{ ...a, goals: [{ userId: null, isSuicide: false }] }, b] }),
      }),
    );
    expect(status(nameless)[0]).toBe(400);
  });
});

describe('report decider: acceptance, rejection, verification, deletion', () => {
  it('the opposing captain accepts (status 3) or rejects; the submitter withdraws', () => {
    expect(acceptedByB).toEqual({
      type: 'MatchReportAccepted',
      data: { matchId, reportId: 'r1', acceptedBy: 'capB', acceptedByTeamId: 'B' },
    });
    const g = given([issued, accepted, submitted]);
    expect(g.when(reject('capB'))[0]).toMatchObject({ data: { reason: 'rejected' } });
    expect(g.when(reject('capA'))[0]).toMatchObject({ data: { reason: 'withdrawn' } });
    expect(status(g.refuses(accept('capA')))[0]).toBe(403);
    expect(status(g.refuses(accept('capC')))[0]).toBe(403);
    expect(status(g.refuses(accept('capB', false, 'other')))[0]).toBe(404);
  });

  it('after a rejection the report is gone and a new one may be filed', () => {
    const [rejected] = given([issued, accepted, submitted]).when(reject('capB'));
    const g = given([issued, accepted, submitted, rejected]);
    expect(g.state).toMatchObject({ phase: 'accepted', report: undefined });
    expect(g.when(submit({ reportId: 'r2' }))[0].type).toBe('MatchReportSubmitted');
    expect(status(g.refuses(accept('capB')))[0]).toBe(404);
  });

  it('an admin verifies: the match is finished, the event carries the final numbers', () => {
    expect(verified).toMatchObject({
      type: 'MatchReportVerified',
      data: {
        matchId,
        reportId: 'r1',
        homeGoals: 3,
        enemyGoals: 1,
        homeLeagueId: 'L1',
        verifiedBy: 'admin',
      },
    });
    const g = given([issued, accepted, submitted, acceptedByB, verified]);
    expect(g.state.phase).toBe('finished');
    expect(status(g.refuses(verify('admin', true)))).toEqual([
      409,
      'Raport został już zweryfikowany.',
    ]);
    expect(status(g.refuses(accept('capB')))[0]).toBe(409);
    expect(status(given([issued, accepted, submitted]).refuses(verify('capB')))).toEqual([
      403,
      'Tę operację może wykonać tylko zarządca.',
    ]);
  });

  it('deleting a verified report removes the match; an open one is only rejected', () => {
    const finished = given([issued, accepted, submitted, acceptedByB, verified]);
    const [removed] = finished.when(remove('admin', true));
    expect(removed).toMatchObject({
      type: 'MatchReportDeleted',
      data: { wasVerified: true, matchRemoved: true, homeLeagueId: 'L1', enemyLeagueId: 'L1' },
    });
    const after = given([issued, accepted, submitted, acceptedByB, verified, removed]);
    expect(after.state.phase).toBe('removed');
    expect(status(after.refuses(remove('admin', true)))[0]).toBe(404);
    expect(status(after.refuses(submit()))[0]).toBe(409);
    const open = given([issued, accepted, submitted]);
    const [dropped] = open.when(remove('admin', true));
    expect(dropped).toMatchObject({ data: { wasVerified: false, matchRemoved: false } });
    expect(given([issued, accepted, submitted, dropped]).state).toMatchObject({
      phase: 'accepted',
      report: undefined,
    });
  });
});

describe('report decider: an admin enters a result', () => {
  const insert = (over: Partial<InsertResult> = {}): InsertResult => ({
    type: 'InsertResult',
    matchId,
    reportId: 'r9',
    actorUserId: 'admin',
    isAdmin: true,
    now: '2025-10-02T00:00:00.000Z',
    seasonId: 'season',
    seasonStart: '2025-08-10T00:00:00.000Z',
    seasonEnd: '2026-01-15T23:59:59.999Z',
    pitchId: 'pitch',
    pitchAvailable: true,
    date: '2025-10-01T17:00:00.000Z',
    length: 60,
    home: teamA,
    enemy: teamB,
    report: input({
      teams: [
        {
          teamId: 'A',
          attendances: ['a1'],
          goals: [{ userId: null, isSuicide: false }],
          mvp: [],
          keepers: [],
        },
        { teamId: 'B', attendances: [], goals: [], mvp: [], keepers: [] },
      ],
    }),
    ...over,
  });

  it('creates the match and its verified result at once; unknown scorers allowed', () => {
    const [event] = given([]).when(insert());
    expect(event).toMatchObject({
      type: 'MatchResultInsertedByAdmin',
      data: { homeGoals: 1, enemyGoals: 0, insertedBy: 'admin', length: 60, pitchId: 'pitch' },
    });
    expect(given([event]).state.phase).toBe('finished');
  });

  it.each<[string, Partial<InsertResult>, number]>([
    ['a non-admin', { isAdmin: false }, 403],
    ['a future date', { date: '2025-10-03T00:00:00.000Z' }, 400],
    [
      'a date outside the season',
      { date: '2025-08-01T00:00:00.000Z', now: '2025-10-02T00:00:00.000Z' },
      400,
    ],
    ['a bad length', { length: 200 }, 400],
    ['a removed pitch', { pitchAvailable: false }, 404],
    ['a missing team', { enemy: null }, 404],
    ['a team without a league', { enemy: { ...teamB, leagueId: null } }, 400],
  ])('refuses %s', (_name, over, code) => {
    expect(given([]).refuses(insert(over)).status).toBe(code);
  });
});

describe('report decider: a cup match cannot end level', () => {
  const cupIssued: MatchEvent = {
    type: 'ChallengeIssued',
    data: { ...challenge, matchType: 2, cup: { cupId: 'cup', tieId: 'tie' } },
  };
  const level = (penalties: ReportInput['penalties'] = null) => {
    const base = input();
    return input({
      teams: [
        { ...base.teams[0], goals: [{ userId: 'a1', isSuicide: false }] },
        { ...base.teams[1], goals: [{ userId: 'b1', isSuicide: false }] },
      ],
      penalties,
    });
  };
  const cup = given([cupIssued, accepted]);

  it('refuses a level cup report without the penalty shoot-out', () => {
    expect(status(cup.refuses(submit({ report: level() })))).toEqual([
      400,
      'Mecz pucharowy nie może zakończyć się remisem: podaj wynik rzutów karnych.',
    ]);
  });

  it('refuses a decider on a score that is not level, and a level shoot-out', () => {
    const decisive = input({ penalties: { home: 4, enemy: 3 } });
    expect(status(cup.refuses(submit({ report: decisive })))[0]).toBe(400);
    const drawn = level({ home: 3, enemy: 3 });
    expect(status(cup.refuses(submit({ report: drawn })))[0]).toBe(400);
  });

  it('refuses a decider on a league match', () => {
    const league = given([issued, accepted]);
    expect(status(league.refuses(submit({ report: level({ home: 5, enemy: 4 }) })))[0]).toBe(400);
  });

  it('files a level cup report with its shoot-out and verifies it as a cup result', () => {
    const [filed] = cup.when(submit({ report: level({ home: 5, enemy: 4 }) }));
    expect(filed.data).toMatchObject({
      homeGoals: 1,
      enemyGoals: 1,
      penalties: { home: 5, enemy: 4 },
    });
    const [ok] = given([cupIssued, accepted, filed]).when(accept('capB'));
    const [done] = given([cupIssued, accepted, filed, ok]).when(verify('admin', true));
    expect(done.data).toMatchObject({
      matchType: 2,
      cup: { cupId: 'cup', tieId: 'tie' },
      penalties: { home: 5, enemy: 4 },
    });
    const finished = given([cupIssued, accepted, filed, ok, done]);
    expect(status(finished.refuses(remove('admin', true)))[0]).toBe(409);
  });
});

describe('report decider: the league office corrects a verified result', () => {
  const correct = (over: Partial<CorrectResult> = {}): CorrectResult => ({
    type: 'CorrectResult',
    reportId: 'r1',
    actorUserId: 'admin',
    isAdmin: true,
    reason: 'Błędnie wpisany strzelec',
    teams: [teamA, teamB],
    report: input(),
    ...over,
  });
  const finished = given([issued, accepted, submitted, acceptedByB, verified]);
  // The verified score, by hand: A's list a1, a1 (2) plus the own goal in B's list, which counts
  // for A (3); B's list b1 (1) → 3:1. The correction: a2 was present and scored A's second
  // goal, and there was no own goal → A a1, a2 (2), B b1 (1) → 2:1.
  const [a, b] = input().teams;
  const fixed = input({
    teams: [
      {
        ...a,
        attendances: ['capA', 'a1', 'a2'],
        goals: [
          { userId: 'a1', isSuicide: false },
          { userId: 'a2', isSuicide: false },
        ],
      },
      { ...b, goals: [{ userId: 'b1', isSuicide: false }] },
    ],
  });

  it('records the new sheet and score with the reason and the sheet before', () => {
    expect(verified.type).toBe('MatchReportVerified');
    const before = verified.data as { homeGoals: number; enemyGoals: number };
    expect([before.homeGoals, before.enemyGoals]).toEqual([3, 1]);
    const [event] = finished.when(correct({ report: fixed }));
    expect(event.type).toBe('MatchResultCorrected');
    expect(event.data).toMatchObject({
      matchId,
      reportId: 'r1',
      homeGoals: 2,
      enemyGoals: 1,
      seasonId: 'season',
      homeLeagueId: 'L1',
      enemyLeagueId: 'L1',
      correctedBy: 'admin',
      reason: 'Błędnie wpisany strzelec',
      before: { homeGoals: 3, enemyGoals: 1, teams: input().teams },
    });
    const after = given([issued, accepted, submitted, acceptedByB, verified, event]).state;
    expect(after.phase === 'finished' && [after.report.homeGoals, after.report.enemyGoals]).toEqual(
      [2, 1],
    );
  });

  it("a correction to the enemy's walkover scores 0:10", () => {
    const [event] = finished.when(correct({ report: input({ walkoverType: 3 }) }));
    expect(event.data).toMatchObject({ walkoverType: 3, homeGoals: 0, enemyGoals: 10 });
  });

  it('a player of the verified sheet who has left the team since may stay in it', () => {
    const left: TeamRoster = { ...teamA, members: ['capA', 'a2'] };
    const [event] = finished.when(correct({ teams: [left, teamB], report: fixed }));
    expect(event.type).toBe('MatchResultCorrected');
  });

  it('refuses: not an admin, not verified yet, no change, a stranger in the sheet', () => {
    expect(status(finished.refuses(correct({ isAdmin: false })))[0]).toBe(403);
    const open = given([issued, accepted, submitted, acceptedByB]);
    expect(status(open.refuses(correct()))).toEqual([
      409,
      'Poprawić można tylko zweryfikowany wynik. Ten raport czeka jeszcze na weryfikację.',
    ]);
    expect(status(finished.refuses(correct()))).toEqual([
      400,
      'Poprawka nic nie zmienia w zweryfikowanym wyniku.',
    ]);
    const stranger = input({ teams: [{ ...a, attendances: ['capA', 'a1', 'capC'] }, b] });
    expect(status(finished.refuses(correct({ report: stranger })))[0]).toBe(400);
    expect(status(finished.refuses(correct({ reportId: 'r9' })))[0]).toBe(404);
    const swapped = input({ teamAId: 'B', teamBId: 'A', teams: [b, a] });
    expect(status(finished.refuses(correct({ report: swapped })))[0]).toBeGreaterThanOrEqual(400);
  });
});

describe('report decider: a suspended player cannot be marked present', () => {
  const suspended = [{ userId: 'a1', name: 'Adam Nowak', suspension: { matches: 2, until: null } }];

  it('refuses a report marking them present, naming the player and the suspension', () => {
    expect(status(given([issued, accepted]).refuses(submit({ suspended })))).toEqual([
      409,
      'Adam Nowak jest zawieszony (na 2 mecze) i nie może być wpisany jako obecny na meczu.',
    ]);
  });

  it('files the report when the suspended player is not marked present', () => {
    const [a, b] = input().teams;
    const without = input({
      teams: [{ ...a, attendances: ['capA'], goals: [], mvp: [], keepers: [] }, b],
    });
    const [event] = given([issued, accepted]).when(submit({ suspended, report: without }));
    expect(event.type).toBe('MatchReportSubmitted');
  });
});

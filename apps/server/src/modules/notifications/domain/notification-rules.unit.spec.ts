import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  type CupTieFacts,
  deriveNotifications,
  type MatchFacts,
  NOTIFICATION_RULES,
  type RecipientView,
} from './notification-rules';

/** A league in memory: team T1 (captain c1, players p1, p2) and T2 (captain c2, player q1). */
const rosters: Record<string, { captain: string; members: string[] }> = {
  T1: { captain: 'c1', members: ['c1', 'p1', 'p2'] },
  T2: { captain: 'c2', members: ['c2', 'q1'] },
};
const match: MatchFacts = {
  senderTeamId: 'T1',
  receiverTeamId: 'T2',
  startsAt: '2025-09-05T17:00:00.000Z',
  pitchId: 'P',
};
/** The final of cup C: T1 is in it, T2 gets there by the event under test. */
const ties: Record<string, CupTieFacts> = {
  F: { cupId: 'C', round: 2, deadline: '2025-10-12T21:59:00.000Z', teamA: 'T1', teamB: null },
};
const view: RecipientView = {
  captainOf: async (teamId) => rosters[teamId]?.captain ?? null,
  membersOf: async (teamId) => rosters[teamId]?.members ?? [],
  matchOf: async (matchId) => (matchId === 'M' ? match : null),
  cupTieOf: async (tieId) => ties[tieId] ?? null,
};

const event = (type: string, data: unknown, actor: string | null = null) =>
  ({
    type,
    data,
    metadata: {
      actorUserId: actor,
      correlationId: 'c',
      causationId: null,
      time: '2025-09-01T08:00:00.000Z',
      schemaVersion: 1,
    },
  }) as Pick<StoredEvent, 'type' | 'data' | 'metadata'>;

const derive = async (type: string, data: unknown, actor: string | null = null) =>
  (await deriveNotifications(event(type, data, actor), view)).map((n) => ({
    to: n.userId,
    ...n.content,
  }));

const sheet = (teamId: string, goals: Array<{ userId: string | null; isSuicide: boolean }>) => ({
  teamId,
  attendances: [],
  goals,
  mvp: [],
  keepers: [],
});

describe('the kinds table: given an event, who is told what', () => {
  it('has one rule per event type', () => {
    const events = NOTIFICATION_RULES.map((r) => r.event);
    expect(new Set(events).size).toBe(events.length);
  });

  it('ChallengeIssued → the receiving captain: challenge-received', async () => {
    const d = {
      matchId: 'M',
      senderTeamId: 'T1',
      receiverTeamId: 'T2',
      date: match.startsAt,
      pitchId: 'P',
    };
    expect(await derive('ChallengeIssued', d, 'c1')).toEqual([
      {
        to: 'c2',
        kind: 'challenge-received',
        params: { matchId: 'M', teamId: 'T1', startsAt: match.startsAt, pitchId: 'P' },
      },
    ]);
  });

  it('ChallengeAccepted / Rejected → the challenger; ChallengeCancelled → the receiver', async () => {
    expect(await derive('ChallengeAccepted', { matchId: 'M', acceptedBy: 'c2' }, 'c2')).toEqual([
      {
        to: 'c1',
        kind: 'challenge-accepted',
        params: { matchId: 'M', teamId: 'T2', startsAt: match.startsAt, pitchId: 'P' },
      },
      // everyone else of both teams is asked who comes (c2 accepted: told nothing)
      ...['p1', 'p2', 'q1'].map((to) => ({
        to,
        kind: 'availability-asked',
        params: {
          matchId: 'M',
          homeTeamId: 'T1',
          awayTeamId: 'T2',
          startsAt: match.startsAt,
          pitchId: 'P',
        },
      })),
    ]);
    expect(await derive('ChallengeRejected', { matchId: 'M', rejectedBy: 'c2' }, 'c2')).toEqual([
      {
        to: 'c1',
        kind: 'challenge-rejected',
        params: { matchId: 'M', teamId: 'T2', startsAt: match.startsAt },
      },
    ]);
    expect(await derive('ChallengeCancelled', { matchId: 'M', cancelledBy: 'c1' }, 'c1')).toEqual([
      {
        to: 'c2',
        kind: 'challenge-cancelled',
        params: { matchId: 'M', teamId: 'T1', startsAt: match.startsAt },
      },
    ]);
  });

  it("an admin's cancellation and the reminder → every player of both teams", async () => {
    const cancelled = await derive(
      'MatchCancelledByAdmin',
      { matchId: 'M', reason: 'Boisko zamknięte', cancelledBy: 'admin', at: '' },
      'admin',
    );
    expect(cancelled.map((n) => n.to)).toEqual(['c1', 'p1', 'p2', 'c2', 'q1']);
    expect(cancelled[0]).toMatchObject({
      kind: 'match-cancelled',
      params: { homeTeamId: 'T1', awayTeamId: 'T2', reason: 'Boisko zamknięte' },
    });
    const reminded = await derive('MatchReminderDue', {
      matchId: 'M',
      kickOff: match.startsAt,
      senderTeamId: 'T1',
      receiverTeamId: 'T2',
      pitchId: 'P',
    });
    expect(reminded.map((n) => n.to)).toEqual(['c1', 'p1', 'p2', 'c2', 'q1']);
    expect(reminded[0].kind).toBe('match-reminder');
  });

  it('a report: to accept → the other captain; accepted / rejected / withdrawn → the submitter', async () => {
    const submitted = await derive(
      'MatchReportSubmitted',
      { matchId: 'M', homeTeamId: 'T1', enemyTeamId: 'T2', homeGoals: 3, enemyGoals: 1 },
      'c1',
    );
    expect(submitted).toEqual([
      {
        to: 'c2',
        kind: 'report-to-accept',
        params: { matchId: 'M', homeTeamId: 'T1', awayTeamId: 'T2', homeGoals: 3, awayGoals: 1 },
      },
    ]);
    const accepted = await derive(
      'MatchReportAccepted',
      { matchId: 'M', reportId: 'R', acceptedBy: 'c2', acceptedByTeamId: 'T2' },
      'c2',
    );
    expect(accepted).toEqual([
      { to: 'c1', kind: 'report-accepted', params: { matchId: 'M', teamId: 'T2' } },
    ]);
    const rejected = await derive(
      'MatchReportRejected',
      { matchId: 'M', reportId: 'R', rejectedBy: 'c2', rejectedByTeamId: 'T2', reason: 'rejected' },
      'c2',
    );
    expect(rejected).toEqual([
      {
        to: 'c1',
        kind: 'report-rejected',
        params: { matchId: 'M', teamId: 'T2', withdrawn: false },
      },
    ]);
    const withdrawn = await derive(
      'MatchReportRejected',
      {
        matchId: 'M',
        reportId: 'R',
        rejectedBy: 'c1',
        rejectedByTeamId: 'T1',
        reason: 'withdrawn',
      },
      'c1',
    );
    expect(withdrawn).toEqual([
      {
        to: 'c2',
        kind: 'report-rejected',
        params: { matchId: 'M', teamId: 'T1', withdrawn: true },
      },
    ]);
  });

  it("a verified result (or an admin's entry) → every player of both teams, with their own goals", async () => {
    const d = {
      matchId: 'M',
      homeTeamId: 'T1',
      enemyTeamId: 'T2',
      homeGoals: 3,
      enemyGoals: 1,
      teams: [
        sheet('T1', [
          { userId: 'p1', isSuicide: false },
          { userId: 'p1', isSuicide: false },
        ]),
        sheet('T2', [
          { userId: 'q1', isSuicide: false },
          { userId: 'q1', isSuicide: true },
        ]),
      ],
    };
    for (const type of ['MatchReportVerified', 'MatchResultInsertedByAdmin']) {
      const told = await derive(type, d, 'admin');
      expect(told.map((n) => n.to)).toEqual(['c1', 'p1', 'p2', 'c2', 'q1']);
      const goals = Object.fromEntries(
        told.map((n) => [n.to, (n.params as { goals: number; teamId: string }).goals]),
      );
      expect(goals).toEqual({ c1: 0, p1: 2, p2: 0, c2: 0, q1: 1 });
      expect(told.find((n) => n.to === 'q1')!.params).toMatchObject({ teamId: 'T2' });
    }
  });

  it('applications: received → the captain; accepted / refused → the applicant; withdrawn → nobody', async () => {
    const base = { teamId: 'T1', applicationId: 'X', userId: 'u9' };
    expect(await derive('ApplicationSubmitted', base, 'u9')).toEqual([
      { to: 'c1', kind: 'application-received', params: { teamId: 'T1', applicantId: 'u9' } },
    ]);
    expect(await derive('ApplicationAccepted', base, 'c1')).toEqual([
      { to: 'u9', kind: 'application-decided', params: { teamId: 'T1', accepted: true } },
    ]);
    expect(await derive('ApplicationCancelled', base, 'c1')).toEqual([
      { to: 'u9', kind: 'application-decided', params: { teamId: 'T1', accepted: false } },
    ]);
    expect(await derive('ApplicationWithdrawn', base, 'u9')).toEqual([]);
  });

  it('the armband → the new captain; a league → every player of the team', async () => {
    expect(
      await derive('CaptaincyHandedOver', { teamId: 'T1', fromUserId: 'c1', toUserId: 'p1' }, 'c1'),
    ).toEqual([
      { to: 'p1', kind: 'captaincy-handed-over', params: { teamId: 'T1', fromUserId: 'c1' } },
    ]);
    const assigned = await derive('TeamAssignedToLeague', {
      leagueTeamId: 'LT',
      teamId: 'T2',
      leagueId: 'L',
      seasonId: 'S',
    });
    expect(assigned).toEqual([
      { to: 'c2', kind: 'team-assigned-to-league', params: { teamId: 'T2', leagueId: 'L' } },
      { to: 'q1', kind: 'team-assigned-to-league', params: { teamId: 'T2', leagueId: 'L' } },
    ]);
  });

  it('a challenge accepted after its kick-off asks nobody who comes', async () => {
    const late = await deriveNotifications(
      {
        ...event('ChallengeAccepted', { matchId: 'M', acceptedBy: 'c2' }, 'c2'),
        metadata: { ...event('x', null).metadata, time: '2025-09-06T08:00:00.000Z' },
      },
      view,
    );
    expect(late.map((n) => [n.userId, n.content.kind])).toEqual([['c1', 'challenge-accepted']]);
  });

  it('offers: made → the player; accepted / declined → the captain; withdrawn → nobody', async () => {
    const offer = { teamId: 'T1', offerId: 'O', userId: 'x1' };
    expect(await derive('TeamOfferMade', { ...offer, madeBy: 'c1' }, 'c1')).toEqual([
      { to: 'x1', kind: 'team-offer-received', params: { teamId: 'T1', offerId: 'O' } },
    ]);
    expect(await derive('TeamOfferAccepted', offer, 'x1')).toEqual([
      {
        to: 'c1',
        kind: 'team-offer-decided',
        params: { teamId: 'T1', playerId: 'x1', accepted: true },
      },
    ]);
    expect(await derive('TeamOfferDeclined', offer, 'x1')).toEqual([
      {
        to: 'c1',
        kind: 'team-offer-decided',
        params: { teamId: 'T1', playerId: 'x1', accepted: false },
      },
    ]);
    expect(await derive('TeamOfferWithdrawn', { ...offer, withdrawnBy: 'c1' }, 'c1')).toEqual([]);
  });

  it('the cup draw → every player of each placed team: its opponent, or a bye to a later round', async () => {
    const deadline1 = '2025-10-05T21:59:00.000Z';
    const drawn = await derive(
      'CupDrawn',
      {
        cupId: 'C',
        rounds: [
          {
            number: 1,
            name: 'Półfinał',
            deadline: deadline1,
            ties: [
              { tieId: 'S1', teamA: 'T2', teamB: 'T3', sourceA: null, sourceB: null, next: null },
            ],
          },
          {
            number: 2,
            name: 'Finał',
            deadline: ties.F.deadline,
            ties: [
              { tieId: 'F', teamA: 'T1', teamB: null, sourceA: null, sourceB: 'S1', next: null },
            ],
          },
        ],
      },
      'admin',
    );
    expect(drawn.map((n) => [n.to, n.params])).toEqual([
      ['c2', { cupId: 'C', teamId: 'T2', opponentTeamId: 'T3', round: 1, deadline: deadline1 }],
      ['q1', { cupId: 'C', teamId: 'T2', opponentTeamId: 'T3', round: 1, deadline: deadline1 }],
      ...['c1', 'p1', 'p2'].map((to) => [
        to,
        { cupId: 'C', teamId: 'T1', opponentTeamId: null, round: 2, deadline: ties.F.deadline },
      ]),
    ]);
    expect(new Set(drawn.map((n) => n.kind))).toEqual(new Set(['cup-draw']));
  });

  it('a team advancing into a tie whose other side is known → both teams: the next cup match', async () => {
    const advanced = {
      cupId: 'C',
      seasonId: 'S',
      tieId: 'F',
      slot: 'B',
      teamId: 'T2',
      fromTieId: 'S1',
    };
    expect(await derive('TeamAdvancedInCup', advanced, 'admin')).toEqual([]);
    ties.F = { ...ties.F, teamB: 'T2' }; // the projection filled the side before deriving
    const told = await derive('TeamAdvancedInCup', advanced, 'admin');
    const params = (teamId: string, opponentTeamId: string) => ({
      ...{ cupId: 'C', tieId: 'F', teamId, opponentTeamId },
      ...{ round: 2, deadline: ties.F.deadline },
    });
    expect(told).toEqual([
      ...['c1', 'p1', 'p2'].map((to) => ({ to, kind: 'cup-next-tie', params: params('T1', 'T2') })),
      ...['c2', 'q1'].map((to) => ({ to, kind: 'cup-next-tie', params: params('T2', 'T1') })),
    ]);
  });

  it('never tells the actor of their own act, and nobody of events without a rule', async () => {
    const byPlayer = await derive(
      'TeamAssignedToLeague',
      { leagueTeamId: 'LT', teamId: 'T2', leagueId: 'L', seasonId: 'S' },
      'q1',
    );
    expect(byPlayer.map((n) => n.to)).toEqual(['c2']);
    expect(await derive('TeamRenamed', { teamId: 'T1', name: 'X', shortName: 'XXX' })).toEqual([]);
  });

  it('a match the projection does not know yields nothing (no crash)', async () => {
    expect(await derive('ChallengeAccepted', { matchId: 'unknown', acceptedBy: 'c2' })).toEqual([]);
  });
});

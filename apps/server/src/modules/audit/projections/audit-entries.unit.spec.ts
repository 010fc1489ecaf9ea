import type { StoredEvent } from '../../../platform/event-store/event-types';
import { auditFacts, changedFields } from './audit-entries';
import { auditRooms } from './audit.projection';

const event = (streamId: string, type: string, data: unknown): StoredEvent => ({
  globalPosition: 1,
  transactionId: '1',
  streamId,
  streamType: streamId.replace(/-[0-9a-f-]{36}$/, ''),
  version: 1,
  type,
  data,
  metadata: {
    actorUserId: null,
    correlationId: 'c',
    causationId: null,
    time: '2025-10-01T10:00:00.000Z',
    schemaVersion: 1,
  },
});
const M = '00000000-0000-4000-8000-000000000001';
const T = '00000000-0000-4000-8000-000000000002';
const U = '00000000-0000-4000-8000-000000000003';
const R = '00000000-0000-4000-8000-000000000004';

describe('auditFacts: any event, read generically', () => {
  it('files a report event under its match and its report, with the teams involved', () => {
    const facts = auditFacts(
      event(`match-${M}`, 'MatchReportSubmitted', {
        matchId: M,
        reportId: R,
        homeTeamId: T,
        enemyTeamId: U,
        homeGoals: 3,
        enemyGoals: 1,
        submittedBy: U,
        teams: [{ teamId: T }],
      }),
    );
    expect(facts).toEqual({
      refs: [
        { type: 'match', id: M },
        { type: 'report', id: R },
      ],
      after: { homeGoals: 3, enemyGoals: 1 },
      before: null,
      teamIds: [T, U],
    });
  });

  it('files a membership under the team and the player; never sealed data or instants', () => {
    expect(
      auditFacts(event(`team-${T}`, 'PlayerJoinedTeam', { teamId: T, userId: U, memberType: 1 })),
    ).toMatchObject({
      refs: [
        { type: 'team', id: T },
        { type: 'user', id: U },
      ],
      after: { memberType: 1 },
    });
    expect(
      auditFacts(
        event(`user-${U}`, 'UserProfileUpdated', {
          userId: U,
          position: 3,
          personal: { iv: 'x', data: 'sealed' },
          changedAt: '2025-10-01T10:00:00.000Z',
        }),
      )?.after,
    ).toEqual({ position: 3 });
  });

  it('takes before → after from the event when it carries them (a correction)', () => {
    expect(
      auditFacts(
        event(`match-${M}`, 'ResultCorrected', {
          matchId: M,
          reason: 'pomyłka',
          before: { homeGoals: 3 },
          after: { homeGoals: 2 },
        }),
      ),
    ).toMatchObject({ after: { homeGoals: 2 }, before: { homeGoals: 3 } });
  });

  it('files an operator act under the stream it concerned', () => {
    expect(
      auditFacts(
        event('operations', 'PoisonEventSkipped', {
          streamId: `team-${T}`,
          projection: 'teams',
          reason: 'błąd',
        }),
      )?.refs,
    ).toEqual([{ type: 'team', id: T }]);
  });

  it('leaves out inboxes, reminders, availability answers and events about nothing', () => {
    expect(
      auditFacts(event(`notification-inbox-${U}`, 'AllNotificationsMarkedRead', { userId: U })),
    ).toBeNull();
    expect(
      auditFacts(event(`availability-${M}`, 'AvailabilityAnswered', { matchId: M, userId: U })),
    ).toBeNull();
    expect(auditFacts(event('season-x', 'SeasonOpened', { seasonId: 'x' }))).toBeNull();
  });
});

describe('auditRooms: who is told of a new entry', () => {
  it('tells the admins, the teams involved and a person of their own account, with the entity ids', () => {
    const correction = auditFacts(
      event(`match-${M}`, 'MatchResultCorrected', {
        matchId: M,
        reportId: R,
        homeTeamId: T,
        homeGoals: 1,
      }),
    )!;
    expect(Object.fromEntries(auditRooms(correction))).toEqual({
      admin: [M, R],
      [`team:${T}`]: [M, R],
    });
    const suspension = auditFacts(
      event(`team-${T}`, 'PlayerSuspended', { teamId: T, userId: U, matches: 1 }),
    )!;
    expect(Object.fromEntries(auditRooms(suspension))).toEqual({
      admin: [T, U],
      [`team:${T}`]: [T, U],
      [`user:${U}`]: [U],
    });
  });
});

describe('changedFields: what an entry lists as changed', () => {
  it('lists the fields whose value differs from before, by name, a new field from null', () => {
    expect(
      changedFields(
        { homeGoals: 2, enemyGoals: 1, reason: null, tags: ['a', 'b'], same: 'x', Zeta: true },
        { homeGoals: 3, enemyGoals: 1, tags: ['a', 'c'], same: 'x', reason: null },
      ),
    ).toEqual([
      { field: 'Zeta', before: null, after: true },
      { field: 'homeGoals', before: 3, after: 2 },
      { field: 'tags', before: ['a', 'c'], after: ['a', 'b'] },
    ]);
  });

  it('tells a value from the same value of another type, and a null from a missing field', () => {
    expect(changedFields({ n: 1, s: null }, { n: '1' })).toEqual([
      { field: 'n', before: '1', after: 1 },
      { field: 's', before: null, after: null },
    ]);
  });
});

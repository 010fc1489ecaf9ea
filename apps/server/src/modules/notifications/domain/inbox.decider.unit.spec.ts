import { inboxDecider } from './inbox.decider';
import type { InboxEvent } from './inbox.events';

const given = (events: InboxEvent[]) =>
  events.reduce(inboxDecider.evolve, inboxDecider.initialState());

describe('inbox decider: read marks and e-mail settings', () => {
  it('records the ids read (each once) and "all read"', () => {
    expect(
      inboxDecider.decide(
        { type: 'MarkRead', userId: 'u', notificationIds: ['a', 'a', 'b'] },
        given([]),
      ),
    ).toEqual([
      { type: 'NotificationsMarkedRead', data: { userId: 'u', notificationIds: ['a', 'b'] } },
    ]);
    expect(inboxDecider.decide({ type: 'MarkAllRead', userId: 'u' }, given([]))).toEqual([
      { type: 'AllNotificationsMarkedRead', data: { userId: 'u' } },
    ]);
  });

  it('records only settings that change (defaults count as set)', () => {
    const state = given([]);
    expect(
      inboxDecider.decide(
        {
          type: 'SetPreferences',
          userId: 'u',
          preferences: [
            { kind: 'challenge-received', email: 'on' },
            { kind: 'report-verified', email: 'off' },
          ],
          via: 'settings',
        },
        state,
      ),
    ).toEqual([
      {
        type: 'NotificationPreferencesChanged',
        data: {
          userId: 'u',
          preferences: [{ kind: 'report-verified', email: 'off' }],
          via: 'settings',
        },
      },
    ]);
  });

  it("a digest's unsubscribe turns off every kind mailed in the digest", () => {
    const state = given([
      {
        type: 'NotificationPreferencesChanged',
        data: {
          userId: 'u',
          preferences: [{ kind: 'challenge-received', email: 'digest' }],
          via: 'settings',
        },
      },
    ]);
    const [event] = inboxDecider.decide({ type: 'LeaveDigest', userId: 'u' }, state);
    expect(event.type).toBe('NotificationPreferencesChanged');
    const kinds = (event.data as { preferences: Array<{ kind: string; email: string }> })
      .preferences;
    expect(kinds.every((p) => p.email === 'off')).toBe(true);
    expect(kinds.map((p) => p.kind)).toEqual(
      expect.arrayContaining(['challenge-received', 'report-verified', 'application-received']),
    );
    expect(kinds.map((p) => p.kind)).not.toContain('report-to-accept');
  });
});

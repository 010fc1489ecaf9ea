import { MEMBER_TYPE } from '@liga/contracts';
import { useProjectionHarness } from '../../../../../../test/support/projection-harness';
import { testContext } from '../../../../../../test/support/infrastructure';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { createProjectionTables } from '../../../platform/projections/rebuild';
import { notificationId, notificationsProjection } from './notifications.projection';

jest.setTimeout(60_000);

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [T1, T2, C1, P1, C2, X, M, PITCH, E] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(id);
const KICK_OFF = '2099-05-01T18:00:00.000Z';

/**
 * Events → projection → rows, for the batched derivation (notification-batch.ts): events of one
 * batch whose recipients depend on what earlier events of the same batch changed (a roster, a
 * match, a captaincy), derived in memory, must give the rows a one-by-one application gives.
 */
describe('notifications projection: a batch derives from what its own earlier events changed', () => {
  const h = useProjectionHarness('notif_batch');

  const tables = async () => ({
    notifications: await h.infra.db.query(
      `SELECT id, user_id, kind, params, read, event_position::int AS position
         FROM rm_notifications ORDER BY event_position, user_id`,
    ),
    members: await h.infra.db.query(
      'SELECT team_id, user_id, captain FROM rm_notif_members ORDER BY team_id, user_id',
    ),
    matches: await h.infra.db.query(
      `SELECT id, sender_team_id, receiver_team_id, starts_at, status, changed_position::int AS at
         FROM rm_notif_matches ORDER BY id`,
    ),
  });

  const replay = async (batchSize: number) => {
    await createProjectionTables(h.infra.db, notificationsProjection);
    const runner = new ProjectionRunner(
      h.infra.db,
      notificationsProjection,
      h.infra.upcasters,
      h.publisher,
      { ...h.options, batchSize },
    );
    await h.drain(runner);
    return tables();
  };

  it('a join then a challenge to that team, an acceptance, a handover, an erasure: one batch equals one by one', async () => {
    const joined = (teamId: string, userId: string, captain: boolean) => ({
      type: 'PlayerJoinedTeam',
      data: {
        teamId,
        userId,
        userTeamId: id(100 + Number(userId.slice(-2))),
        memberType: captain ? MEMBER_TYPE.captain : MEMBER_TYPE.player,
      },
    });
    const { positions } = await h.infra.eventStore.append(
      'notif-batch-spec',
      'team',
      0,
      [
        joined(T1, C1, true),
        joined(T1, P1, false),
        joined(T2, C2, true),
        joined(T2, E, false),
        {
          type: 'ChallengeIssued',
          data: {
            matchId: M,
            seasonId: id(50),
            senderTeamId: T2,
            receiverTeamId: T1,
            leagueId: null,
            senderLeagueId: null,
            receiverLeagueId: null,
            pitchId: PITCH,
            date: KICK_OFF,
            length: 60,
            matchType: 1,
          },
        },
        { type: 'ChallengeAccepted', data: { matchId: M, acceptedBy: C1 } },
        { type: 'AllNotificationsMarkedRead', data: { userId: C1 } },
        { type: 'CaptaincyHandedOver', data: { teamId: T1, fromUserId: C1, toUserId: P1 } },
        { type: 'ApplicationSubmitted', data: { teamId: T1, applicationId: id(60), userId: X } },
        { type: 'UserErased', data: { userId: E, erasedAt: '2026-01-01T00:00:00.000Z' } },
      ],
      testContext(),
    );
    const at = (i: number) => positions[i];

    const oneBatch = await replay(50);
    // the challenge went to T1's captain who joined earlier in the batch; the acceptance to the
    // sender's captain and every player of both teams (the match as the batch recorded it); the
    // erased player's notification is gone; the application to the captain after the handover
    const byKind = oneBatch.notifications.map((n: { user_id: string; kind: string }) => [
      n.kind,
      n.user_id,
    ]);
    expect(byKind).toEqual([
      ['challenge-received', C1],
      ['availability-asked', C1],
      ['availability-asked', P1],
      ['challenge-accepted', C2],
      ['captaincy-handed-over', P1],
      ['application-received', P1],
    ]);
    expect(oneBatch.notifications[0]).toMatchObject({
      id: notificationId(at(4), C1),
      position: at(4),
      params: { matchId: M, teamId: T2, startsAt: KICK_OFF, pitchId: PITCH },
    });
    // C1 read everything they had when they marked all as read; later ones stay unread
    const readOf = (kind: string, user: string) =>
      oneBatch.notifications.find(
        (n: { kind: string; user_id: string }) => n.kind === kind && n.user_id === user,
      )?.read;
    expect(readOf('challenge-received', C1)).toBe(true);
    expect(readOf('availability-asked', C1)).toBe(true);
    expect(readOf('availability-asked', P1)).toBe(false);
    expect(oneBatch.members).toEqual([
      { team_id: T1, user_id: C1, captain: false },
      { team_id: T1, user_id: P1, captain: true },
      { team_id: T2, user_id: C2, captain: true },
    ]);
    expect(oneBatch.matches).toEqual([
      {
        id: M,
        sender_team_id: T2,
        receiver_team_id: T1,
        starts_at: new Date(KICK_OFF),
        status: 'accepted',
        at: at(5),
      },
    ]);

    // the same log applied an event per batch (each read back from the tables): the same rows
    expect(await replay(1)).toEqual(oneBatch);
  });
});

import {
  CHALLENGE_MESSAGES,
  type LeagueDto,
  type MatchDetailDto,
  type MatchDto,
  RESCHEDULE_MESSAGES as M,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type TestInfrastructure } from '../../../../../test/support/infrastructure';
import { addPlayer, type TestTeam } from '../../../../../test/support/matches';
import type { TestUser } from '../../../../../test/support/users';
import { challengeWorld } from './challenges.fixture';

/**
 * Rescheduling between captains over HTTP with real PostgreSQL (league office, issue 16): the
 * proposal, the answer that moves the booking, every refusal with nothing written, the race of
 * two acceptances, two proposals into one slot, and the expiry at the original kick-off.
 */
jest.setTimeout(180_000);

interface Row {
  pitch_id: string;
  lower: Date;
}

describe('rescheduling between captains', () => {
  const world = challengeWorld();
  const { team, issue, messagesOf, clock, drain } = world;
  let infra: TestInfrastructure;
  let http: ReturnType<typeof apiClient>;
  let leagues: LeagueDto[];
  let P1: string;
  let P2: string;
  let P3: string;
  beforeAll(() => {
    ({ infra, http, leagues, P1, P2, P3 } = world);
  });

  /** A fresh pair of teams with an accepted match at `date` on `pitch`. */
  async function acceptedMatch(date: string, pitch: string) {
    const a = await team(leagues[0].id);
    const b = await team(leagues[0].id);
    const matchId = await issue(a, b, date, pitch);
    const res = await http.post('/api/match/accept', { matchId }, b.captain.token);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body.errors));
    await drain();
    return { a, b, matchId };
  }
  const propose = (by: TestTeam | TestUser, body: Record<string, unknown>) =>
    http.post<{ id: string }>(
      '/api/match/propose-reschedule',
      body,
      'captain' in by ? by.captain.token : by.token,
    );
  const answer = (verb: 'accept' | 'decline', by: TestTeam, matchId: string, proposalId: string) =>
    http.post(`/api/match/${verb}-reschedule`, { matchId, proposalId }, by.captain.token);
  const detail = async (matchId: string, by: TestTeam) =>
    (
      await http.get<MatchDetailDto>(
        `/api/match/get-match-by-id?MatchId=${matchId}`,
        by.captain.token,
      )
    ).body.value!;
  const eventsOf = async (matchId: string) =>
    (
      await infra.db.query<Array<{ event_type: string }>>(
        'SELECT event_type FROM events WHERE stream_id = $1 ORDER BY version',
        [`match-${matchId}`],
      )
    ).map((e) => e.event_type);
  const bookingOf = async (matchId: string): Promise<Row | undefined> =>
    (
      await infra.db.query<Row[]>(
        'SELECT pitch_id, lower(during) AS lower FROM pitch_bookings WHERE match_id = $1',
        [matchId],
      )
    )[0];

  it('moves an accepted match when the other captain accepts: booking, views, notifications', async () => {
    const { a, b, matchId } = await acceptedMatch('2025-10-10T16:00:00.000Z', P1);
    const proposed = await propose(a, {
      matchId,
      date: '2025-10-12T17:30:00.000Z',
      pitchId: P2,
    });
    expect(proposed.status).toBe(200);
    const proposalId = proposed.body.value!.id;

    // both captains see the pending proposal; only the other one may answer
    const forB = await detail(matchId, b);
    expect(forB.reschedule).toMatchObject({
      pending: { id: proposalId, proposedByTeamId: a.id, date: '2025-10-12T17:30:00.000Z' },
      canAnswer: true,
      canPropose: false,
    });
    expect(forB.reschedule.pending!.pitch).toEqual({ id: P2, name: 'Hala Nowa Huta' });
    expect((await detail(matchId, a)).reschedule).toMatchObject({
      canAnswer: false,
      canPropose: false,
    });
    const list = await http.get<MatchDto[]>(
      `/api/match/get-accepted-matches?teamId=${b.id}&pageSize=20&page=0`,
      b.captain.token,
    );
    expect(list.body.value!.find((m) => m.id === matchId)?.reschedule?.id).toBe(proposalId);

    expect((await answer('accept', b, matchId, proposalId)).status).toBe(200);
    expect(await bookingOf(matchId)).toEqual({
      pitch_id: P2,
      lower: new Date('2025-10-12T17:30:00.000Z'),
    });
    const moved = await detail(matchId, a);
    expect(moved).toMatchObject({
      date: '2025-10-12T17:30:00.000Z',
      pitch: { id: P2 },
      reschedule: { pending: null, canPropose: true, canAnswer: false },
    });
    expect(moved.timeline.map((t) => t.action)).toEqual([
      'challenged',
      'accepted',
      'rescheduleProposed',
      'rescheduleAccepted',
    ]);
    const told: Array<{ kind: string; user_id: string }> = await infra.db.query(
      `SELECT kind, user_id FROM rm_notifications WHERE params->>'matchId' = $1
        AND kind LIKE 'reschedule-%' ORDER BY kind, user_id`,
      [matchId],
    );
    expect(told).toEqual(
      expect.arrayContaining([
        { kind: 'reschedule-proposed', user_id: b.captain.id },
        { kind: 'reschedule-decided', user_id: a.captain.id },
      ]),
    );
    expect(told.some((n) => n.kind === 'reschedule-decided' && n.user_id === b.captain.id)).toBe(
      false,
    );

    // the old slot is free: another match is accepted into it
    const freed = await acceptedMatch('2025-10-10T16:00:00.000Z', P1);
    expect(await bookingOf(freed.matchId)).toMatchObject({ pitch_id: P1 });
  });

  it('declines: the match stays where it was and a new proposal may follow', async () => {
    const { a, b, matchId } = await acceptedMatch('2025-10-11T16:00:00.000Z', P1);
    const first = await propose(b, { matchId, date: '2025-10-11T18:00:00.000Z', pitchId: P1 });
    expect(first.status).toBe(200);
    expect((await answer('decline', a, matchId, first.body.value!.id)).status).toBe(200);
    expect(await bookingOf(matchId)).toEqual({
      pitch_id: P1,
      lower: new Date('2025-10-11T16:00:00.000Z'),
    });
    const told: unknown[] = await infra.db.query(
      `SELECT 1 FROM rm_notifications WHERE params->>'matchId' = $1 AND kind = 'reschedule-decided'
        AND user_id = $2 AND (params->>'accepted')::boolean = false`,
      [matchId, b.captain.id],
    );
    expect(told).toHaveLength(1);
    // deciding a decided proposal again: 409, nothing written
    const before = await eventsOf(matchId);
    const again = await answer('accept', a, matchId, first.body.value!.id);
    expect(again.status).toBe(409);
    expect(messagesOf(again)).toEqual([M.alreadyDeclined]);
    expect(await eventsOf(matchId)).toEqual(before);
    const second = await propose(a, { matchId, date: '2025-10-11T19:00:00.000Z', pitchId: P1 });
    expect(second.status).toBe(200);
  });

  it('refuses bad proposals and answers with a Polish 4xx, writing nothing', async () => {
    const { a, b, matchId } = await acceptedMatch('2025-10-14T16:00:00.000Z', P1);
    await acceptedMatch('2025-10-15T16:00:00.000Z', P3);
    const member = await addPlayer(http, infra, a, drain);
    const before = await eventsOf(matchId);
    const refusals: Array<[ReturnType<typeof propose>, number, string]> = [
      // a member of the team who is not its captain, and a stranger
      [
        propose(member, { matchId, date: '2025-10-16T16:00:00.000Z', pitchId: P1 }),
        403,
        M.notCaptain,
      ],
      [
        propose(world.loner, { matchId, date: '2025-10-16T16:00:00.000Z', pitchId: P1 }),
        403,
        M.notCaptain,
      ],
      // into a slot another accepted match holds (overlapping by half an hour)
      [
        propose(a, { matchId, date: '2025-10-15T16:30:00.000Z', pitchId: P3 }),
        409,
        CHALLENGE_MESSAGES.pitchBooked,
      ],
      // outside the season, in the past, unchanged, malformed
      [
        propose(a, { matchId, date: '2026-02-01T16:00:00.000Z', pitchId: P1 }),
        400,
        CHALLENGE_MESSAGES.dateOutsideSeason('10/08/2025', '15/01/2026'),
      ],
      [
        propose(a, { matchId, date: '2025-08-20T16:00:00.000Z', pitchId: P1 }),
        400,
        CHALLENGE_MESSAGES.dateNotInFuture,
      ],
      [propose(a, { matchId, date: '2025-10-14T16:00:00.000Z', pitchId: P1 }), 400, M.unchanged],
      [propose(a, { matchId, date: 'jutro', pitchId: P1 }), 400, CHALLENGE_MESSAGES.dateInvalid],
      [
        propose(a, { matchId: 'x', date: '2025-10-16T16:00:00.000Z', pitchId: P1 }),
        400,
        CHALLENGE_MESSAGES.matchIdInvalid,
      ],
    ];
    for (const [call, status, message] of refusals) {
      const res = await call;
      expect([res.status, messagesOf(res)]).toEqual([status, [message]]);
    }
    expect(await eventsOf(matchId)).toEqual(before);

    const first = await propose(a, { matchId, date: '2025-10-16T16:00:00.000Z', pitchId: P1 });
    expect(first.status).toBe(200);
    const proposalId = first.body.value!.id;
    const withOne = await eventsOf(matchId);
    for (const [call, status, message] of [
      // a second pending proposal, by either captain
      [
        propose(b, { matchId, date: '2025-10-17T16:00:00.000Z', pitchId: P1 }),
        409,
        M.alreadyPending,
      ],
      [
        propose(a, { matchId, date: '2025-10-17T16:00:00.000Z', pitchId: P1 }),
        409,
        M.alreadyPending,
      ],
      // accepting or declining one's own proposal
      [answer('accept', a, matchId, proposalId), 403, M.ownProposal],
      [answer('decline', a, matchId, proposalId), 403, M.ownProposal],
      // an unknown proposal
      [
        answer('accept', b, matchId, '00000000-0000-4000-8000-000000000000'),
        404,
        M.proposalNotFound,
      ],
    ] as const) {
      const res = await call;
      expect([res.status, messagesOf(res)]).toEqual([status, [message]]);
    }
    expect(await eventsOf(matchId)).toEqual(withOne);
  });

  it('lets exactly one of two acceptances at once win', async () => {
    const { a, b, matchId } = await acceptedMatch('2025-10-20T16:00:00.000Z', P1);
    const proposed = await propose(a, { matchId, date: '2025-10-21T16:00:00.000Z', pitchId: P2 });
    const proposalId = proposed.body.value!.id;
    const answers = await Promise.all([
      answer('accept', b, matchId, proposalId),
      answer('accept', b, matchId, proposalId),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const events = await eventsOf(matchId);
    expect(events.filter((e) => e === 'RescheduleAccepted')).toHaveLength(1);
    expect(await bookingOf(matchId)).toEqual({
      pitch_id: P2,
      lower: new Date('2025-10-21T16:00:00.000Z'),
    });
  });

  it('books a slot two proposals compete for exactly once', async () => {
    const one = await acceptedMatch('2025-10-22T16:00:00.000Z', P1);
    const two = await acceptedMatch('2025-10-22T16:00:00.000Z', P2);
    const slot = { date: '2025-10-23T18:00:00.000Z', pitchId: P3 };
    const p1 = await propose(one.a, { matchId: one.matchId, ...slot });
    const p2 = await propose(two.b, { matchId: two.matchId, ...slot });
    // both may be proposed: nothing is booked until an acceptance
    expect([p1.status, p2.status]).toEqual([200, 200]);
    const answers = await Promise.all([
      answer('accept', one.b, one.matchId, p1.body.value!.id),
      answer('accept', two.a, two.matchId, p2.body.value!.id),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(messagesOf(answers.find((r) => r.status === 409)!)).toEqual([
      CHALLENGE_MESSAGES.pitchBooked,
    ]);
    const inSlot: unknown[] = await infra.db.query(
      `SELECT match_id FROM pitch_bookings WHERE pitch_id = $1
         AND during && tstzrange($2::timestamptz, $2::timestamptz + interval '60 minutes', '[)')`,
      [P3, slot.date],
    );
    expect(inSlot).toHaveLength(1);
    // the loser keeps its old booking and its proposal stays pending (nothing was written)
    const loser = answers[0].status === 409 ? one : two;
    expect(await bookingOf(loser.matchId)).toMatchObject({
      lower: new Date('2025-10-22T16:00:00.000Z'),
    });
    expect((await eventsOf(loser.matchId)).at(-1)).toBe('RescheduleProposed');
  });

  it('lets a pending proposal expire at the original kick-off (Warsaw time, injected clock)', async () => {
    const kickOff = '2025-10-26T17:00:00.000Z'; // Sunday 18:00 in Warsaw, after the DST change
    const { a, b, matchId } = await acceptedMatch(kickOff, P1);
    const proposed = await propose(a, { matchId, date: '2025-10-27T17:00:00.000Z', pitchId: P1 });
    const proposalId = proposed.body.value!.id;
    const saved = clock.now();
    try {
      clock.set(new Date('2025-10-26T16:59:59.000Z'));
      expect((await detail(matchId, b)).reschedule.pending?.id).toBe(proposalId);
      clock.set(new Date(kickOff));
      expect((await detail(matchId, b)).reschedule).toEqual({
        pending: null,
        canPropose: false,
        canAnswer: false,
      });
      const list = await http.get<MatchDto[]>(
        `/api/match/get-accepted-matches?teamId=${b.id}&pageSize=20&page=0`,
        b.captain.token,
      );
      expect(list.body.value!.find((m) => m.id === matchId)?.reschedule).toBeNull();
      const late = await answer('accept', b, matchId, proposalId);
      expect([late.status, messagesOf(late)]).toEqual([409, [M.expired('26.10.2025 18:00')]]);
      const declined = await answer('decline', b, matchId, proposalId);
      expect(declined.status).toBe(409);
      const after = await propose(b, { matchId, date: '2025-10-28T17:00:00.000Z', pitchId: P1 });
      expect([after.status, messagesOf(after)]).toEqual([409, [M.started]]);
      expect((await eventsOf(matchId)).at(-1)).toBe('RescheduleProposed');
      expect(await bookingOf(matchId)).toMatchObject({ lower: new Date(kickOff) });
    } finally {
      clock.set(saved);
    }
  });
});

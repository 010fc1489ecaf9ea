import {
  type CalendarMatchDto,
  CHALLENGE_MESSAGES,
  MATCH_CANCELLATION_MESSAGES,
  type MatchCancelledDto,
  type MatchDto,
  rooms,
} from '@liga/contracts';
import { dumpReadTables, rebuildAll } from '../../../../../test/support/read-tables';
import { reportPayload } from '../../../../../test/support/reports';
import { socketFor, until } from '../../../../../test/support/teams';
import { challengeWorld } from './challenges.fixture';
import { matchesProjections } from './matches.projections';

/**
 * An admin cancels an accepted match (`POST /api/admin/match/{id}/cancel`): admin only, every
 * refusal with its status and Polish message, both captains told live, the pitch slot and the
 * pair of teams free again, the read model showing the cancellation with its reason, and a
 * replay of the matches projection equal to the live tables.
 */
jest.setTimeout(120_000);

describe("an admin's cancellation of an accepted match", () => {
  const world = challengeWorld();
  const { drain, issue, messagesOf } = world;
  const SLOT = '2025-10-15T17:00:00Z';
  const reason = 'Boisko zamknięte z powodu remontu';
  let matchId: string;
  /** G's challenge of A in the freed slot, accepted. */
  let other: string;

  const cancel = (id: string, body: unknown, token: string) =>
    world.http.post<MatchCancelledDto>(`/api/admin/match/${id}/cancel`, body, token);
  const accept = async (id: string, token: string) => {
    const res = await world.http.post('/api/match/accept', { matchId: id }, token);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body.errors));
    await drain();
  };
  const historyOf = async (teamId: string, token: string) =>
    (await world.http.get<MatchDto[]>(`/api/match/history?TeamId=${teamId}`, token)).body.value!;
  const acceptedOf = async (teamId: string, token: string) =>
    (
      await world.http.get<MatchDto[]>(
        `/api/match/get-accepted-matches?teamId=${teamId}&pageSize=100&page=0`,
        token,
      )
    ).body.value!;
  const calendar = async () =>
    (
      await world.http.get<CalendarMatchDto[]>(
        '/api/pitch/get-calendar?StartDate=2025-10-13T00:00:00Z&EndDate=2025-10-20T00:00:00Z',
      )
    ).body.value!;

  beforeAll(async () => {
    const { A, B, P1 } = world;
    matchId = await issue(A, B, SLOT, P1);
    await accept(matchId, B.captain.token);
  });

  it('holds the slot while the match is accepted: another challenge for it is refused', async () => {
    const { A, G, P1 } = world;
    const res = await world.challenge(G, { receiverId: A.id, pitchId: P1, date: SLOT });
    expect([res.status, messagesOf(res)]).toEqual([409, [CHALLENGE_MESSAGES.pitchBooked]]);
    expect((await calendar()).map((m) => [m.id, m.status.id, m.hasReport])).toEqual([
      [matchId, 3, false],
    ]);
  });

  it('is for admins only: a captain, a player and a guest are refused', async () => {
    const { A, B, player } = world;
    for (const token of [A.captain.token, B.captain.token, player.token]) {
      const res = await cancel(matchId, { reason }, token);
      expect(res.status).toBe(403);
    }
    const guest = await world.http.post(`/api/admin/match/${matchId}/cancel`, { reason });
    expect(guest.status).toBe(401);
  });

  it.each<[string, unknown, string[]]>([
    ['no reason', {}, [MATCH_CANCELLATION_MESSAGES.reasonRequired]],
    ['a blank reason', { reason: '   ' }, [MATCH_CANCELLATION_MESSAGES.reasonRequired]],
    ['a reason that is not text', { reason: 42 }, ['Pole reason ma nieprawidłowy typ.']],
    [
      'a reason over 500 characters',
      { reason: 'x'.repeat(501) },
      [MATCH_CANCELLATION_MESSAGES.reasonTooLong],
    ],
  ])('refuses %s (400, nothing written)', async (_name, body, messages) => {
    const res = await cancel(matchId, body, world.admin.token);
    expect([res.status, messagesOf(res)]).toEqual([400, messages]);
  });

  it('answers 404 for an unknown match and 400 for an id that is not one', async () => {
    const unknown = await cancel(
      '00000000-0000-4000-8000-0000000000c1',
      { reason },
      world.admin.token,
    );
    expect([unknown.status, messagesOf(unknown)]).toEqual([404, ['Nie znaleziono meczu.']]);
    const malformed = await cancel('nie-uuid', { reason }, world.admin.token);
    expect(malformed.status).toBe(400);
  });

  it('refuses a pending challenge (409)', async () => {
    const { A, C, P2 } = world;
    const pending = await issue(C, A, '2025-10-16T17:00:00Z', P2);
    const res = await cancel(pending, { reason }, world.admin.token);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('match.not_accepted');
  });

  it('cancels it: 200, both captains told live, gone from the accepted lists and the calendar', async () => {
    const { A, B } = world;
    const sockets = await Promise.all(
      [A, B].map((t) => socketFor(world.url, t.captain.token, [rooms.team(t.id)])),
    );
    try {
      const res = await cancel(matchId, { reason: `  ${reason}  ` }, world.admin.token);
      expect([res.status, res.body.value]).toEqual([
        200,
        { id: matchId, message: MATCH_CANCELLATION_MESSAGES.cancelled },
      ]);
      await drain();
      for (const { messages } of sockets) {
        await until(messages, (m) => m.topic === 'matches' && m.ids?.includes(matchId) === true);
      }
    } finally {
      for (const { socket } of sockets) socket.disconnect();
    }
    for (const t of [A, B]) {
      expect((await acceptedOf(t.id, t.captain.token)).map((m) => m.id)).not.toContain(matchId);
      const shown = (await historyOf(t.id, t.captain.token)).find((m) => m.id === matchId);
      expect(shown).toMatchObject({
        status: { id: 4, name: 'ANULOWANO' },
        cancellation: { reason, at: expect.any(String) },
      });
    }
    expect((await calendar()).map((m) => m.id)).not.toContain(matchId);
  });

  it('refuses the same cancellation twice (409)', async () => {
    const again = await cancel(matchId, { reason }, world.admin.token);
    expect([again.status, messagesOf(again)]).toEqual([409, ['Ten mecz został już odwołany.']]);
  });

  it('frees the pitch slot and the pair of teams: new challenges take them', async () => {
    const { A, B, G, P1, P3 } = world;
    other = await issue(G, A, SLOT, P1);
    await accept(other, A.captain.token);
    const rematch = await issue(A, B, '2025-10-22T17:00:00Z', P3);
    expect(rematch).toEqual(expect.any(String));
    const { n } = (
      await world.infra.db.query(
        'SELECT count(*)::int AS n FROM pitch_bookings WHERE match_id = $1',
        [matchId],
      )
    )[0];
    expect(n).toBe(0);
  });

  it('refuses a match whose report is filed (409)', async () => {
    const { A, G } = world;
    // the match has been played: the world's clock moves past it for the report
    world.clock.set(new Date('2025-10-15T19:00:00Z'));
    const filed = await world.http.post(
      '/api/match-report/entity-insert',
      reportPayload(A.id, G.id, { present: [A.captain.id] }, { present: [] }, { matchId: other }),
      A.captain.token,
    );
    expect(filed.status).toBeLessThan(300);
    await drain();
    const res = await cancel(other, { reason }, world.admin.token);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('match.report_filed');
  });

  it('replays the matches projection into the same tables', async () => {
    await drain();
    const live = await dumpReadTables(world.infra.db, matchesProjections);
    expect(live.rm_matches.some((row) => row.includes(reason))).toBe(true);
    await rebuildAll(world.infra.db, world.infra.upcasters, matchesProjections);
    expect(await dumpReadTables(world.infra.db, matchesProjections)).toEqual(live);
  });
});

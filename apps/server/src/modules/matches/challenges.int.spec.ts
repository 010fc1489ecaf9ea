import {
  type CalendarMatchDto,
  CHALLENGE_MESSAGES,
  type ChallengeableTeamDto,
  type LeagueDto,
  type MatchDto,
  rooms,
  type SeasonDto,
  CUP_MESSAGES,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type TestInfrastructure } from '../../../../../test/support/infrastructure';
import { createPitch, type TestTeam } from '../../../../../test/support/matches';
import { socketFor, until } from '../../../../../test/support/teams';
import { type TestUser } from '../../../../../test/support/users';
import { CHALLENGE_WORLD_NOW, challengeWorld } from './challenges.fixture';

/**
 * Challenges over HTTP: every rule refused with its message, permissions, live pushes, the
 * answers of both captains, the double-booking refusal and the history.
 */
jest.setTimeout(120_000);

describe('challenges API', () => {
  const world = challengeWorld();
  const { drain, challenge, issue, pendingOf, messagesOf } = world;
  let infra: TestInfrastructure;
  let http: ReturnType<typeof apiClient>;
  let url: string;
  let season: SeasonDto;
  let leagues: LeagueDto[];
  let admin: TestUser;
  let player: TestUser;
  let loner: TestUser;
  let A: TestTeam;
  let B: TestTeam;
  let G: TestTeam;
  let C: TestTeam;
  let D: TestTeam;
  let P1: string;
  let P2: string;
  let M1: string;
  beforeAll(() => {
    ({ infra, http, url, season, leagues, admin, player, loner, A, B, G, C, D, P1, P2 } = world);
  });

  it('lists the teams a captain may challenge: its league, or every assigned team', async () => {
    const listFor = async (t: TestTeam) =>
      (
        await http.post<ChallengeableTeamDto[]>(
          '/api/match/get-teams-without-match-with-team',
          { seasonId: season.id },
          t.captain.token,
        )
      ).body.value!;
    const ofA = await listFor(A);
    expect(ofA.map((t) => t.id).sort()).toEqual([B.id, G.id].sort());
    expect(ofA.find((t) => t.id === B.id)).toEqual({
      id: B.id,
      name: B.name,
      shortName: expect.stringMatching(/^[A-Z]{3}$/),
      imageUrl: `/api/team/image/${B.id}`,
      league: { id: leagues[0].id, name: 'Liga 1' },
    });
    const ofD = (await listFor(D)).map((t) => t.id);
    expect(ofD.sort()).toEqual([A.id, B.id, G.id, C.id].sort());
    const unknown = await http.post(
      '/api/match/get-teams-without-match-with-team',
      { seasonId: '00000000-0000-4000-8000-000000000000' },
      A.captain.token,
    );
    expect(unknown.status).toBe(404);
  });

  it.each<[string, Record<string, unknown>, number, string[]]>([
    ['no date', { date: undefined }, 400, [CHALLENGE_MESSAGES.dateRequired]],
    ['a 1970 date', { date: '1970-01-01T00:00:00.000Z' }, 400, [CHALLENGE_MESSAGES.dateRequired]],
    [
      'a date before the season',
      { date: '2025-08-09T12:00:00Z' },
      400,
      ['Data spotkania musi mieścić się między 10/08/2025 a 15/01/2026.'],
    ],
    [
      'a date after the season',
      { date: '2026-01-16T00:00:00Z' },
      400,
      ['Data spotkania musi mieścić się między 10/08/2025 a 15/01/2026.'],
    ],
    [
      'a date before the moment of issue',
      { date: '2025-08-31T16:00:00Z' },
      400,
      [CHALLENGE_MESSAGES.dateNotInFuture],
    ],
    [
      'the date the world started at',
      { date: CHALLENGE_WORLD_NOW },
      400,
      [CHALLENGE_MESSAGES.dateNotInFuture],
    ],
    ['a date that is not one', { date: 12345 }, 400, [CHALLENGE_MESSAGES.dateInvalid]],
    ['length 10', { length: 10 }, 400, [CHALLENGE_MESSAGES.lengthRange]],
    ['length 120', { length: 120 }, 400, [CHALLENGE_MESSAGES.lengthRange]],
    ['a length that is not a number', { length: { n: 1 } }, 400, [CHALLENGE_MESSAGES.lengthRange]],
    ['no pitch', { pitchId: undefined }, 400, [CHALLENGE_MESSAGES.pitchRequired]],
    ['no receiver', { receiverId: '' }, 400, [CHALLENGE_MESSAGES.receiverRequired]],
    ['match type 3', { matchType: 3 }, 400, [CHALLENGE_MESSAGES.matchTypeInvalid]],
    ['a cup match (2) without a cup tie', { matchType: 2 }, 409, [CUP_MESSAGES.noCupTie]],
    [
      'an unknown pitch',
      { pitchId: '00000000-0000-4000-8000-00000000000a' },
      404,
      ['Nie znaleziono boiska.'],
    ],
    [
      'an unknown receiver',
      { receiverId: '00000000-0000-4000-8000-00000000000b' },
      404,
      ['Nie znaleziono drużyny przeciwnika.'],
    ],
  ])('refuses a challenge with %s', async (_name, change, status, messages) => {
    const res = await challenge(A, {
      receiverId: G.id,
      pitchId: P1,
      date: '2025-10-01T17:00:00Z',
      ...change,
    });
    expect([res.status, messagesOf(res)]).toEqual([status, messages]);
  });

  it('refuses challenging the own team, a team without league, and a removed pitch', async () => {
    const base = { pitchId: P1, date: '2025-10-01T17:00:00Z' };
    const own = await challenge(A, { ...base, receiverId: A.id });
    expect([own.status, messagesOf(own)]).toEqual([
      400,
      ['Nie możesz rzucić wyzwania własnej drużynie.'],
    ]);
    const noLeague = await challenge(A, { ...base, receiverId: D.id });
    expect([noLeague.status, messagesOf(noLeague)]).toEqual([
      400,
      ['Ta drużyna nie została jeszcze przypisana do ligi; nie można jej rzucić wyzwania.'],
    ]);
    const gone = await createPitch(http, admin, {
      name: 'Do usunięcia',
      latitude: 1,
      longitude: 1,
    });
    await http.delete(`/api/pitch/${gone}`, admin.token);
    const removed = await challenge(A, { ...base, receiverId: G.id, pitchId: gone });
    expect([removed.status, messagesOf(removed)]).toEqual([404, ['Nie znaleziono boiska.']]);
  });

  it('lets only a captain challenge, for their own team (403)', async () => {
    const body = { receiverId: G.id, pitchId: P1, date: '2025-10-01T17:00:00Z' };
    for (const who of [player, loner, admin]) {
      const res = await challenge(who, body);
      expect([res.status, messagesOf(res)]).toEqual([
        403,
        ['Tylko kapitan drużyny może rzucić wyzwanie.'],
      ]);
    }
    const [{ n }] = await infra.db.query(
      `SELECT count(*)::int AS n FROM events WHERE event_type = 'ChallengeIssued'`,
    );
    expect(n).toBe(0);
  });

  it("shows a challenge in the receiver's Przychodzące at once (live) and in the sender's list", async () => {
    const receiver = await socketFor(url, B.captain.token, [rooms.team(B.id)]);
    try {
      M1 = await issue(A, B, '2025-10-10T16:00:00Z', P1);
      await until(
        receiver.messages,
        (m) => m.topic === 'challenges' && m.ids?.includes(M1) === true,
      );
    } finally {
      receiver.socket.disconnect();
    }
    const expected: Partial<MatchDto> = {
      id: M1,
      date: '2025-10-10T16:00:00.000Z',
      length: 60,
      matchType: 1,
      sender: { id: A.id, name: A.name },
      receiver: { id: B.id, name: B.name },
      league: { id: leagues[0].id, name: 'Liga 1' },
      pitch: { id: P1, name: 'Orlik Błonia', position: { latitude: 50.0614, longitude: 19.9112 } },
      status: { id: 1, name: 'OCZEKUJĄCE' },
      report: null,
      hasReport: false,
    };
    expect(await pendingOf(B)).toEqual([expect.objectContaining(expected)]);
    expect(await pendingOf(A)).toEqual([expect.objectContaining(expected)]);
    const again = await challenge(B, {
      receiverId: A.id,
      pitchId: P2,
      date: '2025-10-11T16:00:00Z',
    });
    expect([again.status, messagesOf(again)]).toEqual([
      409,
      ['Te drużyny mają już oczekujące lub zaakceptowane wyzwanie w tym sezonie.'],
    ]);
    const list = await http.post<ChallengeableTeamDto[]>(
      '/api/match/get-teams-without-match-with-team',
      { seasonId: season.id },
      A.captain.token,
    );
    expect(list.body.value!.map((t) => t.id)).toEqual([G.id]);
  });

  it("shows a team's challenges to its players and admins only (403 to others)", async () => {
    const path = `/api/match/get-matches-by-status?Case=1&TeamId=${A.id}`;
    expect((await http.get(path, player.token)).status).toBe(200);
    expect((await http.get(path, admin.token)).status).toBe(200);
    expect((await http.get(path, C.captain.token)).status).toBe(403);
    expect((await http.get(`/api/match/history?TeamId=${A.id}`, loner.token)).status).toBe(403);
  });

  it('lets only the receiving captain accept or reject, only the sending captain cancel', async () => {
    const accept = (token: string) => http.post('/api/match/accept', { matchId: M1 }, token);
    for (const token of [C.captain.token, A.captain.token, player.token, admin.token]) {
      const res = await accept(token);
      expect([res.status, messagesOf(res)]).toEqual([
        403,
        ['Tylko kapitan drużyny, której rzucono wyzwanie, może je przyjąć lub odrzucić.'],
      ]);
    }
    const reject = await http.post('/api/match/cancel', { matchId: M1 }, A.captain.token);
    expect(reject.status).toBe(403);
    const cancel = await http.delete(`/api/match/${M1}`, B.captain.token);
    expect([cancel.status, messagesOf(cancel)]).toEqual([
      403,
      ['Tylko kapitan drużyny, która rzuciła wyzwanie, może je anulować.'],
    ]);
  });

  it('refuses a second accepted match overlapping on the same pitch; back-to-back is fine', async () => {
    const M2 = await issue(G, C, '2025-10-10T16:30:00Z', P1);
    const watcher = await socketFor(url, loner.token, [
      rooms.season(season.id),
      rooms.league(leagues[0].id),
    ]);
    try {
      const accepted = await http.post('/api/match/accept', { matchId: M1 }, B.captain.token);
      expect(accepted.status).toBe(200);
      await drain();
      await until(
        watcher.messages,
        (m) => m.topic === 'calendar' && m.room === rooms.season(season.id),
      );
      await until(
        watcher.messages,
        (m) => m.topic === 'calendar' && m.room === rooms.league(leagues[0].id),
      );
    } finally {
      watcher.socket.disconnect();
    }
    const refused = await http.post('/api/match/accept', { matchId: M2 }, C.captain.token);
    expect([refused.status, messagesOf(refused)]).toEqual([409, [CHALLENGE_MESSAGES.pitchBooked]]);
    const late = await challenge(A, {
      receiverId: G.id,
      pitchId: P1,
      date: '2025-10-10T16:59:00Z',
    });
    expect([late.status, messagesOf(late)]).toEqual([409, [CHALLENGE_MESSAGES.pitchBooked]]);
    expect((await http.delete(`/api/match/${M2}`, G.captain.token)).status).toBe(200);

    const M3 = await issue(A, C, '2025-10-10T17:00:00Z', P1);
    expect((await http.post('/api/match/accept', { matchId: M3 }, C.captain.token)).status).toBe(
      200,
    );
    await drain();
    const accepted = await http.get<MatchDto[]>(
      `/api/match/get-accepted-matches?teamId=${A.id}&pageSize=100&page=0`,
      player.token,
    );
    expect(accepted.body.value!.map((m) => [m.id, m.status.name, m.hasReport])).toEqual([
      [M3, 'AKCEPTOWANO', false],
      [M1, 'AKCEPTOWANO', false],
    ]);
    expect(await pendingOf(B)).toEqual([]);
  });

  it('keeps the rejected and cancelled challenges in the history', async () => {
    const M4 = await issue(B, C, '2025-10-26T10:00:00Z', P2);
    const rejected = await http.post('/api/match/cancel', { matchId: M4 }, C.captain.token);
    expect(rejected.status).toBe(200);
    await drain();
    const history = (
      await http.get<MatchDto[]>(`/api/match/history?TeamId=${C.id}`, C.captain.token)
    ).body.value!;
    expect(history.map((m) => [m.sender.id, m.receiver.id, m.status.id, m.status.name])).toEqual([
      [B.id, C.id, 4, 'ANULOWANO'],
      [A.id, C.id, 3, 'AKCEPTOWANO'],
      [G.id, C.id, 4, 'ANULOWANO'],
    ]);
    const twice = await http.post('/api/match/accept', { matchId: M4 }, C.captain.token);
    expect([twice.status, messagesOf(twice)]).toEqual([
      409,
      ['To wyzwanie zostało już odrzucone.'],
    ]);
  });

  it('answers the calendar in UTC instants across the end of DST (26 Oct 2025)', async () => {
    const inside1 = await issue(D, A, '2025-10-26T01:30:00Z', P2); // 02:30 CET, 26 Oct
    const inside2 = await issue(D, B, '2025-10-25T22:30:00Z', P2); // 00:30 CEST, 26 Oct
    const before = await issue(D, C, '2025-10-25T21:30:00Z', P2); // 23:30 CEST, 25 Oct
    const after = await issue(D, G, '2025-10-26T23:30:00Z', P2); // 00:30 CET, 27 Oct
    const day = async (query: string) =>
      (await http.get<CalendarMatchDto[]>(`/api/pitch/get-calendar?${query}`)).body.value!;

    const local = await day('StartDate=2025-10-26T00:00:00&EndDate=2025-10-27T00:00:00');
    expect(local.map((m) => [m.id, m.date])).toEqual([
      [inside2, '2025-10-25T22:30:00.000Z'],
      [inside1, '2025-10-26T01:30:00.000Z'],
    ]);
    expect(local[1]).toEqual({
      id: inside1,
      date: '2025-10-26T01:30:00.000Z',
      length: 60,
      teamA: { id: D.id, name: D.name, shortName: expect.any(String) },
      teamB: { id: A.id, name: A.name, shortName: expect.any(String) },
      league: null,
      pitch: { id: P2, name: 'Hala Nowa Huta' },
      status: { id: 1, name: 'OCZEKUJĄCE' },
      hasReport: false,
      score: null,
      matchType: 1,
    });
    const zoned = await day(
      `StartDate=${encodeURIComponent('2025-10-26T00:00:00+02:00')}&EndDate=2025-10-26T23:00:00Z`,
    );
    expect(zoned.map((m) => m.id)).toEqual([inside2, inside1]);
    const week = await day('StartDate=2025-10-20T00:00:00&EndDate=2025-10-27T00:00:00');
    expect(week.map((m) => m.id)).toEqual([before, inside2, inside1]);
    expect(week.map((m) => m.id)).not.toContain(after);
    const october10 = await day('StartDate=2025-10-10&EndDate=2025-10-11');
    expect(october10.map((m) => [m.teamA.id, m.teamB.id, m.status.id])).toEqual([
      [A.id, B.id, 3],
      [A.id, C.id, 3],
    ]);
  });
});

import {
  type LeagueDto,
  OFFER_MESSAGES,
  type TeamOfferAcceptedDto,
  type TeamOfferDto,
  type TeamOfferSentDto,
  type TransferPlayersPageDto,
  type TransferTeamDto,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  addPlayer,
  createTeamWithCaptain,
  type TestTeam,
} from '../../../../../test/support/matches';
import { settleAll } from '../../../../../test/support/reports';
import { currentLeagues } from '../../../../../test/support/teams';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';

/**
 * The transfer market against real PostgreSQL: offers to free agents (rules, races, the
 * application withdrawn on joining), and the players and teams views.
 */
let infra: TestInfrastructure;
let api: ApiApp;
let http: ReturnType<typeof apiClient>;
let leagues: LeagueDto[];
let admin: TestUser, a1: TestUser;
let A: TestTeam, B: TestTeam, C: TestTeam;
const drain = () => settleAll(infra.db, () => api.daemon!.drainAll());
const agent = (lastName = 'Wolny') =>
  registerVerifiedUser(http, infra, { firstName: 'Transferowy', lastName });
const offer = (by: TestTeam, to: TestUser, token = by.captain.token) =>
  http.post<{ id: string }>('/api/team-offer', { teamId: by.id, userId: to.id }, token);
const accept = (offerId: string, who: TestUser) =>
  http.post<TeamOfferAcceptedDto>('/api/team-offer/accept', { offerId }, who.token);
const memberships = async (userId: string) =>
  (await infra.db.query('SELECT team_id FROM rm_team_members WHERE user_id = $1', [userId])).map(
    (r: { team_id: string }) => r.team_id,
  );
const eventCount = async () =>
  Number((await infra.db.query('SELECT count(*) AS n FROM events'))[0].n);

beforeAll(async () => {
  infra = await createTestInfrastructure({
    label: 'team-offers',
    env: { SEASON_PIN_DATE: '2025-09-01' },
  });
  api = await createApiApp(infra, { serveClient: false });
  http = apiClient(await api.listen(0, '127.0.0.1'));
  leagues = await currentLeagues(http);
  admin = await createAdmin(http, infra);
  const team = () =>
    createTeamWithCaptain(http, infra, {
      admin,
      leagueId: leagues[0].id,
      requestLeagueId: leagues[0].id,
      settle: drain,
    });
  [A, B, C] = [await team(), await team(), await team()];
  a1 = await addPlayer(http, infra, A, drain);
}, 180_000);

afterAll(async () => {
  await api.close();
  await infra.dispose();
});

describe('offers', () => {
  it('the captain offers a free agent a place; the player sees it, the captain sees it open', async () => {
    const f1 = await agent();
    const made = await offer(A, f1);
    expect(made.status).toBe(201);
    const mine = (await http.get<TeamOfferDto[]>('/api/team-offer/get-offers-for-user', f1.token))
      .body.value!;
    expect(mine).toEqual([
      expect.objectContaining({
        id: made.body.value!.id,
        team: expect.objectContaining({ id: A.id }),
      }),
    ]);
    const sent = (
      await http.get<TeamOfferSentDto[]>(
        `/api/team-offer/get-offers-for-team?TeamId=${A.id}`,
        A.captain.token,
      )
    ).body.value!;
    expect(sent.map((o) => o.player.id)).toEqual([f1.id]);
    expect(
      (await http.get(`/api/team-offer/get-offers-for-team?TeamId=${A.id}`, f1.token)).status,
    ).toBe(403);
    // The captain withdraws it: gone for both.
    expect(
      (await http.delete(`/api/team-offer/${made.body.value!.id}`, A.captain.token)).status,
    ).toBe(200);
    expect(
      (await http.get<TeamOfferDto[]>('/api/team-offer/get-offers-for-user', f1.token)).body.value,
    ).toEqual([]);
  });

  it("refuses a member, a player of another team, a second offer, a non-captain, and someone else's offer: nothing written", async () => {
    const f2 = await agent();
    const first = await offer(B, f2);
    expect(first.status).toBe(201);
    const before = await eventCount();
    const refusals = [
      [await offer(A, a1), 409, OFFER_MESSAGES.toMember],
      [await offer(B, a1), 409, OFFER_MESSAGES.playerNotFree],
      [await offer(B, f2), 409, OFFER_MESSAGES.alreadyOffered],
      [await offer(B, f2, a1.token), 403, undefined],
      [await accept(first.body.value!.id, a1), 403, OFFER_MESSAGES.notYours],
      [
        await http.post('/api/team-offer/decline', { offerId: first.body.value!.id }, a1.token),
        403,
        OFFER_MESSAGES.notYours,
      ],
      [await accept(A.id, f2), 404, OFFER_MESSAGES.notFound],
    ] as const;
    for (const [res, status, message] of refusals) {
      expect(res.status).toBe(status);
      if (message) expect(res.body.errors[0].message).toBe(message);
    }
    expect(await eventCount()).toBe(before);
    expect(
      (await http.post('/api/team-offer/decline', { offerId: first.body.value!.id }, f2.token))
        .status,
    ).toBe(200);
  });

  it('two offers accepted at once for one player: one membership', async () => {
    const f3 = await agent();
    const [fromB, fromC] = [
      (await offer(B, f3)).body.value!.id,
      (await offer(C, f3)).body.value!.id,
    ];
    const answers = await Promise.all([accept(fromB, f3), accept(fromC, f3)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await memberships(f3.id)).toHaveLength(1);
  });

  it("an offer accepted while the player's application is accepted elsewhere: one membership", async () => {
    const f4 = await agent();
    const application = await http.post<{ id: string }>(
      '/api/team-invitation',
      { teamId: C.id, userId: f4.id },
      f4.token,
    );
    const fromB = (await offer(B, f4)).body.value!.id;
    await drain();
    const answers = await Promise.all([
      accept(fromB, f4),
      http.post(
        '/api/team-invitation/accept',
        { invitationId: application.body.value!.id },
        C.captain.token,
      ),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s < 300)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    expect(await memberships(f4.id)).toHaveLength(1);
  });

  it('accepting withdraws the pending application elsewhere, with a message', async () => {
    const f5 = await agent();
    const application = await http.post<{ id: string }>(
      '/api/team-invitation',
      { teamId: C.id, userId: f5.id },
      f5.token,
    );
    const fromA = (await offer(A, f5)).body.value!.id;
    const res = await accept(fromA, f5);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      teamId: A.id,
      withdrawnApplication: { teamId: C.id, message: expect.stringContaining('zostało wycofane') },
    });
    expect(await memberships(f5.id)).toEqual([A.id]);
    const [row] = await infra.db.query('SELECT status FROM rm_team_applications WHERE id = $1', [
      application.body.value!.id,
    ]);
    expect(row.status).toBe('withdrawn');
    // Free to apply again later: the pending-application claim went with it.
    const claims = await infra.db.query(
      `SELECT 1 FROM unique_keys WHERE scope = 'team-application' AND value = $1`,
      [f5.id],
    );
    expect(claims).toEqual([]);
  });
});

describe('the transfer market', () => {
  it('lists players in Polish order, free agents marked and filterable, with the total', async () => {
    for (const name of ['Zięba', 'Łoś', 'Nowak', 'Śliwa', 'Lis']) await agent(name);
    const page = (q: string) =>
      http.get<TransferPlayersPageDto>(
        `/api/transfers/players?Query=Transferowy${q}`,
        A.captain.token,
      );
    const free = (await page('&FreeAgents=true&pageSize=100')).body.value!;
    expect(free.items.every((p) => p.isFreeAgent && p.team === null)).toBe(true);
    const names = free.items
      .map((p) => p.lastName)
      .filter((n) => ['Zięba', 'Łoś', 'Nowak', 'Śliwa', 'Lis'].includes(n));
    expect(names).toEqual(['Lis', 'Łoś', 'Nowak', 'Śliwa', 'Zięba']);
    const all = (await page('&pageSize=3')).body.value!;
    expect(all.total).toBeGreaterThan(free.total);
    expect(all.pageCount).toBe(Math.ceil(all.total / 3));
    const everyone = (await page('&pageSize=100')).body.value!;
    expect(everyone.items.find((p) => !p.isFreeAgent)?.team).not.toBeNull();
  });

  it('shows teams looking for players first, with positions and the real league position', async () => {
    const set = await http.put(
      '/api/team/recruitment',
      { teamId: B.id, lookingForPlayers: true, positions: [4, 1] },
      B.captain.token,
    );
    expect(set.status).toBe(200);
    expect(
      (
        await http.put(
          '/api/team/recruitment',
          { teamId: B.id, lookingForPlayers: true, positions: [1] },
          a1.token,
        )
      ).status,
    ).toBe(403);
    const teams = (
      await http.get<TransferTeamDto[]>(`/api/transfers/teams?LeagueId=${leagues[0].id}`, a1.token)
    ).body.value!;
    expect(teams[0]).toMatchObject({ id: B.id, lookingForPlayers: true, positions: [1, 4] });
    expect(teams.map((t) => t.leaguePosition).sort()).toEqual([1, 2, 3]);
  });
});

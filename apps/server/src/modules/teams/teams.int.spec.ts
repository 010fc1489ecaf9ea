import {
  type LeagueDto,
  type LeagueTeamLinkDto,
  type LeagueTeamsDto,
  TEAM_MESSAGES,
  type TeamCardDto,
  type TeamDto,
  type TeamInvitationDto,
  type TeamWithoutLeagueDto,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { currentLeagues } from '../../../../../test/support/teams';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';

/**
 * The teams journey over HTTP (real PostgreSQL, projections in-process): create → admin
 * assigns a league → a player applies → the captain accepts → promotes → the old captain
 * leaves; then the admin moves, removes and deletes the team.
 */
jest.setTimeout(60_000);

describe('teams API journey', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let leagues: LeagueDto[];
  let admin: TestUser;
  let anna: TestUser;
  let bartek: TestUser;
  let teamId: string;
  let linkId: string;

  const drain = () => api.daemon!.drainAll();
  const team = async (token = anna.token) =>
    (await http.get<TeamDto>(`/api/team/get-team-by-id?TeamId=${teamId}`, token)).body.value!;

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: 'teams',
      env: { SEASON_PIN_DATE: '2025-09-01' },
    });
    api = await createApiApp(infra, { serveClient: false });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    leagues = await currentLeagues(http);
    admin = await createAdmin(http, infra);
    anna = await registerVerifiedUser(http, infra, { firstName: 'Anna', lastName: 'Nowak' });
    bartek = await registerVerifiedUser(http, infra, {
      firstName: 'Bartek',
      lastName: 'Wiśniewski',
      position: 1,
    });
  });
  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  it('creates a team: the creator is its captain; it waits for a league', async () => {
    const created = await http.post<{ id: string }>(
      '/api/team',
      { name: '  Orły   Kraków ', shortName: 'orł', leagueId: leagues[0].id },
      anna.token,
    );
    expect(created.status).toBe(201);
    teamId = created.body.value!.id;
    await drain();
    expect(await team()).toMatchObject({
      id: teamId,
      name: 'Orły Kraków',
      shortName: 'ORŁ',
      capitan: { id: anna.id, firstName: 'Anna', lastName: 'Nowak' },
      users: [
        {
          id: anna.id,
          firstName: 'Anna',
          lastName: 'Nowak',
          memberType: { id: 2 },
          positionType: { id: 3 },
          dominateLeg: { id: 1 },
          shirtNumber: 10,
          height: 180,
          birthDate: '1995-05-20',
        },
      ],
      leagues: [],
      membersCount: 1,
      imageUrl: `/api/team/image/${teamId}`,
    });
    const mine = await http.get<TeamDto[]>(
      `/api/user/get-teams-by-user-id?UserId=${anna.id}`,
      anna.token,
    );
    expect(mine.body.value!.map((t) => t.id)).toEqual([teamId]);
  });

  it('shows the new team to the admin with the requested league; assigns it', async () => {
    const refused = await http.get('/api/league-team/get-teams-without-league-query', anna.token);
    expect(refused.status).toBe(403);
    const waiting = await http.get<TeamWithoutLeagueDto[]>(
      '/api/league-team/get-teams-without-league-query',
      admin.token,
    );
    expect(waiting.body.value).toEqual([
      expect.objectContaining({
        id: teamId,
        requestedLeagueId: leagues[0].id,
        requestedLeagueName: leagues[0].name,
        capitan: expect.objectContaining({ id: anna.id }),
      }),
    ]);
    const assigned = await http.post<LeagueTeamLinkDto>(
      '/api/league-team',
      { leagueId: leagues[0].id, teamId },
      admin.token,
    );
    expect(assigned.status).toBe(201);
    linkId = assigned.body.value!.id;
    await drain();
    const again = await http.post(
      '/api/league-team',
      { leagueId: leagues[1].id, teamId },
      admin.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('league_team.already_assigned');

    const league = await http.get<LeagueTeamsDto>(
      `/api/league/get-league-team-by-id?LeagueId=${leagues[0].id}`,
      bartek.token,
    );
    expect(league.body.value!.teams).toEqual([
      expect.objectContaining({
        id: teamId,
        name: 'Orły Kraków',
        capitan: { id: anna.id, firstName: 'Anna', lastName: 'Nowak' },
        leagueTeamId: linkId,
        position: null,
      }),
    ]);
    expect((await currentLeagues(http))[0].teams).toEqual([{ id: teamId, name: 'Orły Kraków' }]);
    expect((await team()).leagues).toEqual([
      { id: linkId, seasonId: leagues[0].seasonId, leagueId: leagues[0].id, name: leagues[0].name },
    ]);
    const page = await http.get<TeamCardDto[]>(
      `/api/team/get-teams?LeagueId=${leagues[0].id}`,
      bartek.token,
    );
    expect(page.body.value!.map((t) => [t.id, t.membersCount])).toEqual([[teamId, 1]]);
    const without = await http.get<TeamWithoutLeagueDto[]>(
      '/api/league-team/get-teams-without-league-query',
      admin.token,
    );
    expect(without.body.value).toEqual([]);
  });

  it('a player applies once; the captain sees it and accepts', async () => {
    const applied = await http.post<{ id: string }>(
      '/api/team-invitation',
      { teamId, userId: bartek.id },
      bartek.token,
    );
    expect(applied.status).toBe(201);
    const invitationId = applied.body.value!.id;
    const twice = await http.post(
      '/api/team-invitation',
      { teamId, userId: bartek.id },
      bartek.token,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].code).toBe('application.already_pending');
    await drain();

    const own = await http.get<TeamInvitationDto[]>(
      `/api/team-invitation/get-team-invitation-for-user?UserId=${bartek.id}`,
      bartek.token,
    );
    expect(own.body.value).toEqual([
      expect.objectContaining({ id: invitationId, team: expect.objectContaining({ id: teamId }) }),
    ]);
    const inbox = await http.get<TeamInvitationDto[]>(
      `/api/team-invitation/get-team-invitation-for-capitan?CapitanId=${anna.id}`,
      anna.token,
    );
    expect(inbox.body.value).toEqual([
      expect.objectContaining({
        id: invitationId,
        user: expect.objectContaining({
          id: bartek.id,
          firstName: 'Bartek',
          lastName: 'Wiśniewski',
          positionType: { id: 1 },
          dominateLeg: { id: 1 },
          height: 180,
          birthDate: '1995-05-20',
        }),
      }),
    ]);
    const peek = await http.get(
      `/api/team-invitation/get-team-invitation-for-capitan?CapitanId=${anna.id}`,
      bartek.token,
    );
    expect(peek.status).toBe(403);
    const selfAccept = await http.post(
      '/api/team-invitation/accept',
      { invitationId },
      bartek.token,
    );
    expect(selfAccept.status).toBe(403);

    const accepted = await http.post('/api/team-invitation/accept', { invitationId }, anna.token);
    expect(accepted.status).toBe(201);
    await drain();
    const squad = (await team()).users;
    expect(squad.map((u) => [u.id, u.memberType.id])).toEqual([
      [anna.id, 2],
      [bartek.id, 1],
    ]);
    const left = await http.get<TeamInvitationDto[]>(
      `/api/team-invitation/get-team-invitation-for-user?UserId=${bartek.id}`,
      bartek.token,
    );
    expect(left.body.value).toEqual([]);
  });

  it('the captain promotes a member, then leaves; the new captain cannot leave', async () => {
    const stale = await http.post(
      '/api/user-team/change-capitan',
      { teamId, oldCapitanId: anna.id, newCapitanId: bartek.id },
      bartek.token,
    );
    expect(stale.status).toBe(403);
    const promoted = await http.post(
      '/api/user-team/change-capitan',
      { teamId, oldCapitanId: anna.id, newCapitanId: bartek.id },
      anna.token,
    );
    expect(promoted.status).toBe(201);
    await drain();
    const after = await team();
    expect(after.capitan).toEqual({ id: bartek.id, firstName: 'Bartek', lastName: 'Wiśniewski' });
    const annaMembership = after.users.find((u) => u.id === anna.id)!;
    expect(annaMembership.memberType.id).toBe(1);

    const left = await http.delete(`/api/user-team/${annaMembership.userTeamId}`, anna.token);
    expect(left.status).toBe(200);
    await drain();
    const now = await team();
    expect(now.users.map((u) => u.id)).toEqual([bartek.id]);
    expect(now.membersCount).toBe(1);

    const captainLeaves = await http.delete(
      `/api/user-team/${now.users[0].userTeamId}`,
      bartek.token,
    );
    expect(captainLeaves.status).toBe(409);
    expect(captainLeaves.body.errors[0]).toEqual({
      code: 'team.captain_cannot_leave',
      message:
        'Przed opuszczeniem drużyny musisz promować nowego kapitana. Jeśli chcesz usunąć tę drużynę skontaktuj się z zarządcą.',
    });
    expect(TEAM_MESSAGES.captainCannotLeave).toBe(captainLeaves.body.errors[0].message);
  });

  it('the admin moves the team to another league; the old link ends, a new one starts', async () => {
    const refused = await http.post(
      '/api/team/change-league',
      { newLeagueId: leagues[1].id, leagueTeamId: linkId },
      bartek.token,
    );
    expect(refused.status).toBe(403);
    const moved = await http.post<LeagueTeamLinkDto>(
      '/api/team/change-league',
      { newLeagueId: leagues[1].id, leagueTeamId: linkId },
      admin.token,
    );
    expect(moved.status).toBe(201);
    const newLink = moved.body.value!.id;
    expect(newLink).not.toBe(linkId);
    await drain();
    expect((await team()).leagues.map((l) => [l.id, l.leagueId])).toEqual([
      [newLink, leagues[1].id],
    ]);
    const [ended] = await infra.db.query(
      'SELECT ended_at IS NOT NULL AS ended, end_reason FROM rm_league_teams WHERE id = $1',
      [linkId],
    );
    expect(ended).toEqual({ ended: true, end_reason: 'moved' });
    // the original client deletes the old link after the move: harmless
    expect((await http.delete(`/api/league-team/${linkId}`, admin.token)).status).toBe(200);
    const old = await http.get<LeagueTeamsDto>(
      `/api/league/get-league-team-by-id?LeagueId=${leagues[0].id}`,
      admin.token,
    );
    expect(old.body.value!.teams).toEqual([]);

    expect((await http.delete(`/api/league-team/${newLink}`, admin.token)).status).toBe(200);
    await drain();
    const waiting = await http.get<TeamWithoutLeagueDto[]>(
      '/api/league-team/get-teams-without-league-query',
      admin.token,
    );
    expect(waiting.body.value!.map((t) => t.id)).toEqual([teamId]);
  });

  it('the admin deletes the team: its players are free again, its name too', async () => {
    expect((await http.delete(`/api/team/${teamId}`, bartek.token)).status).toBe(403);
    expect((await http.delete(`/api/team/${teamId}`, admin.token)).status).toBe(200);
    await drain();
    const gone = await http.get(`/api/team/get-team-by-id?TeamId=${teamId}`, anna.token);
    expect(gone.status).toBe(404);
    const again = await http.post(
      '/api/team',
      { name: 'Orły Kraków', shortName: 'ORK', leagueId: leagues[0].id },
      bartek.token,
    );
    expect(again.status).toBe(201);
  });
});

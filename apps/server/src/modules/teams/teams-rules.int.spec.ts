import { rooms, TEAM_MESSAGES } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type TestInfrastructure } from '../../../../../test/support/infrastructure';
import { socketFor, until } from '../../../../../test/support/teams';
import { type TestUser } from '../../../../../test/support/users';
import { teamsWorld } from './teams.fixture';

jest.setTimeout(60_000);

/** Every refusal with its status and message, the accept race, images and live pushes. */
describe('teams API rules', () => {
  const world = teamsWorld('teams_rules');
  const { sockets, drain, create, team } = world;
  let infra: TestInfrastructure;
  let url: string;
  let http: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let captain: TestUser;
  let player: TestUser;
  let other: TestUser;
  let teamId: string;
  beforeAll(() => {
    ({ infra, url, http, admin, captain, player, other, teamId } = world);
  });

  describe('team name rules (400) and uniqueness (409)', () => {
    it.each([
      ['AB', TEAM_MESSAGES.shortNameLength],
      ['ABCD', TEAM_MESSAGES.shortNameLength],
      ['A!B', TEAM_MESSAGES.shortNameChars],
      ['', TEAM_MESSAGES.shortNameRequired],
    ])('refuses the short name %j', async (shortName, message) => {
      for (const res of [
        await create(other.token, { name: 'Nowa Drużyna', shortName }),
        await http.put('/api/team/', { id: teamId, name: 'Sokoły 1', shortName }, captain.token),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([{ code: 'validation.shortName', message }]);
      }
    });

    it.each(['Sokoły!', 'FC_Kraków', '<b>Team</b>', 'Drużyna; DROP TABLE'])(
      'refuses the name %j',
      async (name) => {
        const res = await http.put(
          '/api/team/',
          { id: teamId, name, shortName: 'SOK' },
          captain.token,
        );
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([
          { code: 'validation.name', message: TEAM_MESSAGES.nameChars },
        ]);
      },
    );

    it('refuses a missing league and bad ids with 400, an unknown league with 404', async () => {
      const noLeague = await http.post(
        '/api/team',
        { name: 'Bez Ligi', shortName: 'BEZ' },
        other.token,
      );
      expect(noLeague.status).toBe(400);
      expect(noLeague.body.errors[0].message).toBe(TEAM_MESSAGES.leagueRequired);
      const unknown = await create(other.token, {
        name: 'Bez Ligi',
        shortName: 'BEZ',
        leagueId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.status).toBe(404);
      for (const path of [
        '/api/team/get-team-by-id?TeamId=1%27%20or%201=1',
        '/api/team/get-team-by-id',
        '/api/team-invitation/get-team-invitation-for-user?UserId=x',
        '/api/team/image/not-a-uuid',
      ]) {
        expect((await http.get(path, other.token)).status).toBe(400);
      }
      expect((await http.delete('/api/user-team/zzz', other.token)).status).toBe(400);
      const raw = await http.call('POST', '/api/team', { raw: '{"name":', token: other.token });
      expect(raw.status).toBe(400);
    });

    it('renames (upper-casing the short name); a taken name is a 409', async () => {
      const ok = await http.put(
        '/api/team/',
        { id: teamId, name: 'Sokoły Ząbki', shortName: 'sżą' },
        captain.token,
      );
      expect(ok.status).toBe(200);
      await drain();
      expect(await team()).toMatchObject({ name: 'Sokoły Ząbki', shortName: 'SŻĄ' });
      const taken = await create(other.token, { name: 'sokoły  ząbki', shortName: 'SZA' });
      expect(taken.status).toBe(409);
      expect(taken.body.errors[0]).toEqual({
        code: 'team.name_taken',
        message: TEAM_MESSAGES.nameTaken,
      });
    });

    it('only the captain (or an admin) edits the team: 403 for others', async () => {
      const res = await http.put(
        '/api/team/',
        { id: teamId, name: 'Przejęte', shortName: 'PRZ' },
        other.token,
      );
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('team.not_captain');
      const byAdmin = await http.put(
        '/api/team/',
        { id: teamId, name: 'Sokoły', shortName: 'SOK' },
        admin.token,
      );
      expect(byAdmin.status).toBe(200);
    });
  });

  describe('applications and membership rules', () => {
    let secondTeam: string;

    it('a player with a pending application cannot apply elsewhere or create a team', async () => {
      secondTeam = (await create(other.token, { name: 'Wilki', shortName: 'WIL' })).body.value!.id;
      const first = await http.post(
        '/api/team-invitation',
        { teamId, userId: player.id },
        player.token,
      );
      expect(first.status).toBe(201);
      const second = await http.post(
        '/api/team-invitation',
        { teamId: secondTeam, userId: player.id },
        player.token,
      );
      expect(second.status).toBe(409);
      expect(second.body.errors[0].code).toBe('application.already_pending');
      const own = await create(player.token, { name: 'Moja', shortName: 'MOJ' });
      expect(own.status).toBe(409);
      expect(own.body.errors[0].code).toBe('application.already_pending');
      const forSomeoneElse = await http.post(
        '/api/team-invitation',
        { teamId, userId: other.id },
        player.token,
      );
      expect(forSomeoneElse.status).toBe(403);
    });

    it('a member of a team cannot apply to or create another team', async () => {
      const applies = await http.post(
        '/api/team-invitation',
        { teamId, userId: other.id },
        other.token,
      );
      expect(applies.status).toBe(409);
      expect(applies.body.errors[0].code).toBe('team.member_elsewhere');
      const creates = await create(other.token, { name: 'Trzecia', shortName: 'TRZ' });
      expect(creates.status).toBe(409);
      expect(creates.body.errors[0].code).toBe('team.member_elsewhere');
      const ownTeam = await http.post(
        '/api/team-invitation',
        { teamId: secondTeam, userId: other.id },
        other.token,
      );
      expect(ownTeam.status).toBe(409);
      expect(ownTeam.body.errors[0].code).toBe('team.already_member');
    });

    it('two accepts of one application at once: one member, not two', async () => {
      await drain();
      const [invitation] = (
        await http.get<Array<{ id: string }>>(
          `/api/team-invitation/get-team-invitation-for-user?UserId=${player.id}`,
          player.token,
        )
      ).body.value!;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          http.post('/api/team-invitation/accept', { invitationId: invitation.id }, captain.token),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409]);
      await drain();
      expect((await team()).users.filter((u) => u.id === player.id)).toHaveLength(1);
      const [{ n }] = await infra.db.query(
        `SELECT count(*)::int AS n FROM events WHERE event_type = 'PlayerJoinedTeam' AND data->>'userId' = $1`,
        [player.id],
      );
      expect(n).toBe(1);
      const again = await http.post(
        '/api/team-invitation/cancel',
        { invitationId: invitation.id },
        captain.token,
      );
      expect(again.status).toBe(409);
      expect(again.body.errors[0].code).toBe('application.not_pending');
    });

    it('a member leaves; a stranger cannot remove anyone; the captain removes a member', async () => {
      const membership = (await team()).users.find((u) => u.id === player.id)!;
      const byStranger = await http.delete(`/api/user-team/${membership.userTeamId}`, other.token);
      expect(byStranger.status).toBe(403);
      const removed = await http.delete(`/api/user-team/${membership.userTeamId}`, captain.token);
      expect(removed.status).toBe(200);
      await drain();
      expect((await team()).users.map((u) => u.id)).toEqual([captain.id]);
      const gone = await http.delete(`/api/user-team/${membership.userTeamId}`, captain.token);
      expect(gone.status).toBe(404);
    });

    it('the applicant withdraws; the captain refuses; only they may', async () => {
      const applied = await http.post<{ id: string }>(
        '/api/team-invitation',
        { teamId, userId: player.id },
        player.token,
      );
      await drain();
      const id = applied.body.value!.id;
      expect((await http.delete(`/api/team-invitation/${id}`, captain.token)).status).toBe(403);
      expect(
        (await http.post('/api/team-invitation/cancel', { invitationId: id }, player.token)).status,
      ).toBe(403);
      expect((await http.delete(`/api/team-invitation/${id}`, player.token)).status).toBe(200);
      const next = await http.post<{ id: string }>(
        '/api/team-invitation',
        { teamId, userId: player.id },
        player.token,
      );
      expect(next.status).toBe(201);
      await drain();
      const refused = await http.post(
        '/api/team-invitation/cancel',
        { invitationId: next.body.value!.id },
        captain.token,
      );
      expect(refused.status).toBe(201);
      const unknown = await http.post(
        '/api/team-invitation/accept',
        { invitationId: '00000000-0000-4000-8000-000000000000' },
        captain.token,
      );
      expect(unknown.status).toBe(404);
    });
  });

  describe('live', () => {
    it('an application reaches the captain at once; the answer reaches the applicant', async () => {
      const cap = await socketFor(url, captain.token, [rooms.team(teamId), rooms.user(captain.id)]);
      const app = await socketFor(url, player.token, [rooms.user(player.id)]);
      const adm = await socketFor(url, admin.token, [rooms.admin()]);
      sockets.push(cap.socket, app.socket, adm.socket);
      expect(cap.answer.refused).toEqual([]);

      const applied = await http.post<{ id: string }>(
        '/api/team-invitation',
        { teamId, userId: player.id },
        player.token,
      );
      await until(cap.messages, (m) => m.topic === 'applications' && m.room === rooms.team(teamId));
      // this application's own push (a late push of an earlier test's change may come first)
      await until(
        cap.messages,
        (m) =>
          m.topic === 'applications' &&
          m.room === rooms.user(captain.id) &&
          (m.ids ?? []).includes(applied.body.value!.id),
      );
      await http.post(
        '/api/team-invitation/accept',
        { invitationId: applied.body.value!.id },
        captain.token,
      );
      await until(
        app.messages,
        (m) => m.topic === 'applications' && m.room === rooms.user(player.id),
      );
      await until(app.messages, (m) => m.topic === 'teams' && m.room === rooms.user(player.id));
      await until(cap.messages, (m) => m.topic === 'teams' && m.room === rooms.team(teamId));

      const created = await create(admin.token, { name: 'Nowi Live', shortName: 'NLV' });
      await until(
        adm.messages,
        (m) => m.topic === 'teams' && (m.ids ?? []).includes(created.body.value!.id),
      );
    });
  });
});

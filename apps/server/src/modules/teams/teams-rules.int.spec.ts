import { rooms, TEAM_MESSAGES, type LeagueDto, type TeamDto } from '@liga/contracts';
import sharp from 'sharp';
import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { currentLeagues, socketFor, until, uploadFile } from '../../../../../test/support/teams';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';

jest.setTimeout(60_000);

/** Every refusal with its status and message, the accept race, images and live pushes. */
describe('teams API rules', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let url: string;
  let http: ReturnType<typeof apiClient>;
  let leagues: LeagueDto[];
  let admin: TestUser;
  let captain: TestUser;
  let player: TestUser;
  let other: TestUser;
  let teamId: string;
  const sockets: Array<{ disconnect(): void }> = [];

  const drain = () => api.daemon!.drainAll();
  const create = (token: string, body: Record<string, unknown>) =>
    http.post<{ id: string }>('/api/team', { leagueId: leagues[0].id, ...body }, token);
  const team = async (id = teamId) =>
    (await http.get<TeamDto>(`/api/team/get-team-by-id?TeamId=${id}`, captain.token)).body.value!;

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: 'teams_rules',
      env: { SEASON_PIN_DATE: '2025-09-01' },
    });
    api = await createApiApp(infra, { serveClient: false });
    url = await api.listen(0, '127.0.0.1');
    http = apiClient(url);
    leagues = await currentLeagues(http);
    [admin, captain, player, other] = await Promise.all([
      createAdmin(http, infra),
      registerVerifiedUser(http, infra, { firstName: 'Celina' }),
      registerVerifiedUser(http, infra, { firstName: 'Piotr' }),
      registerVerifiedUser(http, infra, { firstName: 'Olga' }),
    ]);
    teamId = (await create(captain.token, { name: 'Sokoły 1', shortName: 'so1' })).body.value!.id;
    await drain();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await api.close();
    await infra.dispose();
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

  describe('team image', () => {
    const png = () =>
      sharp({ create: { width: 640, height: 400, channels: 3, background: '#c00' } })
        .png()
        .toBuffer();

    it('a team without an image gets a generated PNG placeholder (no token needed)', async () => {
      const res = await fetch(`${url}/api/team/image/${teamId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
    });

    it('the captain uploads: re-encoded to 256×256 PNG; strangers get 403', async () => {
      const refused = await uploadFile(
        url,
        `/api/team/image/${teamId}?entityId=${teamId}`,
        other.token,
        await png(),
      );
      expect(refused.status).toBe(403);
      const ok = await uploadFile(
        url,
        `/api/team/image/${teamId}?entityId=${teamId}`,
        captain.token,
        await png(),
      );
      expect(ok.status).toBe(201);
      await drain();
      const t = await team();
      expect(t).toMatchObject({ hasImage: true, imageUrl: `/api/team/image/${teamId}?v=1` });
      const res = await fetch(`${url}${t.imageUrl}`);
      expect(res.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
    });

    it('refuses text, SVG and files over 5 MB with 400', async () => {
      const path = `/api/team/image/${teamId}`;
      const text = await uploadFile(url, path, captain.token, Buffer.from('hello'), 'image/png');
      expect(text.status).toBe(400);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      const svgRes = await uploadFile(url, path, captain.token, svg, 'image/svg+xml');
      expect(svgRes.status).toBe(400);
      const big = await uploadFile(url, path, captain.token, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
      expect(big.status).toBe(400);
      const mismatch = await uploadFile(
        url,
        `${path}?entityId=${player.id}`,
        captain.token,
        await png(),
      );
      expect(mismatch.status).toBe(400);
    });

    it('refuses a decompression bomb (too many pixels) with 400', async () => {
      const bomb = await sharp({
        create: { width: 9000, height: 9000, channels: 3, background: '#000' },
        limitInputPixels: false,
      })
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const res = await uploadFile(url, `/api/team/image/${teamId}`, captain.token, bomb);
      expect(res.status).toBe(400);
    });

    it('takes the image of the create payload (base64) and refuses a broken one', async () => {
      const [a, b] = await Promise.all([
        registerVerifiedUser(http, infra, { firstName: 'Ewa' }),
        registerVerifiedUser(http, infra, { firstName: 'Igor' }),
      ]);
      const dataUrl = `data:image/png;base64,${(await png()).toString('base64')}`;
      const ok = await create(a.token, {
        name: 'Z Obrazkiem',
        shortName: 'ZOB',
        imageUrl: dataUrl,
      });
      expect(ok.status).toBe(201);
      await drain();
      expect(await team(ok.body.value!.id)).toMatchObject({ hasImage: true });
      const broken = await create(b.token, {
        name: 'Zepsuty Obrazek',
        shortName: 'ZEP',
        imageUrl: Buffer.from('not an image').toString('base64'),
      });
      expect(broken.status).toBe(400);
      expect(broken.body.errors[0].code).toBe('image.invalid');
    });

    it('the admin deletes the image; the placeholder is back', async () => {
      const res = await http.delete(`/api/team/image/${teamId}?entityId=${teamId}`, admin.token);
      expect(res.status).toBe(200);
      await drain();
      expect(await team()).toMatchObject({
        hasImage: false,
        imageUrl: `/api/team/image/${teamId}`,
      });
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
      await until(
        cap.messages,
        (m) => m.topic === 'applications' && m.room === rooms.user(captain.id),
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

import type { TeamDto, UserProfileDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { currentLeagues } from '../../../../../test/support/teams';
import { TeamsReadModel } from '../../modules/teams/queries/teams.read-model';
import { UsersReadModel } from '../../modules/users/queries/users.read-model';
import { FixedClock } from '../clock/clock';

jest.setTimeout(120_000);

/**
 * Hot reads answered from the first hook (hot-reads.ts): a repeated read skips the handler, yet
 * answers exactly as the full path would — per caller where the answer is, after the session
 * check of the route, fresh right after a write, with the caller's tag and 304.
 */
describe('hot reads', () => {
  let infra: TestInfrastructure;
  let node: ApiApp;
  let base: string;
  let http: ReturnType<typeof apiClient>;
  let ola: TestUser;
  let ala: TestUser;
  let profileReads: jest.SpyInstance;
  // in the autumn season; moved past the turn of 16 January by the per-season test
  const clock = new FixedClock(new Date('2026-11-20T10:00:00.000Z'));

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'hotreads', clock });
    node = await createApiApp(infra, { serveClient: false });
    base = await node.listen(0, '127.0.0.1');
    http = apiClient(base);
    await createAdmin(http, infra);
    ola = await registerVerifiedUser(http, infra);
    ala = await registerVerifiedUser(http, infra);
    profileReads = jest.spyOn(node.app.get(UsersReadModel), 'profile');
  });
  afterAll(async () => {
    await node.close();
    await infra.dispose();
  });

  const profileOf = (user: TestUser, token?: string) =>
    http.get<UserProfileDto>(`/api/user/get-user-by-id?UserId=${user.id}`, token);

  it('answers a repeated read without running the handler, with the same bytes and tag', async () => {
    profileReads.mockClear();
    const first = await profileOf(ola, ola.token);
    const again = await profileOf(ola, ola.token);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('x-correlation-id')).not.toBe(first.headers.get('x-correlation-id'));
    expect(again.headers.get('content-security-policy')).toBeTruthy();
    expect(profileReads).toHaveBeenCalledTimes(1);
  });

  it("keeps per-caller answers apart: another caller never gets the owner's e-mail", async () => {
    await profileOf(ola, ola.token);
    const own = await profileOf(ola, ola.token);
    const other = await profileOf(ola, ala.token);
    const otherAgain = await profileOf(ola, ala.token);
    expect(own.body.value?.email).toBe(ola.email);
    expect(other.body.value).not.toHaveProperty('email');
    expect(otherAgain.body.value).not.toHaveProperty('email');
  });

  it('checks the session on every repeat: no token and a bad token are refused', async () => {
    await profileOf(ola, ola.token);
    expect((await profileOf(ola)).status).toBe(401);
    expect((await profileOf(ola, `${ola.token}x`)).status).toBe(401);
  });

  it('shows a write in the very next read (the kept answer is no longer current)', async () => {
    await profileOf(ala, ala.token);
    await profileOf(ala, ala.token);
    const edit = await http.put(
      '/api/user',
      {
        ...{ id: ala.id, password: ala.password, firstName: 'Zmieniona', lastName: 'Nazwa' },
        ...{ height: 170, shirtNumber: 9, birthDate: '1995-05-05', position: 2, dominateLeg: 1 },
      },
      ala.token,
    );
    expect(edit.status).toBe(200);
    const after = await profileOf(ala, ala.token);
    expect(after.body.value?.firstName).toBe('Zmieniona');
  });

  it("answers 304 to the caller's own tag and 200 to another caller sending it", async () => {
    const path = `${base}/api/user/get-user-by-id?UserId=${ola.id}`;
    const first = await fetch(path, { headers: { authorization: `Bearer ${ola.token}` } });
    const tag = first.headers.get('etag')!;
    const own = await fetch(path, {
      headers: { authorization: `Bearer ${ola.token}`, 'if-none-match': tag },
    });
    const other = await fetch(path, {
      headers: { authorization: `Bearer ${ala.token}`, 'if-none-match': tag },
    });
    expect([own.status, other.status]).toEqual([304, 200]);
    expect(await own.text()).toBe('');
  });

  it('keeps a team per current season: after the turn the next read takes the full path', async () => {
    const [league] = await currentLeagues(http);
    const created = await http.post<{ id: string }>(
      '/api/team',
      { name: 'Gorące Orły', shortName: 'gor', leagueId: league.id },
      ala.token,
    );
    expect(created.status).toBe(201);
    await node.daemon!.drainAll();
    const teamReads = jest.spyOn(node.app.get(TeamsReadModel), 'team');
    const path = `/api/team/get-team-by-id?TeamId=${created.body.value!.id}`;
    const first = await http.get<TeamDto>(path, ola.token);
    const again = await http.get<TeamDto>(path, ola.token);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(teamReads).toHaveBeenCalledTimes(1);

    clock.set(new Date('2027-01-16T00:00:01+01:00'));
    const nextSeason = await http.get<TeamDto>(path, ola.token);
    expect(nextSeason.status).toBe(200);
    expect(teamReads).toHaveBeenCalledTimes(2);
  });
});

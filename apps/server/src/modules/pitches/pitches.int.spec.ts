import { CHALLENGE_MESSAGES, type PitchDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';

jest.setTimeout(60_000);

describe('pitches API (admin tab Boiska)', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let user: TestUser;
  const drain = () => api.daemon!.drainAll();
  const list = async () =>
    (await http.get<PitchDto[]>('/api/pitch/get-pitches', user.token)).body.value!;

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: 'pitches',
      env: { SEASON_PIN_DATE: '2025-09-01' },
    });
    api = await createApiApp(infra, { serveClient: false });
    http = apiClient(await api.listen(0, '127.0.0.1'));
    admin = await createAdmin(http, infra);
    user = await registerVerifiedUser(http, infra);
  });
  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  it('creates a pitch with comma decimals, lists it, updates and removes it', async () => {
    const created = await http.post<{ id: string }>(
      '/api/pitch',
      { name: ' Orlik  Błonia ', latitude: '50,0614', longitude: '19,9112' },
      admin.token,
    );
    expect(created.status).toBe(201);
    const id = created.body.value!.id;
    await drain();
    expect(await list()).toEqual([
      { id, name: 'Orlik Błonia', position: { latitude: 50.0614, longitude: 19.9112 } },
    ]);

    const updated = await http.put(
      '/api/pitch',
      { id, name: 'Orlik Błonia 2', latitude: 50.07, longitude: '19.92' },
      admin.token,
    );
    expect(updated.status).toBe(200);
    await drain();
    expect(await list()).toEqual([
      { id, name: 'Orlik Błonia 2', position: { latitude: 50.07, longitude: 19.92 } },
    ]);

    expect((await http.delete(`/api/pitch/${id}`, admin.token)).status).toBe(200);
    await drain();
    expect(await list()).toEqual([]);
    const again = await http.delete(`/api/pitch/${id}`, admin.token);
    expect([again.status, again.body.errors[0].message]).toEqual([404, 'Nie znaleziono boiska.']);
  });

  it('refuses coordinates that are not a real latitude/longitude, in Polish', async () => {
    const bad = await http.post(
      '/api/pitch',
      { name: '', latitude: '91', longitude: 'abc' },
      admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.message)).toEqual([
      CHALLENGE_MESSAGES.pitchNameRequired,
      CHALLENGE_MESSAGES.latitudeInvalid,
      CHALLENGE_MESSAGES.longitudeInvalid,
    ]);
    const edge = await http.post(
      '/api/pitch',
      { name: 'Biegun', latitude: '-90', longitude: '180,0' },
      admin.token,
    );
    expect(edge.status).toBe(201);
  });

  it('lets only admins change pitches (403), and only logged-in users read them (401)', async () => {
    const body = { name: 'Orlik', latitude: 50, longitude: 19 };
    expect((await http.post('/api/pitch', body, user.token)).status).toBe(403);
    const id = '00000000-0000-4000-8000-000000000001';
    expect((await http.put('/api/pitch', { id, ...body }, user.token)).status).toBe(403);
    expect((await http.delete(`/api/pitch/${id}`, user.token)).status).toBe(403);
    expect((await http.get('/api/pitch/get-pitches')).status).toBe(401);
  });

  it('answers bad ids and unknown pitches with 400/404, never 500', async () => {
    expect((await http.delete('/api/pitch/nie-uuid', admin.token)).status).toBe(400);
    const unknown = await http.put(
      '/api/pitch',
      { id: '00000000-0000-4000-8000-000000000002', name: 'X', latitude: 1, longitude: 1 },
      admin.token,
    );
    expect(unknown.status).toBe(404);
    const raw = await http.call('POST', '/api/pitch', { raw: '{"name":', token: admin.token });
    expect(raw.status).toBe(400);
    const array = await http.post('/api/pitch', [1, 2], admin.token);
    expect(array.status).toBe(400);
  });
});

import type { LeagueDto, SeasonDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';

jest.setTimeout(30_000);

describe('seasons and leagues API (real PostgreSQL, in-process projections)', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: 'leagues',
      env: { SEASON_PIN_DATE: '2025-09-01' },
    });
    api = await createApiApp(infra, { serveClient: false });
    http = apiClient(await api.listen(0, '127.0.0.1'));
  });
  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  it('serves the current season from configuration (the spec season when pinned)', async () => {
    const { status, body } = await http.get<SeasonDto>('/api/season/current');
    expect(status).toBe(200);
    expect(body).toMatchObject({ isSuccess: true, isFailure: false, errors: [] });
    expect(body.value).toMatchObject({
      name: 'Sezon jesienny 2025/2026',
      startDate: '2025-08-09T22:00:00.000Z',
      endDate: '2026-01-15T22:59:59.999Z',
    });
  });

  it('lists the twelve leagues opened at first start, sorted by number then letter', async () => {
    const season = (await http.get<SeasonDto>('/api/season/current')).body.value!;
    const { status, body } = await http.get<LeagueDto[]>(
      `/api/league/get-leagues-by-season-id?SeasonId=${season.id}`,
    );
    expect(status).toBe(200);
    expect(body.value!.map((l) => l.name)).toEqual([
      'Liga 1',
      'Liga 2',
      'Liga 3',
      'Liga 4',
      'Liga 5',
      'Liga 6',
      'Liga 6A',
      'Liga 6B',
      'Liga 7',
      'Liga 7A',
      'Liga 7B',
      'Liga 7C',
    ]);
    expect(body.value!.every((l) => l.seasonId === season.id)).toBe(true);
    const events = await infra.db.query(
      `SELECT event_type, count(*)::int AS n FROM events GROUP BY 1 ORDER BY 1`,
    );
    expect(events).toEqual([
      { event_type: 'LeagueOpened', n: 12 },
      { event_type: 'SeasonOpened', n: 1 },
      { event_type: 'SeasonStarted', n: 1 },
      // the turn records the structure the season opened with (the next season's first draft)
      { event_type: 'SeasonStructureDrafted', n: 1 },
    ]);
  });

  it('opening the season again (a restart, a second node) writes nothing twice', async () => {
    const again = await createApiApp(infra, { serveClient: false });
    await again.close();
    const [{ n }] = await infra.db.query(`SELECT count(*)::int AS n FROM events`);
    expect(n).toBe(15);
  });

  it('answers bad input with 400 and an unknown season with 404, in the envelope', async () => {
    const missing = await http.get('/api/league/get-leagues-by-season-id');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ isSuccess: false, isFailure: true, value: null });
    expect(missing.body.errors[0].message).toMatch(/sezonu/);
    const bad = await http.get('/api/league/get-leagues-by-season-id?SeasonId=1%27%20OR%201=1');
    expect(bad.status).toBe(400);
    const unknown = await http.get(
      '/api/league/get-leagues-by-season-id?SeasonId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toEqual({
      code: 'season.not_found',
      message: 'Nie znaleziono sezonu.',
    });
    const route = await http.get('/api/no-such-route');
    expect(route.status).toBe(404);
    expect(route.body.isFailure).toBe(true);
    const json = await http.call('POST', '/api/league/get-leagues-by-season-id', { raw: '{"oops' });
    expect([400, 404]).toContain(json.status);
    expect(json.body.isFailure).toBe(true);
  });

  it('has a health and a readiness endpoint', async () => {
    expect((await http.get('/api/health')).body.value).toEqual({ status: 'ok' });
    const ready = await http.get<{
      database: string;
      projections: Array<{ name: string; lag: number }>;
    }>('/api/health/ready');
    expect(ready.body.value).toMatchObject({ database: 'up', redis: 'disabled' });
    expect(ready.body.value!.projections).toContainEqual(
      expect.objectContaining({ name: 'leagues', lag: 0 }),
    );
  });
});

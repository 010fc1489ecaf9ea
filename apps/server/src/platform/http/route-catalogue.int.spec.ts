import { createApiApp, type ApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { routeCatalogue } from './route-catalogue';

describe('route catalogue', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;

  beforeAll(async () => {
    infra = await createTestInfrastructure();
    api = await createApiApp(infra, { serveClient: false });
  });
  afterAll(async () => {
    await api?.close();
    await infra?.close();
  });

  it('lists every controller route once, with its prefix, access and roles', () => {
    const routes = routeCatalogue(api.app);
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/season/current']));
    expect(routes.every((r) => r.path.startsWith('/api/'))).toBe(true);
    const projections = routes.find(
      (r) => r.path === '/api/admin/projections' && r.method === 'GET',
    );
    expect(projections).toMatchObject({ isPublic: false, roles: ['Admin'] });
    expect(routes.find((r) => r.path === '/api/health')).toMatchObject({ isPublic: true });
    expect(routes.some((r) => r.raw)).toBe(true);
  });
});

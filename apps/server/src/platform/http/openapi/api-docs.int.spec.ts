import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { DiscoveryService } from '@nestjs/core';
import { createApiApp, type ApiApp } from '../../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../../test/support/infrastructure';
import { PERMISSIONS } from '../../../../../../test/security/permissions';
import { routeCatalogue, type RouteEntry } from '../route-catalogue';
import { openApiPath } from './openapi-document';
import {
  openApiProblems,
  type OpenApiDoc,
  type Operation,
} from '../../../../../../test/support/openapi-structure';

/** Which Nest argument kinds (`@Body()`, `@Query()`, `@Param()`) a handler reads directly. */
function nativeInputs(api: ApiApp, route: RouteEntry): Set<RouteParamtypes> {
  const controller = api.app
    .get(DiscoveryService)
    .getControllers()
    .find((w) => w.metatype?.name === route.controller)?.metatype;
  const args = (controller &&
    (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, route.handler) as
      Record<string, unknown> | undefined)) ?? { none: null };
  return new Set(Object.keys(args).map((key) => Number(key.split(':')[0]) as RouteParamtypes));
}

describe('OpenAPI document at /api/docs', () => {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let url: string;
  let doc: OpenApiDoc;
  let routes: RouteEntry[];
  const op = (route: RouteEntry): Operation | undefined =>
    doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'openapi' });
    api = await createApiApp(infra, { serveClient: false });
    url = await api.listen(0, '127.0.0.1');
    const res = await fetch(`${url}/api/docs/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    doc = (await res.json()) as OpenApiDoc;
    routes = routeCatalogue(api.app);
  });
  afterAll(async () => {
    await api?.close();
    await infra?.close();
  });

  it('is a well-formed OpenAPI 3 document, also at /api/docs-json', async () => {
    expect(openApiProblems(doc)).toEqual([]);
    const alias = await fetch(`${url}/api/docs-json`);
    expect(await alias.json()).toEqual(doc);
  });

  it('describes every route of the catalogue with its method and path, and nothing else', () => {
    expect(routes.filter((route) => !op(route)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const documented = Object.values(doc.paths).reduce(
      (n, item) => n + Object.keys(item).length,
      0,
    );
    expect(documented).toBe(routes.length);
    expect(Object.keys(doc.paths)).toContain('/api/team/image/{teamId}');
  });

  it('gives every route that reads input a request schema', () => {
    const missing: string[] = [];
    for (const route of routes) {
      const operation = op(route)!;
      const inputs = nativeInputs(api, route);
      const params = operation.parameters ?? [];
      const name = `${route.method} ${route.path}`;
      if (inputs.has(RouteParamtypes.BODY) && !operation.requestBody) missing.push(`${name} body`);
      if (inputs.has(RouteParamtypes.QUERY) && !params.some((p) => p.in === 'query'))
        missing.push(`${name} query`);
      const pathParams = params.filter((p) => p.in === 'path');
      if (pathParams.some((p) => p.schema.format !== 'uuid' && p.schema.minLength === undefined))
        missing.push(`${name} path parameter without a rule`);
    }
    expect(missing).toEqual([]);
    const byId = op(routes.find((r) => r.path === '/api/team/get-team-by-id')!)!;
    expect(byId.parameters).toEqual([
      expect.objectContaining({ name: 'TeamId', in: 'query', required: true }),
    ]);
    const login = op(routes.find((r) => r.path === '/api/user/login')!)!;
    expect(login.requestBody?.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
  });

  it('documents uploads as multipart/form-data with a binary file field', () => {
    const uploads = routes.filter(
      (r) => r.method === 'POST' && /\/image\/|\/avatar\//.test(r.path),
    );
    expect(uploads).toHaveLength(2);
    for (const route of uploads) {
      const form = op(route)!.requestBody?.content['multipart/form-data'];
      expect(form?.schema.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it('marks admin routes as admin-only and public routes as needing no token', () => {
    expect(routes.some((r) => r.roles.includes('Admin'))).toBe(true);
    for (const route of routes) {
      const operation = op(route)!;
      expect(operation['x-roles']).toEqual(route.roles);
      expect(operation['x-public']).toBe(!route.callerRequired);
      if (!route.callerRequired) {
        expect(operation.security).toEqual([]);
      } else {
        expect(operation.security).toEqual([
          { bearer: [] },
          ...route.alternatives.map((name) => ({ [name]: [] })),
        ]);
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
      }
      if (route.roles.includes('Admin')) expect(operation.description).toMatch(/^Admin only/);
    }
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.uploadToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-upload-token',
    });
  });

  it("is true to every route's guard: secured exactly where the permission table refuses a guest", () => {
    // test/security/permissions.ts is the expected permission of every route (the matrix checks
    // it over HTTP): only its public routes may be documented without a token
    const documented = routes.map((route) => ({
      route: `${route.method} ${route.path}`,
      public: op(route)!.security?.length === 0,
    }));
    const expected = routes.map((route) => {
      const key = `${route.method} ${route.path}`;
      const rules = PERMISSIONS.filter((p) => p.route === key);
      return { route: key, public: rules.length > 0 && rules.every((p) => p.rule === 'public') };
    });
    expect(documented).toEqual(expected);
    const profile = doc.paths['/api/user/{id}'].get;
    expect(profile.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/user/avatar/{id}'].post.security).toEqual([
      { bearer: [] },
      { uploadToken: [] },
    ]);
  });

  it('takes summaries and answer schemas from the routes’ @ApiDoc and the contracts', () => {
    const current = doc.paths['/api/season/current'].get;
    expect(current.summary).toBe('The current season, so no client holds its id as a literal');
    expect(JSON.stringify(current.responses['200'])).toContain('#/components/schemas/SeasonDto');
    const schemas = doc.components.schemas as Record<string, { properties: object }>;
    expect(Object.keys(schemas.SeasonDto.properties)).toEqual(
      expect.arrayContaining(['id', 'name', 'startDate', 'endDate']),
    );
    const untyped = routes.filter((route) => {
      const operation = op(route)!;
      const success = Object.entries(operation.responses).find(([status]) => /^2/.test(status));
      return (
        success && /The answer of the route \(any JSON value\)/.test(JSON.stringify(success[1]))
      );
    });
    // the challenge commands answer what their handler returns
    expect(untyped.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'DELETE /api/match/:id',
      'POST /api/match',
      'POST /api/match/accept',
      'POST /api/match/cancel',
    ]);
  });

  it('serves Swagger UI from its own files under the portal CSP (no inline script)', async () => {
    const page = await fetch(`${url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui-init.js', 'swagger-ui.css']) {
      expect(html).toContain(asset);
      const res = await fetch(`${url}/api/docs/${asset}`);
      expect(res.status).toBe(200);
      expect((await res.text()).length).toBeGreaterThan(100);
    }
  });
});

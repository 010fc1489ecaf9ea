import fc from 'fast-check';
import {
  routeCatalogue,
  type RouteEntry,
} from '../../apps/server/src/platform/http/route-catalogue';
import {
  bodyArbitrary,
  paramArbitrary,
  queryArbitrary,
  type WireBody,
} from '../support/fuzz-inputs';
import { routeSeeds, type RouteSeed } from '../support/fuzz-seeds';
import { type FuzzWorld, startFuzzWorld } from '../support/fuzz-world';

/**
 * Property-based fuzzing of every route of the catalogue (body, query and path parameters), as
 * a guest, a captain and an admin: no answer is a 5xx, every refusal is the error envelope with
 * a message, and a refused call writes nothing (event log head and unique keys unchanged).
 * FUZZ_SEED and FUZZ_RUNS (runs per route and caller) override the fixed defaults; FUZZ_ROUTES
 * narrows the battery to the routes whose `METHOD /path` contains it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 9);
/** Only the routes whose `METHOD /path` contains this text (to chase one finding). */
const ONLY = process.env.FUZZ_ROUTES ?? '';

jest.setTimeout(600_000);

type CallerName = 'guest' | 'captain' | 'admin';
const CALLERS: CallerName[] = ['guest', 'captain', 'admin'];

interface FuzzRequest {
  params: Record<string, string>;
  query: string;
  body: WireBody | null;
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
const hasBody = (route: RouteEntry) => ['POST', 'PUT', 'PATCH'].includes(route.method);

function requestArbitrary(route: RouteEntry, seed: RouteSeed): fc.Arbitrary<FuzzRequest> {
  const params = Object.fromEntries(
    paramNames(route.path).map((name) => [name, paramArbitrary(seed.params?.[name])]),
  );
  return fc.record({
    params: fc.record(params),
    query: queryArbitrary(seed.query),
    body: hasBody(route) ? bodyArbitrary(seed.body) : fc.constant(null),
  });
}

/** fetch's body types take a Buffer only as a plain Uint8Array. */
const bodyInit = (text: string | Buffer) =>
  typeof text === 'string' ? text : new Uint8Array(text);
const clip = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** The shrunk counterexample and its cause, clipped (a counterexample can hold megabytes). */
function describeFailure(error: unknown): string {
  const message = String((error as Error).message);
  const counterexample = /Counterexample: (.*)/.exec(message)?.[1] ?? message;
  // errors from fetch come from another realm than jest's, so no instanceof here
  const cause = (error as { cause?: { message?: unknown; cause?: unknown } }).cause;
  const reason = `${String(cause?.message ?? '')} ${String(cause?.cause ?? '')}`;
  return `${clip(reason)}\n  counterexample: ${clip(counterexample)}`;
}

/** Destructive routes last, so the records every other route points at still exist. */
const byRisk = (a: RouteEntry, b: RouteEntry) =>
  Number(a.method === 'DELETE') - Number(b.method === 'DELETE');

describe('fuzzing every route (fast-check)', () => {
  let world: FuzzWorld;
  let routes: RouteEntry[];
  let seeds: Record<string, RouteSeed>;
  let tokens: Record<CallerName, string | null>;

  beforeAll(async () => {
    world = await startFuzzWorld('fuzz-routes');
    routes = routeCatalogue(world.app.api.app).sort(byRisk);
    seeds = routeSeeds(world.fixtures);
    const { admin, captain } = world.fixtures;
    tokens = { guest: null, captain: captain.token, admin: admin.token };
  });
  afterAll(() => world?.close());

  async function send(route: RouteEntry, caller: CallerName, request: FuzzRequest) {
    const path = route.path.replace(/:(\w+)/g, (_m, name: string) => request.params[name]);
    const url = `${world.app.baseUrl}${path}${request.query ? `?${request.query}` : ''}`;
    const headers: Record<string, string> = {};
    const token = tokens[caller];
    if (token) headers.authorization = `Bearer ${token}`;
    if (request.body?.contentType) headers['content-type'] = request.body.contentType;
    if (request.body?.contentEncoding) headers['content-encoding'] = request.body.contentEncoding;
    const res = await fetch(url, {
      method: route.method,
      headers,
      body: request.body ? bodyInit(request.body.text) : undefined,
      redirect: 'manual',
    });
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      text: await res.text(),
    };
  }

  it('has a seed request for every route of the catalogue', () => {
    const missing = routes.map((r) => `${r.method} ${r.path}`).filter((key) => !seeds[key]);
    expect(missing).toEqual([]);
  });

  it.each(CALLERS)(
    'every route, as %s: no 5xx, refusals in the envelope, nothing written',
    async (caller) => {
      const failures: string[] = [];
      for (const route of routes) {
        const key = `${route.method} ${route.path}`;
        if (!key.includes(ONLY)) continue;
        const property = fc.asyncProperty(
          requestArbitrary(route, seeds[key] ?? {}),
          async (request) => {
            const before = await world.writeMark();
            const res = await send(route, caller, request);
            const where = `${key} as ${caller} answered ${res.status}: ${res.text.slice(0, 300)}`;
            if (res.status >= 500) throw new Error(where);
            if (res.status < 400) return;
            if (!res.type.includes('application/json')) throw new Error(`not JSON: ${where}`);
            const body = JSON.parse(res.text) as {
              isSuccess?: unknown;
              isFailure?: unknown;
              errors?: Array<{ message?: unknown }>;
            };
            const wellFormed =
              body.isSuccess === false &&
              body.isFailure === true &&
              Array.isArray(body.errors) &&
              body.errors.length > 0 &&
              body.errors.every((e) => typeof e.message === 'string' && e.message.length > 0);
            if (!wellFormed) throw new Error(`not the error envelope: ${where}`);
            const after = await world.writeMark();
            if (after !== before)
              throw new Error(`refused but wrote (${before} → ${after}): ${where}`);
          },
        );
        // every route is tried even when one fails; each failure keeps its shrunk counterexample
        try {
          await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
        } catch (error) {
          failures.push(`${key} as ${caller}: ${describeFailure(error)}`);
        }
      }
      if (failures.length > 0) {
        throw new Error(
          `${failures.length} route(s) failed (seed ${SEED}, ${RUNS} runs):\n\n${failures.join('\n\n')}`,
        );
      }
    },
  );
});

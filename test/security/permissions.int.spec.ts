import { resolve } from 'node:path';
import { routeCatalogue } from '../../apps/server/src/platform/http/route-catalogue';
import { CALLER_ROLES, createSecurityWorld, type SecurityWorld } from '../support/security-world';
import { type Row, runRow } from './permission-cells';
import { matrixMarkdown, roomsMarkdown, writeMatrix, writeRooms } from './permission-matrix-doc';
import { REQUEST_PLANS } from './permission-requests';
import { PERMISSIONS, permissionKey } from './permissions';
import { openLeagues, runRoomCases, runRoomLimits } from './socket-rooms';

// Every route × role, with a fresh team or match for many rows: minutes on a loaded machine.
jest.setTimeout(600_000);

/**
 * Every route × every caller (guest, player without a team, member of T, captain of T, captain
 * of another team U, admin) against the expected permissions of test/security/permissions.ts,
 * each cell called over HTTP on the real fixtures. With SECURITY_MATRIX=<file> (npm run
 * security:matrix) the table is written into that markdown file between its markers.
 */
describe('permission matrix (API, real PostgreSQL)', () => {
  let w: SecurityWorld;

  beforeAll(async () => {
    w = await createSecurityWorld('permissions');
  });
  afterAll(() => w?.close());

  it('has an expected permission and a call for every route of the catalogue', () => {
    const routes = routeCatalogue(w.app.api.app).map((r) => `${r.method} ${r.path}`);
    const permitted = new Set(PERMISSIONS.map((p) => p.route));
    expect(routes.filter((route) => !permitted.has(route))).toEqual([]);
    expect([...permitted].filter((route) => !routes.includes(route))).toEqual([]);
    const keys = PERMISSIONS.map(permissionKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => !REQUEST_PLANS[key])).toEqual([]);
    expect(Object.keys(REQUEST_PLANS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('grants every socket room as room-access says, and no more rooms than the limit', async () => {
    const rows = await runRoomCases(w, CALLER_ROLES);
    const limits = await runRoomLimits(w, CALLER_ROLES, await openLeagues(w, 45));
    const target = process.env.SECURITY_MATRIX;
    if (target) writeRooms(resolve(target), roomsMarkdown(rows, limits, CALLER_ROLES));
    const wrong = rows.flatMap((row) =>
      row.cells.filter((c) => !c.ok).map((c) => `${row.room} as ${c.role}: ${c.granted}`),
    );
    expect(wrong).toEqual([]);
    expect(limits.map((l) => [l.role, l.held])).toEqual(limits.map((l) => [l.role, l.expected]));
  });

  it('answers every cell as the permission says', async () => {
    const rows: Row[] = [];
    for (const phase of ['read', 'write', 'finale'] as const) {
      const entries = Object.entries(REQUEST_PLANS).filter(([, plan]) => plan.phase === phase);
      for (const [key, plan] of entries) {
        const permission = PERMISSIONS.find((p) => permissionKey(p) === key)!;
        rows.push(await runRow(w, permission, plan, CALLER_ROLES));
      }
    }
    const order = PERMISSIONS.map(permissionKey);
    rows.sort(
      (a, b) =>
        order.indexOf(permissionKey(a.permission)) - order.indexOf(permissionKey(b.permission)),
    );
    const routeCount = routeCatalogue(w.app.api.app).length;
    const target = process.env.SECURITY_MATRIX;
    if (target) writeMatrix(resolve(target), matrixMarkdown(rows, CALLER_ROLES, routeCount));
    const wrong = rows.flatMap((row) =>
      row.cells
        .filter((c) => !c.ok)
        .map((c) => `${permissionKey(row.permission)} as ${c.role}: ${c.status} ${c.code ?? ''}`),
    );
    expect(wrong).toEqual([]);
    const unproven = rows.filter((row) => {
      const allowed = row.cells.filter((c) => c.allowed);
      const plan = REQUEST_PLANS[permissionKey(row.permission)];
      return allowed.length > 0 && !plan.noSuccess && allowed.every((c) => c.status >= 400);
    });
    expect(unproven.map((row) => permissionKey(row.permission))).toEqual([]);
    expect(rows.length * CALLER_ROLES.length).toBeGreaterThanOrEqual(routeCount * 6);
  });
});

import type { CallerRole, SecurityWorld } from '../support/security-world';
import type { CallSpec, RequestPlan } from './permission-requests';
import { isAllowed, type Permission } from './permissions';

/** One tested cell of the matrix: a caller against a route, and what came back. */
export interface Cell {
  role: CallerRole;
  allowed: boolean;
  status: number;
  /** The answer's first error code (JSON envelope), when there is one. */
  code: string | null;
  /** The answer kept the promise: refused with 401/403 and the envelope, or let through. */
  ok: boolean;
}

export interface Row {
  permission: Permission;
  cells: Cell[];
}

interface Answer {
  status: number;
  envelope: { isFailure?: boolean; errors?: Array<{ code: string; message: string }> } | null;
}

async function send(w: SecurityWorld, method: string, spec: CallSpec, token: string | null) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (spec.file) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(spec.file)], { type: 'image/png' }), 'obraz.png');
    body = form;
  } else if (spec.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(spec.body);
  }
  const res = await fetch(`${w.app.baseUrl}${spec.path}`, {
    method,
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  const isJson = res.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: res.status, envelope: isJson ? JSON.parse(text) : null } as Answer;
}

function judge(role: CallerRole, allowed: boolean, answer: Answer): boolean {
  const { status, envelope } = answer;
  if (allowed) return status !== 401 && status !== 403 && status < 500;
  const expected = role === 'guest' ? 401 : 403;
  const errors = envelope?.errors ?? [];
  return status === expected && envelope?.isFailure === true && errors.length > 0;
}

/**
 * Calls one route as every caller: the refused callers first, then the allowed ones, so the
 * change an allowed call makes cannot mask a refusal that should have happened.
 */
export async function runRow(
  w: SecurityWorld,
  permission: Permission,
  plan: RequestPlan,
  roles: readonly CallerRole[],
): Promise<Row> {
  const method = permission.route.split(' ')[0];
  const prepared = plan.prepare ? await plan.prepare(w) : {};
  const ordered = [...roles].sort(
    (a, b) => Number(isAllowed(permission, a)) - Number(isAllowed(permission, b)),
  );
  const byRole = new Map<CallerRole, Cell>();
  for (const role of ordered) {
    const allowed = isAllowed(permission, role);
    const spec = await plan.call(w, prepared, role);
    const answer = await send(w, method, spec, w.tokenOf(role));
    const code = answer.envelope?.errors?.[0]?.code ?? null;
    byRole.set(role, {
      role,
      allowed,
      status: answer.status,
      code,
      ok: judge(role, allowed, answer),
    });
    if (allowed) await w.settle();
  }
  return { permission, cells: roles.map((role) => byRole.get(role)!) };
}

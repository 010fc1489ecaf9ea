/** What browser tests against the built app wait on: the projections, and a call's value. */
interface Queryable {
  query: (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;
}

/** Waits until every running projection has applied the whole event log (15 s at most). */
export async function settleProjections(db: Queryable): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const [{ head }] = await db.query(
      'SELECT coalesce(max(global_position), 0)::bigint AS head FROM events',
    );
    const [{ behind }] = await db.query(
      `SELECT count(*)::int AS behind FROM projection_checkpoints
        WHERE status = 'running' AND global_position < $1`,
      [head],
    );
    if (behind === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('projections did not catch up within 15 s');
}

/** The value of a call that must succeed; its status and body in the error otherwise. */
export async function okValue<T>(
  call: Promise<{ status: number; body: { value: T | null } }>,
): Promise<T> {
  const res = await call;
  if (res.status >= 300 || res.body.value === null) {
    throw new Error(`call failed (${res.status}): ${JSON.stringify(res.body)}`);
  }
  return res.body.value;
}

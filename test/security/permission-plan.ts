import type { CallerRole, SecurityWorld } from '../support/security-world';

/** One call of a matrix cell: path with query, JSON body or one uploaded file (field `file`). */
export interface CallSpec {
  path: string;
  body?: unknown;
  file?: Buffer;
}

/** Ids a route's `prepare` made for its cells (a fresh challenge, report, application...). */
export type Prepared = Record<string, string>;

/**
 * How the matrix calls a route against the world. Reads run first, then writes, then the
 * `finale` (in the order listed), whose successful calls change the world for good (the member
 * leaves, the captaincy moves, T is deleted). Within a route the refused callers go first, so a
 * change made by an allowed caller cannot turn a later refusal into a state error.
 */
export interface RequestPlan {
  phase: 'read' | 'write' | 'finale';
  prepare?: (w: SecurityWorld) => Promise<Prepared>;
  call: (w: SecurityWorld, prepared: Prepared, caller: CallerRole) => CallSpec | Promise<CallSpec>;
  /**
   * Why no allowed caller gets a 2xx/3xx here. Without it, a row whose every allowed cell is a
   * 4xx fails the matrix: its call is probably malformed and proves nothing.
   */
  noSuccess?: string;
}

export const read = (call: (w: SecurityWorld) => string): RequestPlan => ({
  phase: 'read',
  call: (w) => ({ path: call(w) }),
});
export const write = (
  call: RequestPlan['call'],
  prepare?: RequestPlan['prepare'],
  phase: RequestPlan['phase'] = 'write',
): RequestPlan => ({ phase, call, prepare });

export const uniqueLetters = () =>
  Array.from({ length: 6 }, () => 'ABCDEFGHIJKLMNOPRSTUWZ'[Math.floor(Math.random() * 22)]).join(
    '',
  );
/** `{base}/{id}?entityId={id}`: the image routes name their entity twice. */
export const ofEntity = (base: string, id: string) => `${base}/${id}?entityId=${id}`;
export const WEEK = 'StartDate=2025-09-01T00:00:00.000Z&EndDate=2025-09-08T00:00:00.000Z';
export const PROFILE = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  height: 180,
  shirtNumber: 10,
  birthDate: '1995-05-20',
  position: 3,
  dominateLeg: 1,
};

/** A report T's captain may accept or reject: filed by a fresh opponent, awaiting T. */
export async function reportAwaitingT(w: SecurityWorld): Promise<Prepared> {
  const opponent = await w.freshTeam();
  const matchId = await w.acceptedMatch(opponent, w.T);
  return { matchId, reportId: await w.fileReport(matchId, opponent, w.T) };
}

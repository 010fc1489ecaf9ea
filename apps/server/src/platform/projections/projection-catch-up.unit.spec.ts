import { atOrAfter } from './log-order';
import { defineProjection } from './projection';
import { ProjectionCatchUp } from './projection-catch-up';

const noop = async () => undefined;
const projections = [
  defineProjection({
    name: 'pitches',
    version: 1,
    tables: [],
    ddl: [],
    handlers: { PitchAdded: noop },
  }),
  defineProjection({
    name: 'matches',
    version: 1,
    tables: [],
    ddl: [],
    handlers: { ChallengeIssued: noop },
    batchHandlers: { PitchAdded: noop },
  }),
  defineProjection({
    name: 'users',
    version: 1,
    tables: [],
    ddl: [],
    handlers: { UserRegistered: noop },
  }),
];

interface Row {
  name: string;
  transaction_id: string;
  global_position: string;
  status: string;
}

/** A checkpoint table the test sets; it counts its reads. */
function table(rows: Row[] = []) {
  const source = { rows, reads: 0 };
  return Object.assign(source, {
    query: async () => {
      source.reads += 1;
      return source.rows;
    },
  });
}

const at = (transactionId: string, globalPosition: number) => ({ transactionId, globalPosition });

describe('log order', () => {
  it('orders by transaction id as a number, then by position', () => {
    expect(atOrAfter(at('10', 1), at('9', 5))).toBe(true);
    expect(atOrAfter(at('9', 5), at('10', 1))).toBe(false);
    expect(atOrAfter(at('10', 5), at('10', 5))).toBe(true);
    expect(atOrAfter(at('10', 4), at('10', 5))).toBe(false);
  });
});

describe('ProjectionCatchUp', () => {
  const options = { timeoutMs: 60_000, pollMs: 1, trustReadCheckpoints: false };

  it('waits only for the projections that handle the appended types', () => {
    const catchUp = new ProjectionCatchUp(table(), projections, options);
    expect(catchUp.projectionsFor(['PitchAdded']).sort()).toEqual(['matches', 'pitches']);
    expect(catchUp.projectionsFor(['UserRegistered'])).toEqual(['users']);
    expect(catchUp.projectionsFor(['NobodyHandlesThis'])).toEqual([]);
  });

  it('a command whose events no projection handles does not wait', async () => {
    const catchUp = new ProjectionCatchUp(table(), projections, options);
    expect(await catchUp.waitFor(['NobodyHandlesThis'], at('5', 5))).toBe(true);
  });

  it('releases a command once every projection fed has passed its last event (daemon reports)', async () => {
    const catchUp = new ProjectionCatchUp(table(), projections, options);
    let done: boolean | null = null;
    void catchUp.waitFor(['PitchAdded'], at('7', 3)).then((result) => (done = result));
    catchUp.progress('pitches', at('7', 3));
    catchUp.progress('users', at('9', 9));
    await new Promise((r) => setImmediate(r));
    expect(done).toBeNull(); // matches has not passed it yet
    catchUp.progress('matches', at('8', 1));
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(true);
  });

  it('in Redis mode the checkpoint table releases it', async () => {
    const source = table([
      { name: 'pitches', transaction_id: '7', global_position: '3', status: 'running' },
      { name: 'matches', transaction_id: '6', global_position: '9', status: 'running' },
    ]);
    const catchUp = new ProjectionCatchUp(source, projections, {
      ...options,
      trustReadCheckpoints: true,
    });
    const waiting = catchUp.waitFor(['PitchAdded'], at('7', 3));
    source.rows[1] = { ...source.rows[1], transaction_id: '7', global_position: '3' };
    expect(await waiting).toBe(true);
  });

  it('where the process projects itself, checkpoint reads never release a command', async () => {
    const source = table([
      { name: 'users', transaction_id: '9', global_position: '9', status: 'running' },
    ]);
    const catchUp = new ProjectionCatchUp(source, projections, options);
    let done: boolean | null = null;
    void catchUp.waitFor(['UserRegistered'], at('7', 3)).then((result) => (done = result));
    while (source.reads < 2) await new Promise((r) => setTimeout(r, 5));
    expect(done).toBeNull();
    catchUp.progress('users', at('7', 3));
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(true);
  });

  it('a stopped projection (poison event) releases its commands with false at once', async () => {
    const source = table([
      { name: 'pitches', transaction_id: '1', global_position: '1', status: 'stopped' },
    ]);
    const catchUp = new ProjectionCatchUp(source, projections, options);
    expect(await catchUp.waitFor(['PitchAdded'], at('7', 3))).toBe(false);
    const halted = new ProjectionCatchUp(table(), projections, options);
    const waiting = halted.waitFor(['UserRegistered'], at('7', 3));
    halted.halted('users');
    expect(await waiting).toBe(false);
  });

  it('gives up after its bound: false, the command answers "catching up"', async () => {
    const catchUp = new ProjectionCatchUp(table(), projections, { ...options, timeoutMs: 5 });
    expect(await catchUp.waitFor(['ChallengeIssued'], at('7', 3))).toBe(false);
  });
});

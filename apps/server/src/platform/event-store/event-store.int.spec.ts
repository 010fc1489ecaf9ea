import {
  createTestInfrastructure,
  testContext,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { Client } from 'pg';
import { createTestDatabase } from '../../../../../test/support/database';
import { StreamVersionConflictError } from './concurrency-error';
import { nextEventAfter } from './event-store';
import { LOG_START, type LogPosition, type StoredEvent } from './event-types';

describe('event store (real PostgreSQL)', () => {
  let infra: TestInfrastructure;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'evstore', role: 'cli' });
  });
  afterAll(() => infra.dispose());

  const event = (n: number) => ({ type: 'Counted', data: { n } });

  it('appends, reads a stream back with metadata, and refuses a stale expected version', async () => {
    const store = infra.eventStore;
    const context = { actorUserId: 'user-1', correlationId: 'corr-1', causationId: 'cmd-1' };
    await store.append('counter-a', 'counter', 0, [event(1), event(2)], context);
    await expect(
      store.append('counter-a', 'counter', 1, [event(3)], context),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    await expect(
      store.append('counter-a', 'counter', 0, [event(3)], context),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    await store.append('counter-a', 'counter', 2, [event(3)], context);
    const stream = await store.readStream('counter-a');
    expect(stream.map((e) => [e.version, (e.data as { n: number }).n])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(stream[0].metadata).toMatchObject({
      actorUserId: 'user-1',
      correlationId: 'corr-1',
      causationId: 'cmd-1',
      schemaVersion: 1,
    });
    expect(Date.parse(stream[0].metadata.time)).not.toBeNaN();
    expect(await store.streamVersion('counter-a')).toBe(3);
  });

  it('50 concurrent appends with the same expected version: exactly one succeeds', async () => {
    const store = infra.eventStore;
    await store.append('race-1', 'counter', 0, [event(0)], testContext());
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        store.append('race-1', 'counter', 1, [event(i)], testContext()),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const lost = attempts.filter((a) => a.status === 'rejected') as PromiseRejectedResult[];
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const l of lost) expect(l.reason).toBeInstanceOf(StreamVersionConflictError);
    expect(await store.readStream('race-1')).toHaveLength(2);
  });

  it('50 concurrent creations of one new stream: exactly one succeeds', async () => {
    const store = infra.eventStore;
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        store.append('race-new', 'counter', 0, [event(i)], testContext()),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await store.readStream('race-new')).toHaveLength(1);
  });

  it('never moves past an event whose slower transaction commits later (sequence gap)', async () => {
    const store = infra.eventStore;
    const head = await readToEnd(LOG_START);
    const runnerA = infra.db.createQueryRunner();
    await runnerA.connect();
    await runnerA.startTransaction();
    // A takes the lower global position and stays open...
    const a = await store.append('gap-a', 'counter', 0, [event(1)], testContext(), runnerA.manager);
    // ...while B takes a higher one and commits first.
    const b = await store.append('gap-b', 'counter', 0, [event(2)], testContext());
    expect(a.positions[0]).toBeLessThan(b.positions[0]);

    const whileOpen = await store.readAll(head.position, 100);
    expect(whileOpen).toEqual([]);
    expect(await nextEventAfter(infra.db, head.position)).toBe('held-back');

    await runnerA.commitTransaction();
    await runnerA.release();
    const afterCommit = await store.readAll(head.position, 100);
    expect(afterCommit.map((e) => e.streamId)).toEqual(['gap-a', 'gap-b']);
  });

  it('a transaction open in another database of the server does not hold new events back', async () => {
    const store = infra.eventStore;
    const head = await readToEnd(LOG_START);
    const elsewhere = await createTestDatabase('elsewhere');
    const other = new Client({ connectionString: elsewhere.url });
    await other.connect();
    try {
      // an older xid in flight on the same server, in a database that cannot write our events
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      await store.append('elsewhere-1', 'counter', 0, [event(1)], testContext());
      expect(await nextEventAfter(infra.db, head.position)).toBe('visible');
      const read = await store.readAll(head.position, 100);
      expect(read.map((e) => e.streamId)).toEqual(['elsewhere-1']);
    } finally {
      await other.query('ROLLBACK');
      await other.end();
      await elsewhere.drop();
    }
  });

  it('20 concurrent writers while a reader follows: every event once, in commit order', async () => {
    const store = infra.eventStore;
    const start = (await readToEnd(LOG_START)).position;
    const writers = 20;
    const perWriter = 25;
    let writing = true;
    const seen: StoredEvent[] = [];
    const reader = (async () => {
      let position: LogPosition = start;
      const written = () => seen.filter((e) => e.streamId.startsWith('writer-')).length;
      while (writing || written() < writers * perWriter) {
        const batch = await store.readAll(position, 37);
        if (batch.length === 0) {
          await new Promise((r) => setTimeout(r, 2));
          continue;
        }
        seen.push(...batch);
        const last = batch[batch.length - 1];
        position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      }
    })();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let v = 0; v < perWriter; v++) {
          await store.append(`writer-${w}`, 'counter', v, [event(v)], testContext());
        }
      }),
    );
    writing = false;
    await reader;

    const timesSeen = new Map<number, number>();
    for (const e of seen)
      timesSeen.set(e.globalPosition, (timesSeen.get(e.globalPosition) ?? 0) + 1);
    expect([...timesSeen].filter(([, n]) => n > 1)).toEqual([]);
    // The xmin horizon is cluster-wide: a transaction in another database (a parallel test
    // suite) may have held earlier tests' events back when `start` was taken; they show up
    // here, once, in order. Only this test's writers are counted.
    expect(seen.filter((e) => e.streamId.startsWith('writer-'))).toHaveLength(writers * perWriter);
    // commit order: (transaction id, position) strictly increasing, and each stream in version order
    for (let i = 1; i < seen.length; i++) {
      const prev = seen[i - 1];
      const cur = seen[i];
      const prevTx = BigInt(prev.transactionId);
      const curTx = BigInt(cur.transactionId);
      expect(curTx > prevTx || (curTx === prevTx && cur.globalPosition > prev.globalPosition)).toBe(
        true,
      );
    }
    for (let w = 0; w < writers; w++) {
      const versions = seen.filter((e) => e.streamId === `writer-${w}`).map((e) => e.version);
      expect(versions).toEqual(Array.from({ length: perWriter }, (_, i) => i + 1));
    }
  });

  it('upcasts old payloads on read without rewriting them', async () => {
    const store = infra.eventStore;
    store.upcasters.register('Renamed', 1, (data) => ({
      ...(data as object),
      fullName: (data as { name: string }).name,
    }));
    await store.append(
      'upcast-1',
      'thing',
      0,
      [{ type: 'Renamed', data: { name: 'Ala' } }],
      testContext(),
    );
    const [read] = await store.readStream('upcast-1');
    expect(read.data).toEqual({ name: 'Ala', fullName: 'Ala' });
    expect(read.metadata.schemaVersion).toBe(2);
    const [raw] = await infra.db.query(
      `SELECT data, schema_version FROM events WHERE stream_id = 'upcast-1'`,
    );
    expect(raw).toEqual({ data: { name: 'Ala' }, schema_version: 1 });
  });

  it('orders the global log by transaction id as a number, not as text (xid 9 before xid 10)', async () => {
    // Transaction ids 9 and 10 are older than any real one, so both are below the xmin horizon.
    const metadata = JSON.stringify({ ...testContext(), time: new Date(0).toISOString() });
    await infra.db.query(
      `INSERT INTO events (transaction_id, stream_id, stream_type, version, event_type, data, metadata)
       VALUES ('10', 'xid-ten', 'counter', 1, 'Counted', '{"n":10}', $1),
              ('9', 'xid-nine', 'counter', 1, 'Counted', '{"n":9}', $1)`,
      [metadata],
    );
    const first = await infra.eventStore.readAll(LOG_START, 1);
    const second = await infra.eventStore.readAll(
      { transactionId: first[0].transactionId, globalPosition: first[0].globalPosition },
      1,
    );
    expect([...first, ...second].map((e) => [e.transactionId, e.streamId])).toEqual([
      ['9', 'xid-nine'],
      ['10', 'xid-ten'],
    ]);
  });

  async function readToEnd(from: LogPosition): Promise<{ position: LogPosition; count: number }> {
    let position = from;
    let count = 0;
    for (;;) {
      const batch = await infra.eventStore.readAll(position, 1000);
      if (batch.length === 0) return { position, count };
      count += batch.length;
      const last = batch[batch.length - 1];
      position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    }
  }
});

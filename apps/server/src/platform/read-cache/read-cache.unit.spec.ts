import { LOCAL_REUSE_MS, ProjectionVersions } from './projection-versions';
import { VersionedCache } from './versioned-cache';

/** A checkpoint source whose reads finish when the test says so; it records when each began. */
function controlledSource() {
  let version = 0;
  const reads: Array<{ startedAt: number; finish: () => void }> = [];
  return {
    reads,
    bump: () => (version += 1),
    query: () =>
      new Promise<Array<{ version: string }>>((resolve) => {
        const startedAt = version;
        reads.push({ startedAt, finish: () => resolve([{ version: `v${startedAt}` }]) });
      }),
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('ProjectionVersions', () => {
  it('answers a caller only from a read that started after its call; callers share reads', async () => {
    const source = controlledSource();
    const versions = new ProjectionVersions(source, ['standings']);
    const first = versions.current();
    expect(source.reads).toHaveLength(1);
    source.bump(); // a projection commits while the first read is under way
    const second = versions.current();
    const third = versions.current();
    expect(source.reads).toHaveLength(1);
    source.reads[0].finish();
    expect(await first).toBe('v0');
    await tick();
    expect(source.reads).toHaveLength(2);
    source.reads[1].finish();
    expect(await second).toBe('v1');
    expect(await third).toBe('v1');
  });

  it('a failed read fails its callers only; the next call reads again', async () => {
    let fail = true;
    const versions = new ProjectionVersions(
      {
        query: async () => {
          if (fail) throw new Error('down');
          return [{ version: 'v9' }];
        },
      },
      ['standings'],
    );
    await expect(versions.current()).rejects.toThrow('down');
    fail = false;
    expect(await versions.current()).toBe('v9');
  });
});

describe('ProjectionVersions with local commits (embedded mode)', () => {
  /** A checkpoint source answering at once with its current version; it counts its reads. */
  function countingSource() {
    const source = { version: 0, reads: 0 };
    return Object.assign(source, {
      query: async () => {
        source.reads += 1;
        return [{ version: `v${source.version}` }];
      },
    });
  }

  it('reuses the last read while no local batch committed, for less than the reuse window', async () => {
    const source = countingSource();
    const local = { generation: 0 };
    let now = 1_000;
    const versions = new ProjectionVersions(source, ['standings'], local, () => now);
    expect(await versions.current()).toBe('v0');
    await tick();
    expect(await versions.current()).toBe('v0');
    expect(source.reads).toBe(1);

    // a local batch commits: the next call reads again and sees it
    source.version = 1;
    local.generation += 1;
    expect(await versions.current()).toBe('v1');
    expect(source.reads).toBe(2);
    await tick();

    // something outside this process moves a checkpoint: seen once the window has passed
    source.version = 2;
    now += LOCAL_REUSE_MS - 1;
    expect(await versions.current()).toBe('v1');
    now += 1;
    expect(await versions.current()).toBe('v2');
    expect(source.reads).toBe(3);
  });

  it('a batch committing while a read is under way makes that read unfit for reuse', async () => {
    const source = controlledSource();
    const local = { generation: 0 };
    const versions = new ProjectionVersions(source, ['standings'], local, () => 0);
    const first = versions.current();
    local.generation += 1; // committed after the read began: the read may not contain it
    source.reads[0].finish();
    expect(await first).toBe('v0');
    await tick();
    const next = versions.current();
    expect(source.reads).toHaveLength(2);
    source.reads[1].finish();
    await next;
  });

  it('without local commits every call reads', async () => {
    const source = countingSource();
    const versions = new ProjectionVersions(source, ['standings']);
    await versions.current();
    await tick();
    await versions.current();
    expect(source.reads).toBe(2);
  });
});

describe('VersionedCache', () => {
  it('computes once per key and version, again for a new version', async () => {
    const cache = new VersionedCache<number>();
    let computed = 0;
    const compute = async () => ++computed;
    const [a, b] = await Promise.all([
      cache.get('k', 'v1', compute),
      cache.get('k', 'v1', compute),
    ]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    expect(await cache.get('k', 'v2', compute)).toBe(2);
    expect(await cache.get('other', 'v2', compute)).toBe(3);
  });

  it('keeps no failure and holds at most its capacity', async () => {
    const cache = new VersionedCache<string>(2);
    await expect(
      cache.get('k', 'v', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await tick();
    expect(await cache.get('k', 'v', async () => 'ok')).toBe('ok');
    await cache.get('a', 'v', async () => 'a');
    await cache.get('b', 'v', async () => 'b');
    // 'k' was stored first, so it went
    expect(await cache.get('k', 'v', async () => 'again')).toBe('again');
  });
});

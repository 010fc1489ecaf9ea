import { ProjectionVersions } from './projection-versions';
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

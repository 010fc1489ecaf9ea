/**
 * Answers computed from read tables, kept per key together with the version of the tables
 * they were read at (ProjectionVersions). A lookup with another version computes afresh;
 * concurrent lookups of one key and version share one computation. The version must be read
 * before computing, so an entry is never newer than its version says (at worst it is
 * recomputed once more). Holds at most `capacity` keys, the least recently stored go first.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: Promise<T> }>();

  constructor(private readonly capacity = 1_000) {}

  get(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    // a failed computation is not kept
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}

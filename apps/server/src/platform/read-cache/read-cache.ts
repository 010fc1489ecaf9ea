import type { DataSource } from 'typeorm';
import { type LocalCommits, ProjectionVersions } from './projection-versions';
import { withTextLanguage } from '../http/request-context';
import { recordProvenance } from './read-provenance';
import { VersionedCache } from './versioned-cache';

/**
 * A read model's answers cached until one of the projections they are read from commits again
 * (see ProjectionVersions): a request costs a shared checkpoint lookup instead of the query.
 * Correct across processes: a worker's commit moves the checkpoint the API reads. With `local`
 * (embedded mode) the lookup is skipped while no batch of this process has committed.
 */
export class ReadCache {
  private readonly versions: ProjectionVersions;
  private readonly cache: VersionedCache<unknown>;

  constructor(
    db: DataSource,
    projections: readonly string[],
    local: LocalCommits | null,
    capacity = 1_000,
  ) {
    this.versions = new ProjectionVersions(db, projections, local);
    this.cache = new VersionedCache(capacity);
  }

  /** The cached answer for `key`, or `compute()` read now. Callers must not mutate it. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.versions.current();
    // shared by every caller, so never in one caller's language: names in answers (statuses)
    // are the spec's Polish ones whatever the request's Accept-Language
    return this.cache.get(key, version, () =>
      withTextLanguage('pl', async () => {
        const answer = await compute();
        recordProvenance(answer, this.versions, version);
        return answer;
      }),
    ) as Promise<T>;
  }
}

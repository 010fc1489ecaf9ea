import type { ProjectionVersions } from './projection-versions';

/** Where a cached answer object was read: its projections and their version at that read. */
interface Provenance {
  versions: ProjectionVersions;
  version: string;
}

const provenanceByAnswer = new WeakMap<object, Provenance | 'mixed'>();

/**
 * Records that `answer` was read while `versions` stood at `version` (ReadCache does this). An
 * object handed out by two caches (one cache's computation returning another's answer) has no
 * single provenance and is never `stillCurrent`.
 */
export function recordProvenance(answer: unknown, versions: ProjectionVersions, version: string) {
  if (typeof answer !== 'object' || answer === null) return;
  const known = provenanceByAnswer.get(answer);
  const same = known && known !== 'mixed' && known.versions === versions;
  provenanceByAnswer.set(answer, known && !same ? 'mixed' : { versions, version });
}

/** Whether `answer` came from a read cache (and so can be checked by `stillCurrent`). */
export function hasProvenance(answer: object): boolean {
  const known = provenanceByAnswer.get(answer);
  return known !== undefined && known !== 'mixed';
}

/**
 * Whether `answer` is still what its read cache would hand out now: none of the projections it
 * was read from has committed since (the same check, at the same cost, as a cache hit).
 */
export async function stillCurrent(answer: object): Promise<boolean> {
  const provenance = provenanceByAnswer.get(answer);
  if (!provenance || provenance === 'mixed') return false;
  return (await provenance.versions.current()) === provenance.version;
}

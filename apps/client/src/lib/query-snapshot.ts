import { textLanguage } from '@liga/contracts';

const PREFIX = 'liga.snapshot.v1:';

function storageKey(queryKey: readonly unknown[]): string {
  // answers carry names in the page's language (season names): kept per language
  return `${PREFIX}${textLanguage()}:${JSON.stringify(queryKey)}`;
}

/**
 * The last answer of a small public query every page starts from (the seasons, the current
 * season, a season's leagues), kept on the device. A returning visitor's first render already
 * knows them, so a page's own call (the table) starts at once instead of after two round trips
 * in turn; the kept answer counts as stale (updated at 0) and is read again at once. Never for
 * personal data: what is kept here is the same for every caller.
 */
export function snapshotOf<T>(queryKey: readonly unknown[]) {
  return {
    initialData: (): T | undefined => {
      try {
        const kept = localStorage.getItem(storageKey(queryKey));
        return kept === null ? undefined : (JSON.parse(kept) as T);
      } catch {
        return undefined;
      }
    },
    initialDataUpdatedAt: 0,
  };
}

/** Keeps `answer` as the query's snapshot (quietly not when storage is full or blocked). */
export function keepSnapshot<T>(queryKey: readonly unknown[], answer: T): T {
  try {
    localStorage.setItem(storageKey(queryKey), JSON.stringify(answer));
  } catch {
    // storage full or blocked: the next start waits for the call, as without a snapshot
  }
  return answer;
}

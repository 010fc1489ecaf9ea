import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The URL parameters that belong to one season and go when another is picked. */
const SEASON_BOUND = ['asOf', 'group', 'week'];

/**
 * The season a page shows, kept in the `season` query parameter as the season's key
 * (`?season=2025-autumn`), so a link to a past season can be shared; none = the current one.
 * Picking another season drops what belonged to the old one (a day, a week group) and keeps the
 * league index (Liga 3 stays Liga 3).
 */
export function useSeasonParam(): [string | null, (key: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.get('season');
  const setKey = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('season', next);
          else updated.delete('season');
          for (const name of SEASON_BOUND) updated.delete(name);
          return updated;
        },
        { replace: false },
      ),
    [setParams],
  );
  return [key, setKey];
}

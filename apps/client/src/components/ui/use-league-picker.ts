import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The `league` query parameter: the zero-based index into the season's league list
 * (spec section 2). Missing or unreadable values mean the first league.
 */
export function useLeagueParam(leagueCount: number): [number, (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('league'));
  const index =
    Number.isInteger(raw) && raw >= 0 && (leagueCount === 0 || raw < leagueCount) ? raw : 0;

  const setIndex = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('league', String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [index, setIndex];
}

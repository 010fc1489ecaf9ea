import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { groupContaining, type WeekGroup } from '../lib/weeks';

/**
 * The `group` query parameter of /matches (0-based week group). Without it, the group that
 * contains today is preselected, otherwise none (spec section 4).
 */
export function useWeekGroupParam(
  groups: readonly WeekGroup[],
  now: Date,
): [number | null, (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('group');
  const parsed = raw === null || raw === '' ? Number.NaN : Number(raw);
  const index =
    Number.isInteger(parsed) && parsed >= 0 && parsed < groups.length
      ? parsed
      : groupContaining(groups, now);
  const setIndex = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('group', String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [index, setIndex];
}

import { isCalendarDay } from '@liga/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The `asOf` query parameter of /table (`YYYY-MM-DD`): the table on a day; none = live. */
export function useAsOfParam(): [string | null, (day: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('asOf');
  const day = raw && isCalendarDay(raw) ? raw : null;
  const setDay = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('asOf', next);
          else updated.delete('asOf');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [day, setDay];
}

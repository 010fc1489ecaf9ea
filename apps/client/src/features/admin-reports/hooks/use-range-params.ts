import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultRange, isDay } from '../lib/range';

export interface AdminReportFilter {
  /** Index into the season's leagues, or null for every league. */
  league: number | null;
  from: string;
  to: string;
}

/**
 * The applied filter lives in the query string (`league`, `from`, `to`); the default is every
 * league, one month back to today. 'Wczytaj' applies a draft.
 */
export function useRangeParams(
  leagueCount: number,
): [AdminReportFilter, (f: AdminReportFilter) => void] {
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(() => defaultRange(new Date()));
  const rawLeague = params.get('league');
  const league = rawLeague === null || rawLeague === '' ? null : Number(rawLeague);
  const from = params.get('from');
  const to = params.get('to');
  const filter: AdminReportFilter = {
    league:
      league !== null &&
      Number.isInteger(league) &&
      league >= 0 &&
      (leagueCount === 0 || league < leagueCount)
        ? league
        : null,
    from: isDay(from) ? from : fallback.from,
    to: isDay(to) ? to : fallback.to,
  };
  const apply = useCallback(
    (next: AdminReportFilter) => {
      const updated = new URLSearchParams();
      if (next.league !== null) updated.set('league', String(next.league));
      updated.set('from', next.from);
      updated.set('to', next.to);
      setParams(updated, { replace: true });
    },
    [setParams],
  );
  return [filter, apply];
}

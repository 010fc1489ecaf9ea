import { REPORT_QUEUE_STATUSES, type ReportQueueStatus } from '@liga/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isDay } from '../lib/range';

export interface AdminReportFilter {
  /** The tab: to verify (default), waiting for the opponent, verified, all. */
  status: ReportQueueStatus;
  /** Index into the season's leagues, or null for every league. */
  league: number | null;
  /** A team of the chosen league, or null. */
  team: string | null;
  /** Match days (Warsaw), each optional. */
  from: string | null;
  to: string | null;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The queue's filter lives in the query string (`status`, `league`, `team`, `from`, `to`,
 * `page`); by default the reports waiting for verification, every league, any date.
 */
export function useRangeParams(
  leagueCount: number,
): [AdminReportFilter, (f: AdminReportFilter) => void] {
  const [params, setParams] = useSearchParams();
  const rawLeague = params.get('league');
  const league = rawLeague === null || rawLeague === '' ? null : Number(rawLeague);
  const status = params.get('status') as ReportQueueStatus | null;
  const team = params.get('team');
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page') ?? 0);
  const filter: AdminReportFilter = {
    status: status && REPORT_QUEUE_STATUSES.includes(status) ? status : 'toVerify',
    league:
      league !== null &&
      Number.isInteger(league) &&
      league >= 0 &&
      (leagueCount === 0 || league < leagueCount)
        ? league
        : null,
    team: team && UUID.test(team) ? team : null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    page: Number.isInteger(page) && page >= 0 ? page : 0,
  };
  const apply = useCallback(
    (next: AdminReportFilter) => {
      const updated = new URLSearchParams();
      if (next.status !== 'toVerify') updated.set('status', next.status);
      if (next.league !== null) updated.set('league', String(next.league));
      if (next.team) updated.set('team', next.team);
      if (next.from) updated.set('from', next.from);
      if (next.to) updated.set('to', next.to);
      if (next.page > 0) updated.set('page', String(next.page));
      setParams(updated, { replace: true });
    },
    [setParams],
  );
  return [filter, apply];
}

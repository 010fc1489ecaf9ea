import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LeagueChoice, LeaguePickerProps } from './league-picker';

/** What the picker needs from the season's league query. */
export interface LeaguesQuery<L extends LeagueChoice> {
  leagues: readonly L[];
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface LeaguePickerState<L extends LeagueChoice> {
  /** The chosen league, null while none is loaded. */
  league: L | null;
  /** Its zero-based index, as in the URL. */
  index: number;
  /** Everything <LeaguePicker> takes: spread it. */
  pickerProps: LeaguePickerProps;
}

/**
 * The league filter of a page kept in the `league` query parameter: the zero-based index into
 * the season's league list (spec section 2). Missing or unreadable values mean the first league.
 */
export function useLeaguePicker<L extends LeagueChoice>(
  query: LeaguesQuery<L>,
): LeaguePickerState<L> {
  const { leagues, isPending, error, refetch } = query;
  const [index, setIndex] = useLeagueParam(leagues.length);
  const league = leagues[index] ?? null;
  return {
    league,
    index,
    pickerProps: {
      leagues,
      selected: league ? index : null,
      onSelect: setIndex,
      isPending,
      error,
      onRetry: () => void refetch(),
    },
  };
}

function useLeagueParam(leagueCount: number): [number, (index: number) => void] {
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

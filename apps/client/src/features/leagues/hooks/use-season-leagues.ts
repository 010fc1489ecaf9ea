import type { LeagueDto, SeasonListItemDto } from '@liga/contracts';
import { useQuery } from '@tanstack/react-query';
import type { SeasonPickerProps } from '../../../components/ui/season-picker';
import { useSeasonParam } from '../../../lib/use-season-param';
import { leaguesBySeasonQuery } from '../api/get-leagues-by-season';
import { useSeasons } from '../api/get-seasons';

export interface SeasonLeagues {
  /** The season shown: the URL's, else the current one (undefined while loading). */
  season: SeasonListItemDto | undefined;
  /** A past season: the page is read-only. */
  isPast: boolean;
  /** The URL named a season that does not exist (the current one is shown). */
  unknownSeason: boolean;
  /** The season's leagues, in the shape the league picker takes. */
  leagues: {
    leagues: LeagueDto[];
    isPending: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** Spread on <SeasonPicker>. */
  pickerProps: SeasonPickerProps;
}

const useLeagueList = (seasonId: string | undefined, enabled: boolean) =>
  useQuery({ ...leaguesBySeasonQuery(seasonId ?? ''), enabled: enabled && !!seasonId });

/**
 * The season picked for a page (the `season` URL parameter, default: the current season) and its
 * leagues: the table, matches, statistics, teams and calendar pages read any season through it.
 */
export function useSeasonLeagues({ enabled = true } = {}): SeasonLeagues {
  const [key, setKey] = useSeasonParam();
  const seasons = useSeasons({ enabled });
  const list = seasons.data ?? [];
  const current = list.find((s) => s.isCurrent) ?? list[0];
  const named = key ? list.find((s) => s.key === key || s.id === key) : undefined;
  const season = named ?? current;
  const leagues = useLeagueList(season?.id, enabled);
  return {
    season,
    isPast: season !== undefined && !season.isCurrent,
    unknownSeason: key !== null && seasons.isSuccess && named === undefined,
    leagues: {
      leagues: leagues.data ?? [],
      isPending: seasons.isPending || (season !== undefined && leagues.isPending),
      error: seasons.error ?? leagues.error,
      refetch: () => (seasons.error ? seasons.refetch() : leagues.refetch()),
    },
    pickerProps: {
      seasons: list,
      selectedKey: season?.key ?? null,
      onSelect: (next) => setKey(list.find((s) => s.key === next)?.isCurrent ? null : next),
      isPending: seasons.isPending,
      error: seasons.error,
      onRetry: () => void seasons.refetch(),
    },
  };
}

/** `GET /api/season/current` answer. Instants are ISO strings in UTC. */
export interface SeasonDto {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}

/** `GET /api/season/get-seasons` item: every season, newest first; `isCurrent` marks today's. */
export interface SeasonListItemDto extends SeasonDto {
  isCurrent: boolean;
  /** Stable readable key, e.g. `2025-autumn` (the season picker puts it in the URL). */
  key: string;
}

/** `GET /api/season/summary`: the league's figures on the landing page, from the data. */
export interface SeasonSummaryDto {
  /** Seasons that have started (the current one included). */
  seasonsPlayed: number;
  /** Verified matches, all seasons. */
  matches: number;
  /** Goals of the verified matches, all seasons. */
  goals: number;
}

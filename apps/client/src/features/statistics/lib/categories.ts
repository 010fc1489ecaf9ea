/** The statistics categories of /statistics?category=… (default scorers). */
export const STATISTICS_CATEGORIES = ['scorers', 'mvps', 'keepers', 'teams'] as const;
export type StatisticsCategory = (typeof STATISTICS_CATEGORIES)[number];

export const isStatisticsCategory = (value: unknown): value is StatisticsCategory =>
  typeof value === 'string' && (STATISTICS_CATEGORIES as readonly string[]).includes(value);

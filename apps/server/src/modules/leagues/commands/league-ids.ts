import type { SeasonPeriod } from '../../../config/season-calendar';
import { stableId } from '../../../platform/ids/ids';

/** A league's id in a season: the same on every node and start (leagues are opened by name). */
export const leagueIdFor = (season: Pick<SeasonPeriod, 'key'>, name: string) =>
  stableId(`league:${season.key}:${name}`);

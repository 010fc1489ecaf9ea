import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DEFAULT_LEAGUE_NAMES } from '@liga/contracts';
import { type SeasonPeriod, seasonId } from '../../../config/season-calendar';
import { hasCode } from '../../../platform/domain/domain-error';
import { SeasonService } from '../../../platform/seasons/season.service';
import { leagueIdFor } from './league-ids';
import { OpenLeagueCommand } from './open-league.handler';
import { OpenSeasonCommand } from './open-season.handler';

export { leagueIdFor };

/**
 * At first start (and at the turn of every season) the current season and its leagues are
 * opened through commands, as events. Ids are deterministic, so several nodes starting at
 * once, or a restart, only meet "already open" conflicts, which are ignored.
 */
@Injectable()
export class EnsureCurrentSeason {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SeasonService) private readonly seasons: SeasonService,
  ) {}

  async run(season: SeasonPeriod = this.seasons.current()): Promise<void> {
    const context = { actorUserId: null, correlationId: randomUUID(), causationId: null };
    const id = seasonId(season);
    await ignoreConflict(
      this.commands.execute(
        new OpenSeasonCommand(
          {
            seasonId: id,
            key: season.key,
            name: season.name,
            startDate: season.start.toISOString(),
            endDate: season.end.toISOString(),
          },
          context,
        ),
      ),
    );
    for (const name of DEFAULT_LEAGUE_NAMES) {
      await ignoreConflict(
        this.commands.execute(
          new OpenLeagueCommand(
            { leagueId: leagueIdFor(season, name), seasonId: id, name },
            context,
          ),
        ),
      );
    }
  }
}

/** Another node (or an earlier start) opened it first. */
const ALREADY_OPEN = [
  'league.already_open',
  'league.season_already_open',
  'stream.version_conflict',
];

async function ignoreConflict(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!hasCode(error, ...ALREADY_OPEN)) throw error;
  }
}

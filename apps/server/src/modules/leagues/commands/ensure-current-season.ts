import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type SeasonPeriod, seasonId } from '../../../config/season-calendar';
import { hasCode } from '../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { SeasonService } from '../../../platform/seasons/season.service';
import { seasonPlanDecider } from '../domain/season-plan.decider';
import { seasonPlanStream } from '../domain/season-plan.events';
import { leagueIdFor } from './league-ids';
import { OpenLeagueCommand } from './open-league.handler';
import { OpenSeasonCommand } from './open-season.handler';
import { openingStructure } from './season-plan-steps';

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
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
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
    const load = (planId: string) =>
      this.unitOfWork.state(seasonPlanStream(planId), seasonPlanDecider);
    // the season's structure: as drafted for it, else the season before's
    for (const league of await openingStructure(load, season)) {
      if (league.closed) continue;
      await ignoreConflict(
        this.commands.execute(
          new OpenLeagueCommand(
            { leagueId: league.leagueId, seasonId: id, name: league.name },
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

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SeasonPeriod } from '../../../config/season-calendar';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { hasCode } from '../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { SeasonService } from '../../../platform/seasons/season.service';
import { seasonId } from '../../../config/season-calendar';
import { seasonDecider, seasonStream } from '../domain/season.decider';
import { StartSeasonCommand, type TurnOutcome } from './start-season.handler';

/** A racer lost (another node opened the season, a league or took a claim first): try again. */
const LOST_RACE = ['stream.version_conflict', 'league.already_open', 'league.same_league'];
const ATTEMPTS = 5;

/**
 * Runs the season turn when it is due: the current season (by the injected clock, or the
 * SEASON_PIN_DATE) has not started yet. Called at every start (so a server that was down at
 * midnight turns the season when it comes up) and by the scheduler at the boundary. Safe to
 * call from any number of nodes at once: StartSeasonHandler serialises them on the season
 * stream and only the first writes anything.
 */
@Injectable()
export class SeasonTurn {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SeasonService) private readonly seasons: SeasonService,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether the season's turn has happened (a read of its stream). */
  async hasStarted(season: SeasonPeriod): Promise<boolean> {
    const state = await this.unitOfWork.state(seasonStream(seasonId(season)), seasonDecider);
    return state.status === 'open' && state.started;
  }

  async runDue(): Promise<TurnOutcome> {
    const season = this.seasons.current();
    if (await this.hasStarted(season)) return { started: false };
    const now = this.clock.now();
    // a pinned season may lie ahead of the clock: it starts when the pin puts us in it
    const at = now < season.start ? season.start : now;
    for (let attempt = 1; ; attempt++) {
      const context = { actorUserId: null, correlationId: randomUUID(), causationId: null };
      try {
        return await this.commands.execute<StartSeasonCommand, TurnOutcome>(
          new StartSeasonCommand({ season, now: at }, context),
        );
      } catch (error) {
        if (attempt >= ATTEMPTS || !hasCode(error, ...LOST_RACE)) throw error;
      }
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { SeasonPeriod } from '../../../config/season-calendar';
import type { EventContext } from '../../../platform/event-store/event-types';
import { type CommandUnit, UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { SeasonService } from '../../../platform/seasons/season.service';
import { type SeasonPlanCommand, seasonPlanDecider } from '../domain/season-plan.decider';
import { seasonPlanErrors } from '../domain/season-plan.errors';
import { type SeasonPlanEvent, seasonPlanStream } from '../domain/season-plan.events';
import { draftFor, hasTurned, planSeason, unitPlanLoader } from './season-plan-steps';

/** What every plan command carries, filled in by `PlanCommands`. */
export type PlanBase = { draft: Awaited<ReturnType<typeof draftFor>>; turned: boolean };
/** A plan command without its base; `more` runs in the same unit after the decision. */
export type PlanStep = {
  command: (base: PlanBase, unit: CommandUnit, season: SeasonPeriod) => Promise<SeasonPlanCommand>;
  more?: (
    unit: CommandUnit,
    season: SeasonPeriod,
    events: SeasonPlanEvent[],
    base: PlanBase,
  ) => Promise<void>;
};

/**
 * Runs one command of a season's plan in one unit of work: the season must be the next one or
 * the current one (refused otherwise), the stream is row-locked (the turn takes the same lock,
 * so an edit and the turn never interleave), the first structure is drafted from the season
 * before when the stream is empty.
 */
@Injectable()
export class PlanCommands {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(SeasonService) private readonly seasons: SeasonService,
  ) {}

  run(seasonIdOfPlan: string, step: PlanStep, context: EventContext): Promise<SeasonPlanEvent[]> {
    const season = planSeason(this.seasons.current(), seasonIdOfPlan);
    if (!season) throw seasonPlanErrors.notNext();
    return this.unitOfWork.run(context, async (unit) => {
      const stream = seasonPlanStream(seasonIdOfPlan);
      await unit.lock(stream.streamId);
      const base = {
        draft: await draftFor(unitPlanLoader(unit), season),
        turned: await hasTurned(unit, season),
      };
      const { events } = await unit.decide(
        stream,
        seasonPlanDecider,
        await step.command(base, unit, season),
      );
      await step.more?.(unit, season, events as SeasonPlanEvent[], base);
      return events as SeasonPlanEvent[];
    });
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreateCupRequest, CUP_MESSAGES, leagueSortKey } from '@liga/contracts';
import { seasonId as seasonIdOf } from '../../../config/season-calendar';
import { type Principal, isAdmin } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { SeasonService } from '../../../platform/seasons/season.service';
import { leagueDecider, leagueStream } from '../../leagues/domain/league.decider';
import type { CupLeague } from '../domain/cup.events';
import { decideOnCup } from '../facts/cup-decisions';
import type { CupCommandDto } from './cup-command';

export class CreateCupCommand {
  constructor(
    readonly actor: Principal,
    readonly input: CreateCupRequest,
    readonly context: EventContext,
    readonly at?: Date,
  ) {}
}

/** `POST /api/admin/cup`: a cup of the current season, its allowed leagues read from their streams. */
@CommandHandler(CreateCupCommand)
export class CreateCupHandler implements ICommandHandler<CreateCupCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(SeasonService) private readonly seasons: SeasonService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, input, context, at }: CreateCupCommand): Promise<CupCommandDto> {
    const cupId = newId();
    const seasonId = seasonIdOf(this.seasons.current());
    await this.unitOfWork.run(context, async (unit) => {
      const leagues: Array<CupLeague | null> = [];
      for (const leagueId of [...new Set(input.leagueIds)]) {
        const { state } = await unit.load(leagueStream(leagueId), leagueDecider);
        leagues.push(
          state.status === 'open' && state.seasonId === seasonId
            ? { leagueId, name: state.name, tier: leagueSortKey(state.name).number }
            : null,
        );
      }
      await decideOnCup(unit, cupId, {
        type: 'CreateCup',
        cupId,
        seasonId,
        name: input.name,
        leagues,
        entryDeadline: input.entryDeadline,
        roundDeadlines: input.roundDeadlines,
        separateTopTier: input.separateTopTier,
        actorUserId: actor.userId,
        isAdmin: isAdmin(actor),
        at: (at ?? this.clock.now()).toISOString(),
      });
    });
    return { id: cupId, message: CUP_MESSAGES.created };
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type MatchReportCreatedDto,
  type MatchReportPayload,
  REPORT_STATUS,
} from '@liga/contracts';
import { type Principal, isAdmin } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { SeasonService } from '../../../platform/seasons/season.service';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { matchStream } from '../../matches/domain/match.state';
import { reportDecider } from '../domain/report.decider';
import { reportErrors } from '../domain/report.errors';
import { pitchIsOffered } from '../../pitches/commands/pitch-facts';
import { reportKeys } from './report-keys';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import { reportInputOf } from './report-input';
import { suspendedPlayers } from './suspended-players';

export class InsertResultCommand {
  constructor(
    readonly actor: Principal,
    readonly payload: MatchReportPayload,
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/match-report/entity-insert` with `adminInsert: true`: an admin enters a played
 * match by hand; a new match stream holds the match and its verified result at once.
 */
@CommandHandler(InsertResultCommand)
export class InsertResultHandler implements ICommandHandler<InsertResultCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(SeasonService) private readonly seasons: SeasonService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, payload, context }: InsertResultCommand): Promise<MatchReportCreatedDto> {
    if (!isAdmin(actor)) throw reportErrors.notAdmin();
    const matchId = newId();
    const reportId = newId();
    const stream = matchStream(matchId);
    const season = this.seasons.current();
    const seasonId = this.seasons.currentId();
    await this.unitOfWork.run(context, async (unit) => {
      const { state, version } = await unit.load(stream, reportDecider);
      const [home, enemy] = await Promise.all(
        [payload.teamAId, payload.teamBId].map((id) => teamFacts.of(unit, id, seasonId)),
      );
      const events = reportDecider.decide(
        {
          type: 'InsertResult',
          matchId,
          reportId,
          actorUserId: actor.userId,
          isAdmin: true,
          now: this.clock.now().toISOString(),
          seasonId,
          seasonStart: season.start.toISOString(),
          seasonEnd: season.end.toISOString(),
          pitchId: payload.pitchId!,
          pitchAvailable: await pitchIsOffered(unit, payload.pitchId!),
          date: payload.date,
          length: payload.matchLength ?? 0,
          home: home.teamId ? home : null,
          enemy: enemy.teamId ? enemy : null,
          report: reportInputOf(payload),
          suspended: payload.date
            ? await suspendedPlayers(unit.tx, [home, enemy], new Date(payload.date).toISOString())
            : [],
        },
        state,
      );
      await unit.append(stream, version, events);
      await reportKeys.claim(unit, reportId, stream.streamId);
    });
    return { id: reportId, matchId, statusId: REPORT_STATUS.verified };
  }
}

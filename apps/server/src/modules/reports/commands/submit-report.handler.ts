import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type MatchReportCreatedDto,
  type MatchReportPayload,
  REPORT_STATUS,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { matchStream } from '../../matches/domain/match.state';
import { reportDecider } from '../domain/report.decider';
import { reportErrors } from '../domain/report.errors';
import { reportKeys } from './report-keys';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import { reportInputOf } from './report-input';
import { suspendedPlayers } from './suspended-players';

export class SubmitReportCommand {
  constructor(
    readonly actor: Principal,
    readonly payload: MatchReportPayload,
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/match-report/entity-insert` with `adminInsert: false`: a captain files the report
 * of an accepted match of their team (on the match stream, with the version read: a second
 * filing — concurrent or not — is refused with 409).
 */
@CommandHandler(SubmitReportCommand)
export class SubmitReportHandler implements ICommandHandler<SubmitReportCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, payload, context }: SubmitReportCommand): Promise<MatchReportCreatedDto> {
    const matchId = payload.matchId!;
    const reportId = newId();
    const stream = matchStream(matchId);
    await this.unitOfWork.run(context, async (unit) => {
      const { state, version } = await unit.load(stream, reportDecider);
      if (state.phase === 'none') throw reportErrors.matchNotFound();
      const { match } = state;
      const teams = await Promise.all(
        [match.senderTeamId, match.receiverTeamId].map((id) =>
          teamFacts.of(unit, id, match.seasonId),
        ),
      );
      const suspended = await suspendedPlayers(unit.tx, teams, match.date);
      const events = reportDecider.decide(
        {
          type: 'SubmitReport',
          reportId,
          actorUserId: actor.userId,
          now: this.clock.now().toISOString(),
          teams,
          report: reportInputOf(payload),
          suspended,
        },
        state,
      );
      await unit.append(stream, version, events);
      await reportKeys.claim(unit, reportId, stream.streamId);
    });
    return { id: reportId, matchId, statusId: REPORT_STATUS.waitingForReceiver };
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CorrectResultDto, OFFICE_MESSAGES, type MatchReportPayload } from '@liga/contracts';
import { isAdmin, type Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { matchStream } from '../../matches/domain/match.state';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import { reportDecider } from '../domain/report.decider';
import { reportErrors } from '../domain/report.errors';
import { reportInputOf } from './report-input';
import { reportKeys } from './report-keys';

export class CorrectResultCommand {
  constructor(
    readonly actor: Principal,
    readonly payload: { reportId: string; reason: string; report: MatchReportPayload },
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/admin/match-report/correct`: an admin corrects a verified result with a reason.
 * The match comes from the report's `match-report` claim; the new sheet is checked against both
 * teams' rosters (people of the verified sheet count as members: they may have left since).
 */
@CommandHandler(CorrectResultCommand)
export class CorrectResultHandler implements ICommandHandler<CorrectResultCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  execute({ actor, payload, context }: CorrectResultCommand): Promise<CorrectResultDto> {
    if (!isAdmin(actor)) throw reportErrors.notAdmin();
    const { reportId, reason, report } = payload;
    return this.unitOfWork.run(context, async (unit) => {
      const matchId = await reportKeys.matchOf(unit, reportId);
      if (!matchId || (report.matchId && report.matchId !== matchId)) {
        throw reportErrors.reportNotFound();
      }
      const stream = matchStream(matchId);
      const { state, version } = await unit.load(stream, reportDecider);
      if (state.phase === 'none') throw reportErrors.reportNotFound();
      const { match } = state;
      const teams = await Promise.all(
        [match.senderTeamId, match.receiverTeamId].map((id) =>
          teamFacts.of(unit, id, match.seasonId),
        ),
      );
      const events = reportDecider.decide(
        {
          type: 'CorrectResult',
          reportId,
          actorUserId: actor.userId,
          isAdmin: true,
          reason,
          teams,
          report: reportInputOf(report),
        },
        state,
      );
      await unit.append(stream, version, events);
      return { id: reportId, matchId, message: OFFICE_MESSAGES.corrected };
    });
  }
}

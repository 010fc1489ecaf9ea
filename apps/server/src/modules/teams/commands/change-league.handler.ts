import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventContext } from '../../../platform/event-store/event-types';
import { teamErrors } from '../domain/team.errors';
import { TeamLookups } from '../queries/team-lookups.read-model';
import { assignTeam } from './assign-team-to-league.handler';
import { endLink, linkIsCurrent } from './remove-team-from-league.handler';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';

export class ChangeLeagueCommand {
  constructor(
    readonly payload: { leagueTeamId: string; newLeagueId: string },
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/team/change-league` (admin): the old link ends (`moved`; its results stay with
 * it) and a new one starts in the new league, in one transaction.
 */
@CommandHandler(ChangeLeagueCommand)
export class ChangeLeagueHandler implements ICommandHandler<ChangeLeagueCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(TeamLookups) private readonly lookups: TeamLookups,
  ) {}

  async execute({ payload, context }: ChangeLeagueCommand) {
    const { leagueTeamId, newLeagueId } = payload;
    const link = await this.lookups.leagueTeam(leagueTeamId);
    if (!link) throw teamErrors.leagueTeamNotFound();
    const id = await this.unitOfWork.run(context, async (t) => {
      if (!(await linkIsCurrent(t, link.leagueId, leagueTeamId))) {
        throw teamErrors.leagueLinkEnded();
      }
      if (link.leagueId === newLeagueId) throw teamErrors.sameLeague();
      const { teamId } = await endLink(t, { leagueId: link.leagueId, leagueTeamId }, 'moved');
      return assignTeam(t, newLeagueId, teamId);
    });
    return { id, leagueId: newLeagueId, teamId: link.teamId };
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventContext } from '../../../platform/event-store/event-types';
import {
  type LeagueLeaveReason,
  leagueDecider,
  leagueStream,
} from '../../leagues/domain/league.decider';
import { teamErrors } from '../domain/team.errors';
import { TeamLookups } from '../queries/team-lookups.read-model';
import { type CommandUnit, UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { leagueTeamKey, TEAM_KEYS } from './team-keys';

export class RemoveTeamFromLeagueCommand {
  constructor(
    readonly payload: { leagueTeamId: string },
    readonly context: EventContext,
  ) {}
}

/** True while the link is on its league's stream (the write side), i.e. it has not ended. */
export async function linkIsCurrent(
  t: CommandUnit,
  leagueId: string,
  leagueTeamId: string,
): Promise<boolean> {
  const { state } = await t.load(leagueStream(leagueId), leagueDecider);
  return state.status === 'open' && leagueTeamId in state.teams;
}

/** Ends a league-team link and frees the team's season slot. */
export async function endLink(
  t: CommandUnit,
  link: { leagueId: string; leagueTeamId: string },
  reason: LeagueLeaveReason,
): Promise<{ teamId: string; seasonId: string }> {
  const stream = leagueStream(link.leagueId);
  const { events } = await t.decide(stream, leagueDecider, {
    type: 'RemoveTeamFromLeague',
    leagueTeamId: link.leagueTeamId,
    reason,
  });
  const ended = events.find((e) => e.type === 'TeamRemovedFromLeague');
  if (!ended || ended.type !== 'TeamRemovedFromLeague') throw teamErrors.leagueLinkEnded();
  const { teamId, seasonId } = ended.data;
  await t.release(TEAM_KEYS.league, leagueTeamKey(seasonId, teamId), stream.streamId);
  return { teamId, seasonId };
}

/**
 * `DELETE /api/league-team/{id}` (admin). Deleting a link that already ended (the original
 * client deletes the old link after a change of league) changes nothing and succeeds.
 */
@CommandHandler(RemoveTeamFromLeagueCommand)
export class RemoveTeamFromLeagueHandler implements ICommandHandler<RemoveTeamFromLeagueCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(TeamLookups) private readonly lookups: TeamLookups,
  ) {}

  async execute({ payload, context }: RemoveTeamFromLeagueCommand): Promise<void> {
    const link = await this.lookups.leagueTeam(payload.leagueTeamId);
    if (!link) throw teamErrors.leagueTeamNotFound();
    const { leagueTeamId } = payload;
    await this.unitOfWork.run(context, async (t) => {
      if (!(await linkIsCurrent(t, link.leagueId, leagueTeamId))) return;
      await endLink(t, { leagueId: link.leagueId, leagueTeamId }, 'removed');
    });
  }
}

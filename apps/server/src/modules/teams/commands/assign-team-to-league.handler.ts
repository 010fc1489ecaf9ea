import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { leagueDecider, leagueStream } from '../../leagues/domain/league.decider';
import { teamDecider } from '../domain/team.decider';
import { teamErrors } from '../domain/team.errors';
import { teamStream } from '../domain/team.events';
import { type CommandUnit, UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { leagueTeamKey, TEAM_KEYS } from './team-keys';

export class AssignTeamToLeagueCommand {
  constructor(
    readonly payload: { leagueId: string; teamId: string },
    readonly context: EventContext,
  ) {}
}

/**
 * Starts a league-team link on the league-season stream (`league-{id}`) and claims
 * `league-team` `{seasonId}:{teamId}`: one league per team and season. The team's stream row
 * is locked first, so a deletion of the team cannot slip in between.
 */
export async function assignTeam(
  t: CommandUnit,
  leagueId: string,
  teamId: string,
): Promise<string> {
  await t.lock(teamStream(teamId).streamId);
  const team = await t.load(teamStream(teamId), teamDecider);
  if (team.state.status !== 'active') throw teamErrors.teamNotFound();
  const leagueTeamId = newId();
  const stream = leagueStream(leagueId);
  const { after } = await t.decide(stream, leagueDecider, {
    type: 'AssignTeamToLeague',
    leagueTeamId,
    teamId,
  });
  if (after.status !== 'open') throw teamErrors.leagueNotFound();
  const key = leagueTeamKey(after.seasonId, teamId);
  await t.claim(TEAM_KEYS.league, key, stream.streamId, teamErrors.alreadyInLeague);
  return leagueTeamId;
}

/** `POST /api/league-team {leagueId, teamId}` (admin): assigns a new team to a league. */
@CommandHandler(AssignTeamToLeagueCommand)
export class AssignTeamToLeagueHandler implements ICommandHandler<AssignTeamToLeagueCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: AssignTeamToLeagueCommand) {
    const { leagueId, teamId } = payload;
    const id = await this.unitOfWork.run(context, (t) => assignTeam(t, leagueId, teamId));
    return { id, leagueId, teamId };
  }
}

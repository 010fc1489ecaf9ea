import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { leagueDecider, leagueStream } from '../../leagues/domain/league.decider';
import { teamDecider } from '../domain/team.decider';
import { teamErrors } from '../domain/team.errors';
import { teamStream } from '../domain/team.events';
import { TeamImages } from '../images/team-images.repository';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { TEAM_KEYS, teamNameKey } from './team-keys';

export class CreateTeamCommand {
  constructor(
    readonly payload: {
      actor: Principal;
      name: string;
      shortName: string;
      /** The league asked for: a request the admin sees in Nowe drużyny. */
      leagueId: string;
      /** Already re-encoded 256×256 PNG, or null. */
      png: Buffer | null;
    },
    readonly context: EventContext,
  ) {}
}

/** The creator becomes captain; the team waits for an admin to assign it to a league. */
@CommandHandler(CreateTeamCommand)
export class CreateTeamHandler implements ICommandHandler<CreateTeamCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(TeamImages) private readonly images: TeamImages,
  ) {}

  async execute({ payload, context }: CreateTeamCommand): Promise<{ id: string }> {
    const { actor, name, shortName, leagueId, png } = payload;
    const teamId = newId();
    const stream = teamStream(teamId);
    await this.unitOfWork.run(context, async (t) => {
      const league = await t.load(leagueStream(leagueId), leagueDecider);
      if (league.state.status !== 'open') throw teamErrors.leagueNotFound();
      if (await t.ownerOf(TEAM_KEYS.application, actor.userId)) {
        throw teamErrors.pendingBlocksCreation();
      }
      await t.claim(TEAM_KEYS.member, actor.userId, stream.streamId, teamErrors.inAnotherTeam);
      await t.claim(TEAM_KEYS.name, teamNameKey(name), stream.streamId, teamErrors.nameTaken);
      await t.decide(stream, teamDecider, {
        type: 'CreateTeam',
        teamId,
        userTeamId: newId(),
        captainId: actor.userId,
        name,
        shortName,
        requestedLeagueId: leagueId,
      });
      if (!png) return;
      const { events } = await t.decide(stream, teamDecider, { type: 'ChangeTeamImage', actor });
      const changed = events.find((e) => e.type === 'TeamImageChanged');
      if (changed) await this.images.save(t.tx, teamId, png, changed.data.version);
    });
    return { id: teamId };
  }
}

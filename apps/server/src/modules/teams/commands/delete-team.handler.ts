import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { leagueDecider, leagueStream } from '../../leagues/domain/league.decider';
import { teamDecider } from '../domain/team.decider';
import { teamStream } from '../domain/team.events';
import { TeamImages } from '../images/team-images.repository';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { TEAM_KEYS } from './team-keys';

export class DeleteTeamCommand {
  constructor(
    readonly payload: { actor: Principal; teamId: string },
    readonly context: EventContext,
  ) {}
}

/**
 * `DELETE /api/team/{id}` (admin): the team ends, its current league links end (reason
 * `teamDeleted`; results stay on the links), its members, applicants and name are freed.
 */
@CommandHandler(DeleteTeamCommand)
export class DeleteTeamHandler implements ICommandHandler<DeleteTeamCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(TeamImages) private readonly images: TeamImages,
  ) {}

  async execute({ payload, context }: DeleteTeamCommand): Promise<void> {
    const { actor, teamId } = payload;
    const stream = teamStream(teamId);
    await this.unitOfWork.run(context, async (t) => {
      // The append locks the team's stream row first: an assignment racing with us waits on it.
      await t.decide(stream, teamDecider, { type: 'DeleteTeam', actor });
      // (TypeORM answers DELETE ... RETURNING as [rows, count]: select, then release.)
      const links: Array<{ owner_stream_id: string; value: string }> = await t.tx.query(
        `SELECT owner_stream_id, value FROM unique_keys
          WHERE scope = $1 AND value LIKE $2 FOR UPDATE`,
        [TEAM_KEYS.league, `%:${teamId}`],
      );
      for (const link of links) await t.release(TEAM_KEYS.league, link.value, link.owner_stream_id);
      for (const { owner_stream_id } of links) {
        const leagueId = owner_stream_id.slice('league-'.length);
        const { state, version } = await t.load(leagueStream(leagueId), leagueDecider);
        if (state.status !== 'open') continue;
        const link = Object.entries(state.teams).find(([, team]) => team === teamId)?.[0];
        if (!link) continue;
        const events = leagueDecider.decide(
          { type: 'RemoveTeamFromLeague', leagueTeamId: link, reason: 'teamDeleted' },
          state,
        );
        await t.append(leagueStream(leagueId), version, events);
      }
      await t.tx.query(
        'DELETE FROM unique_keys WHERE owner_stream_id = $1 AND scope = ANY($2::text[])',
        [stream.streamId, [TEAM_KEYS.member, TEAM_KEYS.application, TEAM_KEYS.name]],
      );
      await this.images.remove(t.tx, teamId);
    });
  }
}

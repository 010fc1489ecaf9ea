import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  MATCH_TYPE,
  OFFICE_MESSAGES,
  type WithdrawTeamDto,
  type WithdrawTeamRequest,
} from '@liga/contracts';
import { seasonId as seasonIdOf } from '../../../config/season-calendar';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { type CommandUnit, UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { newId } from '../../../platform/ids/ids';
import { SeasonService } from '../../../platform/seasons/season.service';
import {
  leagueDecider,
  leagueStream,
  type WithdrawalWalkover,
} from '../../leagues/domain/league.decider';
import { leagueErrors } from '../../leagues/domain/league.errors';
import { leagueTeamKey, TEAM_KEYS } from '../../teams/commands/team-keys';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import type { MatchEvent } from '../domain/match.events';
import { evolveMatch, initialMatchState, matchStream } from '../domain/match.state';
import { matchPairs, pitchBookings } from './pitch-bookings';

export class WithdrawTeamCommand {
  constructor(
    readonly actor: Principal,
    readonly input: WithdrawTeamRequest,
    readonly context: EventContext,
  ) {}
}

const matchFolder = { initialState: initialMatchState, evolve: evolveMatch };

/** A match of the team that the withdrawal cancels, as read from its stream. */
interface OpenMatch {
  matchId: string;
  version: number;
  accepted: boolean;
  /** An accepted league match of two teams of this league: a walkover lost (mode walkovers). */
  walkover: WithdrawalWalkover | null;
  pair: string;
}

/**
 * The team's pending challenges and accepted matches without a report this season, from the
 * write side: every one holds a `match-pair` claim naming the team (released when it is
 * rejected, cancelled or ends), and its stream says what it is now. Row-locked, in claim order.
 */
async function openMatchesOf(
  unit: CommandUnit,
  teamId: string,
  seasonId: string,
  leagueId: string,
): Promise<OpenMatch[]> {
  const claims: Array<{ value: string; owner_stream_id: string }> = await unit.tx.query(
    `SELECT value, owner_stream_id FROM unique_keys
      WHERE scope = $1 AND value LIKE $2 ORDER BY owner_stream_id FOR UPDATE`,
    [matchPairs.scope, `${seasonId}:%${teamId}%`],
  );
  const open: OpenMatch[] = [];
  for (const claim of claims) {
    if (!claim.value.split(':').includes(teamId)) continue;
    const matchId = claim.owner_stream_id.slice('match-'.length);
    const { state, version } = await unit.load(matchStream(matchId), matchFolder);
    if (state.phase !== 'pending' && (state.phase !== 'accepted' || state.report)) continue;
    const { match } = state;
    const accepted = state.phase === 'accepted';
    const counts = accepted && match.matchType === MATCH_TYPE.league && match.leagueId === leagueId;
    open.push({
      matchId,
      version,
      accepted,
      pair: claim.value,
      walkover: counts
        ? {
            matchId,
            resultId: newId(),
            opponentId: match.senderTeamId === teamId ? match.receiverTeamId : match.senderTeamId,
            playedAt: match.date,
          }
        : null,
    });
  }
  return open;
}

/**
 * `POST /api/admin/team/withdraw` (admin, "Biuro ligi"): the team leaves its league mid-season
 * for good, in one transaction: every pending challenge and accepted match of it without a report
 * is cancelled (MatchCancelledByAdmin with `withdrawnTeamId`; both teams are told, bookings and
 * pairs freed), then the league stream records TeamWithdrawn (the admin's mode and reason, the
 * walkovers it leaves) and ends the link (TeamRemovedFromLeague `withdrawn`, the season's
 * `league-team` claim released). A refusal writes nothing.
 */
@CommandHandler(WithdrawTeamCommand)
export class WithdrawTeamHandler implements ICommandHandler<WithdrawTeamCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(SeasonService) private readonly seasons: SeasonService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, input, context }: WithdrawTeamCommand): Promise<WithdrawTeamDto> {
    const at = this.clock.now().toISOString();
    const seasonId = seasonIdOf(this.seasons.current());
    const { teamId, mode, reason } = input;
    return this.unitOfWork.run(context, async (unit): Promise<WithdrawTeamDto> => {
      const team = await teamFacts.of(unit, teamId, seasonId);
      if (!team.captainId) throw leagueErrors.teamNotFound();
      const leagueId = input.leagueId ?? team.leagueId;
      if (!leagueId) throw leagueErrors.teamWithoutLeague();
      const league = leagueStream(leagueId);
      // the league stream first: a second withdrawal waits here and then finds the first
      await unit.lock(league.streamId);
      const matches = await openMatchesOf(unit, teamId, seasonId, leagueId);
      const walkovers = matches.flatMap((m) => (m.walkover ? [m.walkover] : []));
      await unit.decide(league, leagueDecider, {
        type: 'WithdrawTeam',
        teamId,
        mode,
        reason,
        withdrawnBy: actor.userId,
        at,
        cancelledMatchIds: matches.map((m) => m.matchId),
        walkovers,
      });
      await unit.release(TEAM_KEYS.league, leagueTeamKey(seasonId, teamId), league.streamId);
      for (const m of matches) {
        const cancelled: MatchEvent = {
          type: 'MatchCancelledByAdmin',
          data: {
            matchId: m.matchId,
            reason: OFFICE_MESSAGES.withdrawalCancel(reason),
            cancelledBy: actor.userId,
            at,
            withdrawnTeamId: teamId,
          },
        };
        const stream = matchStream(m.matchId);
        await unit.append(stream, m.version, [cancelled]);
        if (m.accepted) await pitchBookings.release(unit.tx, m.matchId);
        await unit.release(matchPairs.scope, m.pair, stream.streamId);
      }
      return {
        teamId,
        leagueId,
        mode,
        cancelledMatches: matches.length,
        walkovers: mode === 'walkovers' ? walkovers.length : 0,
        message: OFFICE_MESSAGES.withdrawn,
      };
    });
  }
}

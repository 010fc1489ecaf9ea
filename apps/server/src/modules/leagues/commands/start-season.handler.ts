import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_LEAGUE_NAMES } from '@liga/contracts';
import { previousSeason, type SeasonPeriod, seasonId } from '../../../config/season-calendar';
import type { EventContext } from '../../../platform/event-store/event-types';
import { type CommandUnit, UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { stableId } from '../../../platform/ids/ids';
import { leagueTeamKey, TEAM_KEYS } from '../../teams/commands/team-keys';
import { leagueDecider, leagueStream } from '../domain/league.decider';
import { leagueErrors } from '../domain/league.errors';
import { seasonDecider, seasonStream } from '../domain/season.decider';
import { carryOver, type LeagueSeats } from '../domain/season-turn';
import { leagueIdFor } from './league-ids';

export class StartSeasonCommand {
  constructor(
    readonly payload: { season: SeasonPeriod; now: Date },
    readonly context: EventContext,
  ) {}
}

/** What the turn did: nothing (already started) or the number of teams carried over. */
export type TurnOutcome = { started: false } | { started: true; carried: number };

/**
 * The season turn, in ONE transaction: opens the season and its leagues when no start-up did
 * yet, row-locks the season stream (a second node, worker or restart waits here, then finds
 * the turn done and writes nothing), carries every team of the previous season's leagues to
 * the league of the same name (TeamAssignedToLeague + the `league-team` claim for the new
 * season, as an admin's assignment does) and records SeasonStarted + TeamsCarriedOver. A lost
 * race on the season stream's version or a claim rolls the whole turn back.
 *
 * A season whose leagues already have teams when its turn first runs (a database from before
 * the turn existed, where the placements were made by hand) is recorded as started without a
 * carry-over.
 */
@CommandHandler(StartSeasonCommand)
export class StartSeasonHandler implements ICommandHandler<StartSeasonCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  execute({ payload: { season, now }, context }: StartSeasonCommand): Promise<TurnOutcome> {
    return this.unitOfWork.run(context, (unit) => runTurn(unit, season, now));
  }
}

/** The turn inside a unit of work (exported for the crash-in-the-middle test). */
export async function runTurn(
  unit: CommandUnit,
  season: SeasonPeriod,
  now: Date,
): Promise<TurnOutcome> {
  const id = seasonId(season);
  const stream = seasonStream(id);
  const opened = await unit.load(stream, seasonDecider);
  if (opened.state.status === 'none') {
    await unit.decide(stream, seasonDecider, {
      type: 'OpenSeason',
      seasonId: id,
      key: season.key,
      name: season.name,
      startDate: season.start.toISOString(),
      endDate: season.end.toISOString(),
    });
  }
  await unit.lock(stream.streamId);
  const { state, version } = await unit.load(stream, seasonDecider);
  if (state.status === 'open' && state.started) return { started: false };

  const previous = previousSeason(season);
  const before = await leaguesOf(unit, previous);
  const placed = new Set<string>();
  for (const name of DEFAULT_LEAGUE_NAMES) {
    const league = leagueStream(leagueIdFor(season, name));
    const loaded = await unit.load(league, leagueDecider);
    if (loaded.state.status === 'none') {
      await unit.decide(league, leagueDecider, {
        type: 'OpenLeague',
        leagueId: leagueIdFor(season, name),
        seasonId: id,
        name,
      });
    } else {
      Object.values(loaded.state.teams).forEach((teamId) => placed.add(teamId));
    }
  }
  const carried =
    placed.size > 0
      ? []
      : carryOver(
          before,
          (name) => leagueIdFor(season, name),
          placed,
          (teamId) => stableId(`league-team:${id}:${teamId}`),
        );

  const events = seasonDecider.decide(
    {
      type: 'StartSeason',
      previousSeasonId: seasonId(previous),
      now: now.toISOString(),
      carried,
    },
    state,
  );
  await unit.append(stream, version, events);
  for (const team of carried) {
    const league = leagueStream(team.toLeagueId);
    await unit.decide(league, leagueDecider, {
      type: 'AssignTeamToLeague',
      leagueTeamId: team.leagueTeamId,
      teamId: team.teamId,
    });
    await unit.claim(
      TEAM_KEYS.league,
      leagueTeamKey(id, team.teamId),
      league.streamId,
      leagueErrors.sameLeague,
    );
  }
  return { started: true, carried: carried.length };
}

/** The previous season's leagues with their current links, from their streams. */
async function leaguesOf(unit: CommandUnit, season: SeasonPeriod): Promise<LeagueSeats[]> {
  const seats: LeagueSeats[] = [];
  for (const name of DEFAULT_LEAGUE_NAMES) {
    const { state } = await unit.load(leagueStream(leagueIdFor(season, name)), leagueDecider);
    if (state.status !== 'open') continue;
    seats.push({ leagueId: state.leagueId, name: state.name, teams: state.teams });
  }
  return seats;
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { previousSeason, type SeasonPeriod, seasonId } from '../../../config/season-calendar';
import type { EventContext } from '../../../platform/event-store/event-types';
import { type CommandUnit, UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { leagueDecider, leagueStream } from '../domain/league.decider';
import { seasonDecider, seasonStream } from '../domain/season.decider';
import { seasonPlanDecider } from '../domain/season-plan.decider';
import { seasonPlanStream } from '../domain/season-plan.events';
import { type PlannedLeague, tierOfName } from '../domain/season-structure';
import { carryOver, type LeagueSeats } from '../domain/season-turn';
import { assignMany, firstLinkId } from './place-teams';
import { draftFor, structureOf, unitPlanLoader } from './season-plan-steps';

export class StartSeasonCommand {
  constructor(
    readonly payload: { season: SeasonPeriod; now: Date },
    readonly context: EventContext,
  ) {}
}

/**
 * What the turn did: nothing (already started), or the number of teams that entered the new
 * season's leagues (`planned`: by the confirmed plan; else carried over by league name).
 */
export type TurnOutcome = { started: false } | { started: true; carried: number; planned?: true };

/**
 * The season turn, in ONE transaction: opens the season and its leagues (its structure: as the
 * admin drafted it, else the season before's) when no start-up did yet, row-locks the season
 * stream (a second node, worker or restart waits here, then finds the turn done and writes
 * nothing) and the plan stream. With a confirmed plan every team enters its planned league
 * (`SeasonPlanApplied`); without one every team of the previous season's leagues enters the
 * league of the same name (`TeamsCarriedOver`; a closed league's teams go to its tier) and the
 * structure the season opened with is recorded (`SeasonStructureDrafted`). Each entry is a
 * TeamAssignedToLeague + the `league-team` claim for the new season, as an admin's assignment.
 * A lost race on a stream's version or a claim rolls the whole turn back.
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

  // the plan stream is locked too: an admin's confirmation lands before or after, never between
  const planStream = seasonPlanStream(id);
  await unit.lock(planStream.streamId);
  const load = unitPlanLoader(unit);
  const base = { draft: await draftFor(load, season), turned: false };
  const plan = (await unit.load(planStream, seasonPlanDecider)).state;
  const structure = (plan.status === 'drafted' ? plan.leagues : base.draft.leagues).filter(
    (l) => !l.closed,
  );
  const previous = previousSeason(season);
  const before = await leaguesOf(unit, previous);
  const placed = new Set<string>();
  for (const league of structure) {
    const loaded = await unit.load(leagueStream(league.leagueId), leagueDecider);
    if (loaded.state.status === 'none') {
      await unit.decide(leagueStream(league.leagueId), leagueDecider, {
        type: 'OpenLeague',
        leagueId: league.leagueId,
        seasonId: id,
        name: league.name,
      });
    } else {
      Object.values(loaded.state.teams).forEach((teamId) => placed.add(teamId));
    }
  }
  const confirmed =
    plan.status === 'drafted' && plan.confirmed && !plan.applied ? plan.confirmed : null;
  const planned = placed.size === 0 && confirmed ? confirmed.placements : null;
  const carried =
    placed.size > 0 || planned
      ? []
      : carryOver(before, sameNameOrTier(structure, before), placed, (teamId) =>
          firstLinkId(season, teamId),
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
  const entering = planned
    ? planned.map((p) => ({ teamId: p.teamId, toLeagueId: p.toLeagueId }))
    : carried;
  const byLeague = new Map<string, Array<{ teamId: string; leagueTeamId: string }>>();
  for (const team of entering) {
    const list = byLeague.get(team.toLeagueId) ?? [];
    list.push({ teamId: team.teamId, leagueTeamId: firstLinkId(season, team.teamId) });
    byLeague.set(team.toLeagueId, list);
  }
  for (const [leagueId, teams] of byLeague) await assignMany(unit, season, leagueId, teams);
  await unit.decide(planStream, seasonPlanDecider, {
    ...base,
    type: planned ? 'ApplySeasonPlan' : 'DraftSeasonStructure',
    now: now.toISOString(),
  });
  return planned
    ? { started: true, carried: entering.length, planned: true }
    : { started: true, carried: carried.length };
}

/**
 * Without a plan a team enters the league of the same name; when the new structure closed it,
 * a league of the same tier (the nearest tier if none).
 */
function sameNameOrTier(
  structure: readonly PlannedLeague[],
  before: ReadonlyArray<LeagueSeats & { tier: number }>,
) {
  return (name: string): string => {
    const same = structure.find((l) => l.name === name);
    if (same) return same.leagueId;
    const tier = before.find((l) => l.name === name)?.tier ?? tierOfName(name);
    const nearest = [...structure].sort(
      (a, b) => Math.abs(a.tier - tier) - Math.abs(b.tier - tier) || a.tier - b.tier,
    )[0];
    return nearest.leagueId;
  };
}

/** The previous season's leagues with their current links, from their streams. */
async function leaguesOf(
  unit: CommandUnit,
  season: SeasonPeriod,
): Promise<Array<LeagueSeats & { tier: number }>> {
  const seats: Array<LeagueSeats & { tier: number }> = [];
  for (const league of await structureOf(unitPlanLoader(unit), season)) {
    if (league.closed) continue;
    const { state } = await unit.load(leagueStream(league.leagueId), leagueDecider);
    if (state.status !== 'open') continue;
    seats.push({
      leagueId: state.leagueId,
      name: state.name,
      teams: state.teams,
      tier: league.tier,
    });
  }
  return seats;
}

import { type SeasonPeriod, seasonId } from '../../config/season-calendar';
import type { Principal } from '../../platform/auth/principal';
import { ConfirmSeasonPlanCommand } from '../leagues/commands/confirm-season-plan.handler';
import { StartSeasonCommand } from '../leagues/commands/start-season.handler';
import type { DemoCommandRunner } from './demo-runner';
import type { DemoDependencies } from './demo-types';
import type { LeaguePlan } from './league-plan';

/** A league of a season with its teams (their keys in the plan), as the fixtures take it. */
export type SeasonLeague = { name: string; teams: string[] };

/** The leagues as the demo's plan places the teams (the admin's placement). */
export function plannedLeagues(plan: LeaguePlan): SeasonLeague[] {
  return plan.leagues.map((l) => ({ name: l.name, teams: l.teams.map((t) => t.key) }));
}

/**
 * The turn into a season after the first: a minute before it begins the admin confirms its
 * plan (the proposal from the final tables of the season before, with the default numbers of
 * promotions and relegations), then the turn at its first instant places every team as the
 * plan says (`SeasonPlanApplied`). Returns the leagues as the read tables then show them, in
 * the plan's order of leagues and teams (the fixtures are drawn from them).
 */
export async function turnIntoSeason(
  runner: DemoCommandRunner,
  deps: Pick<DemoDependencies, 'leaguesOf'>,
  s: {
    season: SeasonPeriod;
    admin: Principal;
    plan: LeaguePlan;
    teamIds: Map<string, string>;
    clockTo: (instant: Date) => void;
  },
): Promise<SeasonLeague[]> {
  const { season, admin, plan, teamIds, clockTo } = s;
  await runner.drain(); // the plan reads the final tables of the season before
  clockTo(new Date(season.start.getTime() - 60_000));
  await runner.execute(
    `plan:${season.key}`,
    admin.userId,
    (context) => new ConfirmSeasonPlanCommand({ seasonId: seasonId(season) }, context),
  );
  clockTo(season.start);
  await runner.execute(
    `turn:${season.key}`,
    null,
    (context) => new StartSeasonCommand({ season, now: season.start }, context),
  );
  await runner.drain();
  const keyOf = new Map([...teamIds].map(([key, id]) => [id, key]));
  const order = (key: string) => Number(key.slice(1));
  const placed = new Map(
    (await deps.leaguesOf(season)).map((l) => [
      l.name,
      l.teamIds
        .map((id) => keyOf.get(id))
        .filter((key): key is string => key !== undefined)
        .sort((a, b) => order(a) - order(b)),
    ]),
  );
  return plan.leagues
    .map((l) => ({ name: l.name, teams: placed.get(l.name) ?? [] }))
    .filter((l) => l.teams.length > 1);
}

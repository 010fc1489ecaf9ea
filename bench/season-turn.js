'use strict';

/**
 * The season turn of a league with 1,000 teams (issue 13; target: < 10 s), on a database of its
 * own, with the built server's code (no HTTP):
 *  - carry-over: 1,000 teams in the twelve leagues of autumn 2026, no plan; the turn at 00:00
 *    Warsaw on 16 January 2027 opens spring's leagues and carries every team over by name;
 *  - planned: the same league with a confirmed plan (every team placed by the proposal: up,
 *    down, staying); the turn enters each team in its planned league.
 * Each run times `runTurn` in its one transaction (the command as the scheduler sends it),
 * prints the events it wrote and the load average.
 *
 *   npm run build && npm run bench:season-turn
 *
 * Environment: DATABASE_URL (a server; the bench makes and drops its own databases; default
 * the local one, else an embedded PostgreSQL), BENCH_TEAMS (1000).
 */

require('reflect-metadata');
const { randomUUID } = require('node:crypto');
const { dist } = require('./support/dist');
const { postgresServer, createBenchDatabase } = require('./support/database');
const { machineInfo, loadAverage, printPairs, printTable } = require('./support/report');

const { createDataSource, migrate } = dist('platform/database/data-source');
const { EventStore } = dist('platform/event-store/event-store');
const { UnitOfWork } = dist('platform/event-store/unit-of-work');
const { UpcasterRegistry } = dist('platform/event-store/upcasters');
const { FixedClock } = dist('platform/clock/clock');
const { stableId } = dist('platform/ids/ids');
const { seasonId, seasonOf } = dist('config/season-calendar');
const { leagueIdFor } = dist('modules/leagues/commands/league-ids');
const { runTurn } = dist('modules/leagues/commands/start-season.handler');
const { draftFor, unitPlanLoader } = dist('modules/leagues/commands/season-plan-steps');
const { seasonPlanDecider } = dist('modules/leagues/domain/season-plan.decider');
const { seasonPlanStream } = dist('modules/leagues/domain/season-plan.events');
const { proposePlacements } = dist('modules/leagues/domain/season-proposal');
const { DEFAULT_LEAGUE_NAMES, leagueSortKey } = require('@liga/contracts');

const TEAMS = Number(process.env.BENCH_TEAMS || 1000);
const TARGET_MS = 10_000;
const AUTUMN = seasonOf('autumn', 2026);
const SPRING = seasonOf('spring', 2027);
const TURN = new Date('2027-01-15T23:00:00.000Z');

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const context = () => ({ actorUserId: null, correlationId: randomUUID(), causationId: null });
const fmt = (n) => Math.round(n).toLocaleString('en-US');

/** Autumn 2026 as facts: the season started, its twelve leagues, TEAMS teams spread over them. */
async function autumnLeague(db, unitOfWork) {
  const leagues = DEFAULT_LEAGUE_NAMES.map((name) => ({ name, id: leagueIdFor(AUTUMN, name) }));
  const teams = [];
  await unitOfWork.run(context(), async (unit) => {
    const autumn = seasonId(AUTUMN);
    await unit.append({ streamId: `season-${autumn}`, streamType: 'season' }, 0, [
      {
        type: 'SeasonOpened',
        data: {
          seasonId: autumn,
          key: AUTUMN.key,
          name: AUTUMN.name,
          startDate: AUTUMN.start.toISOString(),
          endDate: AUTUMN.end.toISOString(),
        },
      },
    ]);
    const byLeague = new Map(leagues.map((l) => [l.id, []]));
    for (let i = 0; i < TEAMS; i++) {
      const teamId = stableId(`bench-team:${i}`);
      const league = leagues[i % leagues.length];
      await unit.append({ streamId: `team-${teamId}`, streamType: 'team' }, 0, [
        {
          type: 'TeamCreated',
          data: {
            teamId,
            name: `Drużyna ${i}`,
            shortName: `D${i}`,
            captainId: stableId(`bench-captain:${i}`),
            requestedLeagueId: null,
          },
        },
      ]);
      byLeague.get(league.id).push(teamId);
      teams.push({ teamId, leagueId: league.id, index: i });
    }
    for (const league of leagues) {
      const links = byLeague.get(league.id).map((teamId) => ({
        type: 'TeamAssignedToLeague',
        data: {
          leagueTeamId: stableId(`bench-link:${teamId}`),
          teamId,
          leagueId: league.id,
          seasonId: autumn,
        },
      }));
      await unit.append({ streamId: `league-${league.id}`, streamType: 'league-season' }, 0, [
        {
          type: 'LeagueOpened',
          data: { leagueId: league.id, seasonId: autumn, name: league.name },
        },
        ...links,
      ]);
    }
  });
  return { leagues, teams };
}

/** A confirmed plan for spring: the proposal from made-up final tables (position = order). */
async function confirmPlan(unitOfWork, autumn) {
  await unitOfWork.run(context(), async (unit) => {
    const draft = await draftFor(unitPlanLoader(unit), SPRING);
    const ending = autumn.leagues.map((l) => {
      const rows = autumn.teams.filter((t) => t.leagueId === l.id);
      return {
        leagueId: l.id,
        name: l.name,
        tier: leagueSortKey(l.name).number,
        table: rows.map((t, i) => ({
          teamId: t.teamId,
          position: i + 1,
          played: 10,
          points: 30 - i,
        })),
      };
    });
    const placements = proposePlacements({
      ending,
      waiting: [],
      next: draft.leagues,
      numbers: draft.numbers,
      moves: {},
    });
    await unit.decide(seasonPlanStream(seasonId(SPRING)), seasonPlanDecider, {
      type: 'ConfirmSeasonPlan',
      draft,
      turned: false,
      now: new Date('2027-01-10T12:00:00.000Z').toISOString(),
      placements,
    });
  });
}

async function run(server, label, planned) {
  const database = await createBenchDatabase(server.url, `season_turn_${label.replace(/-/g, '_')}`);
  const db = createDataSource({ url: database.url, applicationName: 'liga-bench' });
  try {
    await db.initialize();
    await migrate(db);
    const clock = new FixedClock(TURN);
    const unitOfWork = new UnitOfWork(db, new EventStore(db, clock, new UpcasterRegistry()));
    const autumn = await autumnLeague(db, unitOfWork);
    if (planned) await confirmPlan(unitOfWork, autumn);
    const [{ head }] = await db.query(
      'SELECT coalesce(max(global_position), 0)::int AS head FROM events',
    );
    const load = loadAverage();
    const started = process.hrtime.bigint();
    const outcome = await unitOfWork.run(context(), (unit) => runTurn(unit, SPRING, TURN));
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const [{ written }] = await db.query(
      'SELECT count(*)::int AS written FROM events WHERE global_position > $1',
      [head],
    );
    const [{ claims }] = await db.query(
      `SELECT count(*)::int AS claims FROM unique_keys WHERE scope = 'league-team' AND value LIKE $1`,
      [`${seasonId(SPRING)}:%`],
    );
    log(`${label}: ${ms.toFixed(0)} ms`);
    return {
      label,
      ms,
      outcome,
      written,
      claims,
      load,
      machine: await machineInfo(db, server.source),
    };
  } finally {
    await db.destroy().catch(() => undefined);
    await database.drop().catch(() => undefined);
  }
}

async function main() {
  const server = await postgresServer(log);
  try {
    const results = [await run(server, 'carry-over', false), await run(server, 'planned', true)];
    console.log('Season turn benchmark');
    printPairs('Machine', results[0].machine);
    printTable(
      `The turn of ${fmt(TEAMS)} teams (one transaction; target < ${fmt(TARGET_MS)} ms)`,
      ['run', 'teams entered', 'events written', 'claims', 'time (ms)', 'load before', 'verdict'],
      results.map((r) => [
        r.label,
        fmt(r.outcome.carried),
        fmt(r.written),
        fmt(r.claims),
        fmt(r.ms),
        r.load,
        r.ms < TARGET_MS ? 'PASS' : 'ABOVE',
      ]),
    );
    printPairs('After', [['load average', loadAverage()]]);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import { randomUUID } from 'node:crypto';
import { readCheckpoint } from '../../apps/server/src/platform/projections/checkpoints';
import { type TestInfrastructure, testContext } from './infrastructure';

const SEASON = '22222222-2222-4222-8222-222222222222';

/**
 * A backlog for the leagues projection: `streams` × `perStream` LeagueOpened events, so a
 * worker started afterwards is busy for a while (batch after batch) — for fault tests that
 * stop it mid-batch.
 */
export async function appendLeagueBacklog(
  infra: TestInfrastructure,
  streams: number,
  perStream: number,
): Promise<number> {
  for (let s = 0; s < streams; s++) {
    const events = Array.from({ length: perStream }, (_, i) => ({
      type: 'LeagueOpened',
      data: { leagueId: randomUUID(), seasonId: SEASON, name: `Liga ${s * perStream + i + 1}` },
    }));
    await infra.eventStore.append(`bulk-${s}`, 'league-season', 0, events, testContext());
  }
  const [{ head }] = await infra.db.query('SELECT max(global_position)::int AS head FROM events');
  return head as number;
}

/** Where the leagues projection's checkpoint stands. */
export async function leaguesCheckpoint(infra: TestInfrastructure): Promise<number> {
  return (await readCheckpoint(infra.db, 'leagues'))!.globalPosition;
}

/** The leagues read table, comparable as a whole (to a rebuild). */
export function leagueRows(infra: TestInfrastructure): Promise<unknown[]> {
  return infra.db.query(
    'SELECT id, season_id, name, sort_number, sort_letter FROM rm_leagues ORDER BY id',
  );
}

/** Nothing half-applied: the table holds exactly the LeagueOpened events up to the checkpoint. */
export async function leaguesMatchCheckpoint(infra: TestInfrastructure): Promise<boolean> {
  const at = await leaguesCheckpoint(infra);
  const [{ applied }] = await infra.db.query(
    `SELECT count(*)::int AS applied FROM events
      WHERE event_type = 'LeagueOpened' AND global_position <= $1`,
    [at],
  );
  const [{ rows }] = await infra.db.query('SELECT count(*)::int AS rows FROM rm_leagues');
  return rows === applied;
}

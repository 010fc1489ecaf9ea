import type { DataSource } from 'typeorm';
import { previousSeason, type SeasonPeriod, seasonId } from '../../config/season-calendar';
import { DemoGenerator } from './demo-generator';
import { recordedAt, recordedCommands, type RecordedCommands } from './demo-recorded';
import { DAY } from './demo-types';

/** A stopped first start's history, as the log shows it: what `resumeHistory` is given. */
export interface UnfinishedHistory {
  /** The league's "today" of that start (its current season's last phase was at a day before). */
  now: Date;
  /** Past seasons it was writing (the oldest is opened first, so the log tells once it is). */
  pastSeasons: number;
  /** Past seasons opened in the log so far, of `pastSeasons`. */
  opened: number;
  recorded: RecordedCommands;
}

/**
 * The demo history a start stopped (Ctrl-C after the logins) left unfinished, or null: the
 * demo of `seed` wrote its current season (its first pending application is in the log) but
 * not its last past phase (the squads of the teams waiting for a league). `fallbackPast`: the
 * number of past seasons when none was opened yet (DEMO_PAST_SEASONS).
 */
export async function unfinishedHistory(
  db: DataSource,
  seed: number,
  currentSeason: SeasonPeriod,
  fallbackPast: number,
): Promise<UnfinishedHistory | null> {
  const marks = DemoGenerator.marks({ seed, currentSeason });
  const applied = await recordedAt(db, marks.written);
  if (!applied) return null;
  const [done] = await db.query(
    `SELECT count(DISTINCT metadata->>'correlationId')::int AS n FROM events
      WHERE metadata->>'correlationId' = ANY($1)`,
    [marks.finished],
  );
  if (done.n === marks.finished.length) return null;
  const opened = await openedPastSeasons(db, currentSeason);
  const pastSeasons = opened.oldest || fallbackPast;
  if (pastSeasons === 0) return null;
  return {
    now: new Date(applied.getTime() + DAY),
    pastSeasons,
    opened: opened.count,
    recorded: await recordedCommands(db),
  };
}

/** How far back the opened seasons before `current` go (the oldest: 1 = the one before). */
async function openedPastSeasons(
  db: DataSource,
  current: SeasonPeriod,
): Promise<{ oldest: number; count: number }> {
  const streams: string[] = [];
  let season = current;
  for (let i = 0; i < 30; i++) {
    season = previousSeason(season);
    streams.push(`season-${seasonId(season)}`);
  }
  const rows: Array<{ stream_id: string }> = await db.query(
    `SELECT stream_id FROM streams WHERE stream_id = ANY($1)`,
    [streams],
  );
  const found = new Set(rows.map((r) => r.stream_id));
  const oldest = streams.reduce((far, id, i) => (found.has(id) ? i + 1 : far), 0);
  return { oldest, count: found.size };
}

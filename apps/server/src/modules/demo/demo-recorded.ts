import type { DataSource } from 'typeorm';

/**
 * The commands the log already holds, by correlation id (every demo command has a stable one,
 * from the seed and the step's key), with the id a command answered when it created something
 * (null for the others). A resumed history sends none of them again.
 */
export type RecordedCommands = ReadonlyMap<string, string | null>;

/**
 * The first event of each creating command the demo sends and the field of it holding the id
 * the command answers (IssueChallenge: the match, SubmitReport: the report, ...).
 */
const CREATED_ID: Readonly<Record<string, string>> = {
  ChallengeIssued: 'matchId',
  MatchReportSubmitted: 'reportId',
  ApplicationSubmitted: 'applicationId',
  TeamCreated: 'teamId',
  UserRegistered: 'userId',
};

/** Every correlation id in the log, with the id its creating event holds. */
export async function recordedCommands(db: DataSource): Promise<RecordedCommands> {
  const rows: Array<{ correlation: string; id: string | null }> = await db.query(
    `SELECT metadata->>'correlationId' AS correlation,
            max(data->>(CASE event_type ${Object.entries(CREATED_ID)
              .map(([type, field]) => `WHEN '${type}' THEN '${field}'`)
              .join(' ')} END)) AS id
       FROM events
      WHERE metadata->>'correlationId' IS NOT NULL
      GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.correlation, r.id]));
}

/** The instant (metadata time) of a command's first event, null when it is not in the log. */
export async function recordedAt(db: DataSource, correlationId: string): Promise<Date | null> {
  const [row]: Array<{ time: string }> = await db.query(
    `SELECT metadata->>'time' AS time FROM events
      WHERE metadata->>'correlationId' = $1 ORDER BY global_position LIMIT 1`,
    [correlationId],
  );
  return row ? new Date(row.time) : null;
}

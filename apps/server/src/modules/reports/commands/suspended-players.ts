import { MATCH_STATUS } from '@liga/contracts';
import type { Queryable } from '../../../platform/event-store/event-store';
import type { TeamRoster } from '../../teams/domain/team-facts';
import type { SuspendedPlayer, SuspensionTerms } from '../domain/report.commands';

/**
 * The players of both teams whose suspension holds at `kickOff`: until a date after it, or for
 * N matches of their team of which fewer than N kicked off between the suspension and this
 * match. The suspensions come from the team streams (write side); the matches served are
 * counted in `rm_matches` (the one read-model read of this decision: a lagging projection
 * counts fewer served matches, so it can only refuse a player whose suspension has just run out,
 * never admit a suspended one), names from `rm_users` (for the message only).
 */
export async function suspendedPlayers(
  tx: Queryable,
  rosters: ReadonlyArray<TeamRoster | null>,
  kickOff: string,
): Promise<SuspendedPlayer[]> {
  const at = new Date(kickOff).getTime();
  const out: SuspendedPlayer[] = [];
  for (const roster of rosters) {
    for (const s of roster?.suspensions ?? []) {
      if (new Date(s.from).getTime() >= at) continue;
      if (s.until !== null) {
        if (new Date(s.until).getTime() > at) out.push(await named(tx, s.userId, s));
        continue;
      }
      const [{ served }] = (await tx.query(
        `SELECT count(*)::int AS served FROM rm_matches
          WHERE (sender_team_id = $1 OR receiver_team_id = $1)
            AND status IN (${MATCH_STATUS.accepted}, ${MATCH_STATUS.finished})
            AND starts_at > $2 AND starts_at < $3`,
        [roster!.teamId, s.from, kickOff],
      )) as Array<{ served: number }>;
      if (served < (s.matches ?? 0)) out.push(await named(tx, s.userId, s));
    }
  }
  return out;
}

async function named(tx: Queryable, userId: string, s: SuspensionTerms): Promise<SuspendedPlayer> {
  const rows = (await tx.query('SELECT first_name, last_name FROM rm_users WHERE id = $1', [
    userId,
  ])) as Array<{ first_name: string; last_name: string }>;
  const name = rows[0] ? `${rows[0].first_name} ${rows[0].last_name}`.trim() : 'Zawodnik';
  return { userId, name, suspension: { matches: s.matches, until: s.until } };
}

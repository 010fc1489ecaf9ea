import {
  type NotificationContent,
  type NotificationNames,
  namedIds,
  SELF_SERVICE_TEXTS,
} from '@liga/contracts';
import type { Queryable } from '../../../platform/event-store/event-store';

const FALLBACK = {
  team: 'Drużyna',
  user: SELF_SERVICE_TEXTS.erasedPlayer,
  league: 'Liga',
  pitch: 'Boisko',
  cup: 'Puchar',
};

type Row = { id: string; name: string };

/**
 * The names a set of notifications is shown with, in one query: teams (their current name,
 * or the name a deleted team last had), people (an erased person is "Usunięty zawodnik"),
 * leagues, pitches and cups. Names are never stored with a notification.
 */
export async function loadNames(
  db: Queryable,
  contents: readonly NotificationContent[],
): Promise<NotificationNames> {
  const ids = {
    teams: new Set<string>(),
    users: new Set<string>(),
    leagues: new Set<string>(),
    pitches: new Set<string>(),
    cups: new Set<string>(),
  };
  for (const content of contents) {
    const named = namedIds(content);
    named.teams.forEach((id) => ids.teams.add(id));
    named.users.forEach((id) => ids.users.add(id));
    named.leagues.forEach((id) => ids.leagues.add(id));
    named.pitches.forEach((id) => ids.pitches.add(id));
    named.cups.forEach((id) => ids.cups.add(id));
  }
  const rows: Array<Row & { type: keyof typeof FALLBACK }> =
    contents.length === 0
      ? []
      : await db.query(
          `SELECT 'team' AS type, t.id, coalesce(rt.name, mt.name) AS name
             FROM unnest($1::uuid[]) AS t(id)
             LEFT JOIN rm_teams rt ON rt.id = t.id
             LEFT JOIN rm_match_teams mt ON mt.id = t.id
           UNION ALL
           SELECT 'user', u.id, CASE WHEN u.erased THEN NULL ELSE u.first_name || ' ' || u.last_name END
             FROM rm_users u WHERE u.id = ANY($2::uuid[])
           UNION ALL
           SELECT 'league', l.id, l.name FROM rm_leagues l WHERE l.id = ANY($3::uuid[])
           UNION ALL
           SELECT 'pitch', p.id, p.name FROM rm_pitches p WHERE p.id = ANY($4::uuid[])
           UNION ALL
           SELECT 'cup', c.id, c.name FROM rm_cups c WHERE c.id = ANY($5::uuid[])`,
          [[...ids.teams], [...ids.users], [...ids.leagues], [...ids.pitches], [...ids.cups]],
        );
  const found = new Map(rows.filter((r) => r.name).map((r) => [`${r.type}:${r.id}`, r.name]));
  const name = (type: keyof typeof FALLBACK) => (id: string) =>
    found.get(`${type}:${id}`) ?? FALLBACK[type];
  return {
    team: name('team'),
    user: name('user'),
    league: name('league'),
    pitch: name('pitch'),
    cup: name('cup'),
  };
}

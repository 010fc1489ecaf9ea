/**
 * The records' queries. Each reads a top-N off an index of the archive projection; names come
 * from the users projection (erased people left out, as in the rankings) and the teams'
 * current names (a deleted team keeps the name reports show).
 */

/** A team's name as records show it, selected `AS alias` (`id`: the team id column). */
export const teamName = (id: string, alias: string) =>
  `coalesce((SELECT name FROM rm_teams WHERE id = ${id}),
            (SELECT name FROM rm_report_teams WHERE id = ${id}), 'Drużyna') AS ${alias}`;

const BY_NAME = `lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), p.user_id`;

/** Players by an all-time figure ($1 limit). */
export const playerTotals = (value: string, where: string, order: string) => `
  SELECT p.user_id, coalesce(u.first_name, '') AS first_name, coalesce(u.last_name, '') AS last_name, ${value} AS value, p.matches AS matches,
         p.last_team_id AS team_id, ${teamName('p.last_team_id', 'team_name')}
    FROM rm_archive_player_totals p
    LEFT JOIN rm_users u ON u.id = p.user_id
   WHERE NOT coalesce(u.erased, false) AND ${where}
   ORDER BY ${order}, ${BY_NAME}
   LIMIT $1`;

export const TOP_SCORERS = playerTotals('p.goals', 'p.goals > 0', 'p.goals DESC, p.matches');
export const MOST_MVP = playerTotals(
  'p.mvp_points',
  'p.mvp_points > 0',
  'p.mvp_points DESC, p.matches',
);
export const MOST_APPEARANCES = playerTotals('p.matches', 'true', 'p.matches DESC, p.goals DESC');
/** $2: rated matches at least. */
export const BEST_KEEPERS = `
  SELECT p.user_id, coalesce(u.first_name, '') AS first_name, coalesce(u.last_name, '') AS last_name,
         p.keeper_sum::float / p.keeper_count AS value, p.keeper_count AS matches,
         p.last_team_id AS team_id, ${teamName('p.last_team_id', 'team_name')}
    FROM rm_archive_player_totals p
    LEFT JOIN rm_users u ON u.id = p.user_id
   WHERE NOT coalesce(u.erased, false) AND p.keeper_count >= $2
   ORDER BY p.keeper_sum::numeric / p.keeper_count DESC, p.keeper_count DESC, ${BY_NAME}
   LIMIT $1`;

/** Played matches ($1 limit) by `order`. */
const matches = (where: string, order: string) => `
  SELECT m.match_id, m.season_id, s.name AS season_name, m.league_id, l.name AS league_name,
         m.played_at, m.team_a_id, ${teamName('m.team_a_id', 'team_a_name')},
         m.team_b_id, ${teamName('m.team_b_id', 'team_b_name')}, m.goals_a, m.goals_b
    FROM rm_archive_matches m
    LEFT JOIN rm_seasons s ON s.id = m.season_id
    LEFT JOIN rm_leagues l ON l.id = m.league_id
   WHERE ${where}
   ORDER BY ${order}, m.match_id
   LIMIT $1`;

export const BIGGEST_WINS = matches('m.margin > 0', 'm.margin DESC, m.total DESC, m.played_at');
export const HIGHEST_SCORING = matches('true', 'm.total DESC, m.margin DESC, m.played_at');

/** Most goals of one player in one match ($1 limit). */
export const MOST_GOALS_IN_MATCH = `
  SELECT p.user_id, coalesce(u.first_name, '') AS first_name, coalesce(u.last_name, '') AS last_name, p.goals, p.match_id, p.played_at,
         s.name AS season_name, p.team_id, ${teamName('p.team_id', 'team_name')},
         p.opponent_id, ${teamName('p.opponent_id', 'opponent_name')}
    FROM rm_archive_player_results p
    LEFT JOIN rm_users u ON u.id = p.user_id
    LEFT JOIN rm_seasons s ON s.id = p.season_id
   WHERE NOT coalesce(u.erased, false) AND p.goals > 0
   ORDER BY p.goals DESC, p.played_at, ${BY_NAME}
   LIMIT $1`;

/**
 * Each team's longest run of a kind ($2: 'W' wins, 'U' unbeaten; $1 limit), ongoing when it
 * ends with the team's latest counted result.
 */
export const LONGEST_RUNS = `
  SELECT b.team_id, ${teamName('b.team_id', 'team_name')}, b.length, b.run_from, b.run_to,
         (latest.played_at = b.run_to AND latest.run = b.length) AS ongoing
    FROM rm_archive_best_runs b
    LEFT JOIN LATERAL (
      SELECT r.played_at, CASE WHEN $2 = 'W' THEN r.win_run ELSE r.unbeaten_run END AS run
        FROM rm_archive_results r
       WHERE r.team_id = b.team_id AND r.removed_at IS NULL
       ORDER BY r.played_at DESC, r.match_id DESC LIMIT 1) latest ON true
   WHERE b.kind = $2
   ORDER BY b.length DESC, b.run_to, b.team_id
   LIMIT $1`;

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { NotificationsReadModel } from '../../notifications/queries/notifications.read-model';

type Row = Record<string, unknown>;

/**
 * "Moje dane" (GDPR art. 20, data portability): everything Liga holds about the caller, as one
 * JSON document in a machine-readable, commonly used format — profile, teams and applications,
 * the matches they played with their goals, MVP points and goalkeeper ratings, statistics,
 * notifications and their settings, and which calendar addresses exist (never the secrets).
 */
@Injectable()
export class MyDataReadModel {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(NotificationsReadModel) private readonly notifications: NotificationsReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async export(userId: string): Promise<Record<string, unknown>> {
    const [profile] = await this.rows(
      `SELECT id, email, first_name AS "firstName", last_name AS "lastName",
              to_char(birth_date, 'YYYY-MM-DD') AS "birthDate", height, shirt_number AS "shirtNumber",
              position, dominant_leg AS "dominantLeg", role, verified,
              registered_at AS "registeredAt", has_avatar AS "hasAvatar"
         FROM rm_users WHERE id = $1 AND NOT erased`,
      [userId],
    );
    const [teams, applications, results, statistics, feeds] = await Promise.all([
      this.rows(
        `SELECT m.team_id AS "teamId", t.name, t.short_name AS "shortName",
                CASE WHEN m.member_type = 2 THEN 'captain' ELSE 'player' END AS role,
                m.joined_at AS "joinedAt"
           FROM rm_team_members m LEFT JOIN rm_teams t ON t.id = m.team_id
          WHERE m.user_id = $1 ORDER BY m.joined_at`,
        [userId],
      ),
      this.rows(
        `SELECT a.id, a.team_id AS "teamId", t.name AS "teamName", a.status,
                a.created_at AS "createdAt", a.decided_at AS "decidedAt"
           FROM rm_team_applications a LEFT JOIN rm_teams t ON t.id = a.team_id
          WHERE a.user_id = $1 ORDER BY a.created_at`,
        [userId],
      ),
      this.rows(
        `SELECT r.match_id AS "matchId", r.played_at AS "playedAt", own.name AS team,
                opp.name AS opponent, l.name AS league, tr.scored, tr.conceded,
                r.goals, r.own_goals AS "ownGoals", r.mvp AS "mvpPoints",
                r.keeper_rate AS "keeperRating", r.won
           FROM rm_player_results r
           LEFT JOIN rm_team_results tr ON tr.report_id = r.report_id AND tr.team_id = r.team_id
           LEFT JOIN rm_match_teams own ON own.id = r.team_id
           LEFT JOIN rm_match_teams opp ON opp.id = tr.opponent_id
           LEFT JOIN rm_leagues l ON l.id = r.league_id
          WHERE r.user_id = $1 ORDER BY r.played_at`,
        [userId],
      ),
      this.rows(
        `SELECT matches_played AS "matchesPlayed", wins, goals, mvp_points AS "mvpPoints",
                max_goals_in_match AS "maxGoalsInMatch"
           FROM rm_user_statistics WHERE user_id = $1`,
        [userId],
      ),
      this.rows(
        `SELECT scope, created_at AS "createdAt" FROM calendar_feed_tokens
          WHERE user_id = $1 ORDER BY scope`,
        [userId],
      ),
    ]);
    return {
      format: 'Liga — Moje dane (RODO, art. 20)',
      exportedAt: this.clock.now().toISOString(),
      profile: profile ?? null,
      teams,
      applications,
      matches: results,
      statistics: statistics[0] ?? null,
      notifications: await this.notifications.all(userId),
      notificationPreferences: await this.notifications.preferences(userId),
      calendarFeeds: feeds,
    };
  }

  private rows(sql: string, params: unknown[]): Promise<Row[]> {
    return this.db.query(sql, params);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  REPORT_STATUS,
  type ReportQueueDto,
  type ReportQueueQuery,
  type ReportQueueStatus,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { REPORT_SELECT, type ReportRow, toSummary } from './report-rows';

/** Each tab's condition on `r.status`, and its order (oldest first where an admin must act). */
const TABS: Record<ReportQueueStatus, { where: string; order: string }> = {
  toVerify: {
    where: `r.status = ${REPORT_STATUS.toVerify}`,
    order: 'coalesce(r.accepted_at, r.created_at) ASC, r.id',
  },
  waiting: {
    where: `r.status IN (${REPORT_STATUS.waitingForReceiver}, ${REPORT_STATUS.waitingForSender})`,
    order: 'r.created_at ASC, r.id',
  },
  verified: { where: `r.status = ${REPORT_STATUS.verified}`, order: 'r.match_date DESC, r.id' },
  all: { where: 'true', order: 'r.match_date DESC, r.id' },
};

/**
 * The admin's report queue: one tab a page at a time, and every tab's count under the same
 * filters (league, team, match dates) in one scan.
 */
@Injectable()
export class ReportQueueReadModel {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async queue(q: ReportQueueQuery): Promise<ReportQueueDto> {
    const filters = `($1::uuid IS NULL OR r.home_league_id = $1 OR r.enemy_league_id = $1 OR r.league_id = $1)
      AND ($2::uuid IS NULL OR r.home_team_id = $2 OR r.enemy_team_id = $2)
      AND ($3::timestamptz IS NULL OR r.match_date >= $3)
      AND ($4::timestamptz IS NULL OR r.match_date <= $4)`;
    const params = [
      q.LeagueId ?? null,
      q.TeamId ?? null,
      q.StartDate?.toISOString() ?? null,
      q.EndDate?.toISOString() ?? null,
    ];
    const tab = TABS[q.Status];
    const [counts] = await this.db.query<
      Array<{ to_verify: number; waiting: number; verified: number; all: number }>
    >(
      `SELECT count(*) FILTER (WHERE ${TABS.toVerify.where})::int AS to_verify,
              count(*) FILTER (WHERE ${TABS.waiting.where})::int AS waiting,
              count(*) FILTER (WHERE ${TABS.verified.where})::int AS verified,
              count(*)::int AS all
         FROM rm_reports r WHERE ${filters}`,
      params,
    );
    const rows: ReportRow[] = await this.db.query(
      `${REPORT_SELECT} WHERE ${filters} AND ${tab.where}
        ORDER BY ${tab.order} LIMIT $5 OFFSET $6`,
      [...params, q.pageSize, q.page * q.pageSize],
    );
    const byTab = {
      toVerify: counts.to_verify,
      waiting: counts.waiting,
      verified: counts.verified,
      all: counts.all,
    };
    return { items: rows.map(toSummary), total: byTab[q.Status], counts: byTab };
  }
}

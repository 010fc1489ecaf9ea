import { NOTIFICATION_RULES } from '@liga/contracts';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../../platform/clock/clock';
import type { ReminderScheduler } from './reminder-scheduler';

const LEAD_MS = NOTIFICATION_RULES.reminderLeadHours * 3600_000;
/** A match accepted (or moved) later than the lead time is reminded at once, unless this close. */
const TOO_CLOSE_MS = 60 * 60_000;

interface MatchRow {
  id: string;
  starts_at: Date;
  status: string;
  changed_position: string;
}

/**
 * Keeps the scheduler in step with the matches (the notifications projection's
 * rm_notif_matches): every accepted match still ahead gets its reminder at kick-off − 24 h;
 * a match that moves is planned again, one that is cancelled, rejected or played is dropped.
 * `start` plans everything (after a restart), `sync` what changed since the last call.
 */
export class ReminderPlanner {
  private seen = 0;
  private syncing: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly scheduler: ReminderScheduler,
  ) {}

  async start(): Promise<void> {
    const rows: MatchRow[] = await this.db.query(
      `SELECT id, starts_at, status, changed_position FROM rm_notif_matches
        WHERE status = 'accepted' AND starts_at > $1`,
      [this.clock.now()],
    );
    const [{ max }] = await this.db.query(
      'SELECT coalesce(max(changed_position), 0) AS max FROM rm_notif_matches',
    );
    for (const row of rows) await this.apply(row);
    this.seen = Math.max(this.seen, Number(max));
  }

  /** Plans what changed since the last call (after a notifications batch); coalesces calls. */
  sync(): Promise<void> {
    if (this.syncing) {
      this.again = true;
      return this.syncing;
    }
    this.syncing = this.syncChanged().finally(() => {
      this.syncing = null;
      if (this.again) {
        this.again = false;
        void this.sync();
      }
    });
    return this.syncing;
  }

  private async syncChanged(): Promise<void> {
    const rows: MatchRow[] = await this.db.query(
      `SELECT id, starts_at, status, changed_position FROM rm_notif_matches
        WHERE changed_position > $1 ORDER BY changed_position`,
      [this.seen],
    );
    for (const row of rows) {
      await this.apply(row);
      this.seen = Math.max(this.seen, Number(row.changed_position));
    }
  }

  private async apply(row: MatchRow): Promise<void> {
    const kickOff = new Date(row.starts_at);
    const now = this.clock.now().getTime();
    if (row.status !== 'accepted' || kickOff.getTime() - now <= TOO_CLOSE_MS) {
      await this.scheduler.drop(row.id);
      return;
    }
    const runAt = new Date(Math.max(now, kickOff.getTime() - LEAD_MS));
    await this.scheduler.plan(row.id, kickOff.toISOString(), runAt);
  }
}

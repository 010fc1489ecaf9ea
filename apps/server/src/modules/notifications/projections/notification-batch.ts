import type { StoredEvent } from '../../../platform/event-store/event-types';
import type { ProjectionContext } from '../../../platform/projections/projection';
import type { CupTieFacts, MatchFacts, RecipientView } from '../domain/notification-rules';

/** A row of rm_notif_matches as the batch keeps it. */
export interface MatchRow extends MatchFacts {
  status: string;
  changedPosition: number;
}

/** A notification the batch derived (one row of rm_notifications). */
export interface NewNotification {
  id: string;
  userId: string;
  kind: string;
  params: object;
  event: StoredEvent;
  read: boolean;
}

/** An instant as PostgreSQL gives it back (timestamptz → Date → ISO): what a read would say. */
export const instant = (value: string) => new Date(value).toISOString();

/** Ids a rule may ask about: team ids (`…TeamId`, `teamA`/`teamB`), match ids, cup tie ids. */
function collectIds(value: unknown, into: BatchIds): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string') {
      if (/teamId$/i.test(key) || key === 'teamA' || key === 'teamB') into.teams.add(v);
      else if (key === 'matchId') into.matches.add(v);
      else if (key === 'tieId') into.ties.add(v);
    } else if (v && typeof v === 'object') collectIds(v, into);
  }
}

interface BatchIds {
  teams: Set<string>;
  matches: Set<string>;
  ties: Set<string>;
}

/**
 * The notifications projection's tables as its batch sees them, in memory: read once at the
 * start of the batch (one query per table for every team, match and tie the batch's events
 * name), changed by the batch's events in log order, and written at the end in one statement
 * per table and kind of change (`flush`). So a rule asked about the batch's second event sees
 * what the first one changed, without a read per event and without writing and re-reading.
 * Nothing is written before `flush`: a read of something the batch never named (`lazy`)
 * gets the batch's starting state, which is then still the table's.
 */
export class NotificationBatch implements RecipientView {
  /** team → member → captain; teams read or changed in this batch. */
  private readonly rosters = new Map<string, Map<string, boolean>>();
  private readonly matches = new Map<string, MatchRow | null>();
  private readonly ties = new Map<string, CupTieFacts | null>();
  private readonly touchedTeams = new Set<string>();
  private readonly touchedMatches = new Set<string>();
  private readonly touchedTies = new Set<string>();
  /** `${userId} ${kind}` → the setting (last one wins). */
  private readonly preferences = new Map<string, { userId: string; kind: string; email: string }>();
  private readonly erased = new Set<string>();
  /** Notifications of earlier batches marked read: by id (with its owner), or all of a person. */
  private readonly readById: Array<{ userId: string; id: string }> = [];
  private readonly readAll = new Set<string>();
  private readonly created = new Map<string, NewNotification>();

  constructor(private readonly ctx: ProjectionContext) {}

  /** Reads what the events name, as the tables stand before them (at most three queries). */
  async load(events: readonly StoredEvent[]): Promise<void> {
    const ids: BatchIds = { teams: new Set(), matches: new Set(), ties: new Set() };
    for (const event of events) collectIds(event.data, ids);
    if (ids.matches.size > 0) {
      const rows = await this.readMatches([...ids.matches]);
      for (const id of ids.matches) this.matches.set(id, rows.get(id) ?? null);
      for (const m of rows.values()) ids.teams.add(m.senderTeamId).add(m.receiverTeamId);
    }
    if (ids.ties.size > 0) {
      const rows = await this.readTies([...ids.ties]);
      for (const id of ids.ties) this.ties.set(id, rows.get(id) ?? null);
      for (const t of rows.values())
        for (const team of [t.teamA, t.teamB]) if (team) ids.teams.add(team);
    }
    if (ids.teams.size > 0) await this.readRosters([...ids.teams]);
  }

  // --- what the rules ask (RecipientView) ---

  async captainOf(teamId: string): Promise<string | null> {
    for (const [userId, captain] of await this.roster(teamId)) if (captain) return userId;
    return null;
  }

  async membersOf(teamId: string): Promise<string[]> {
    return [...(await this.roster(teamId)).keys()].sort();
  }

  async matchOf(matchId: string): Promise<MatchFacts | null> {
    const m = await this.match(matchId);
    return m && { ...m };
  }

  async cupTieOf(tieId: string): Promise<CupTieFacts | null> {
    const t = await this.tie(tieId);
    return t && { ...t };
  }

  // --- what the events change ---

  async joinTeam(teamId: string, userId: string, captain: boolean): Promise<void> {
    (await this.roster(teamId, true)).set(userId, captain);
  }

  async leaveTeam(teamId: string, userId: string): Promise<void> {
    (await this.roster(teamId, true)).delete(userId);
  }

  async deleteTeam(teamId: string): Promise<void> {
    (await this.roster(teamId, true)).clear();
  }

  async handCaptaincy(teamId: string, toUserId: string): Promise<void> {
    const roster = await this.roster(teamId, true);
    for (const userId of roster.keys()) roster.set(userId, userId === toUserId);
  }

  /** A match as first recorded (a second record of the same id changes nothing). */
  async addMatch(matchId: string, row: MatchRow): Promise<void> {
    if (await this.match(matchId)) return;
    this.matches.set(matchId, row);
    this.touchedMatches.add(matchId);
  }

  async changeMatch(matchId: string, change: Partial<MatchRow>): Promise<void> {
    const m = await this.match(matchId);
    if (!m) return;
    Object.assign(m, change);
    this.touchedMatches.add(matchId);
  }

  async addTie(tieId: string, tie: CupTieFacts): Promise<void> {
    if (await this.tie(tieId)) return;
    this.ties.set(tieId, tie);
    this.touchedTies.add(tieId);
  }

  async fillTie(tieId: string, slot: 'A' | 'B', teamId: string): Promise<void> {
    const t = await this.tie(tieId);
    if (!t) return;
    if (slot === 'A') t.teamA = teamId;
    else t.teamB = teamId;
    this.touchedTies.add(tieId);
  }

  setPreference(userId: string, kind: string, email: string): void {
    this.preferences.set(`${userId} ${kind}`, { userId, kind, email });
  }

  notified(n: NewNotification): void {
    if (!this.created.has(n.id)) this.created.set(n.id, n);
  }

  markRead(userId: string, ids: readonly string[]): void {
    for (const id of ids) {
      const n = this.created.get(id);
      if (n?.userId === userId) n.read = true;
      this.readById.push({ userId, id });
    }
  }

  markAllRead(userId: string): void {
    for (const n of this.created.values()) if (n.userId === userId) n.read = true;
    this.readAll.add(userId);
  }

  /** Nothing of an erased person stays: their notifications, settings, places in rosters. */
  erase(userId: string): void {
    this.erased.add(userId);
    for (const roster of this.rosters.values()) roster.delete(userId);
    for (const [key, p] of this.preferences) if (p.userId === userId) this.preferences.delete(key);
    for (const [id, n] of this.created) if (n.userId === userId) this.created.delete(id);
  }

  /** Queues the batch's writes: the tables as a one-by-one application would leave them. */
  flush(): void {
    const { ctx } = this;
    if (this.erased.size > 0) {
      const erased = [...this.erased];
      ctx.execute('DELETE FROM rm_notifications WHERE user_id = ANY($1::uuid[])', [erased]);
      ctx.execute('DELETE FROM rm_notif_preferences WHERE user_id = ANY($1::uuid[])', [erased]);
      ctx.execute('DELETE FROM rm_notif_members WHERE user_id = ANY($1::uuid[])', [erased]);
    }
    this.flushRosters();
    this.flushMatches();
    this.flushTies();
    if (this.preferences.size > 0) {
      const prefs = [...this.preferences.values()];
      ctx.execute(
        `INSERT INTO rm_notif_preferences (user_id, kind, email)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])
         ON CONFLICT (user_id, kind) DO UPDATE SET email = EXCLUDED.email`,
        [prefs.map((p) => p.userId), prefs.map((p) => p.kind), prefs.map((p) => p.email)],
      );
    }
    if (this.readById.length > 0) {
      ctx.execute(
        `UPDATE rm_notifications n SET read = true
           FROM unnest($1::uuid[], $2::uuid[]) AS r(user_id, id)
          WHERE n.user_id = r.user_id AND n.id = r.id AND NOT n.read`,
        [this.readById.map((r) => r.userId), this.readById.map((r) => r.id)],
      );
    }
    if (this.readAll.size > 0) {
      ctx.execute(
        'UPDATE rm_notifications SET read = true WHERE user_id = ANY($1::uuid[]) AND NOT read',
        [[...this.readAll]],
      );
    }
    this.flushNotifications();
  }

  private flushRosters(): void {
    if (this.touchedTeams.size === 0) return;
    const teams = [...this.touchedTeams];
    const rows = teams.flatMap((teamId) =>
      [...(this.rosters.get(teamId) ?? new Map<string, boolean>())].map(([userId, captain]) => ({
        teamId,
        userId,
        captain,
      })),
    );
    this.ctx.execute('DELETE FROM rm_notif_members WHERE team_id = ANY($1::uuid[])', [teams]);
    if (rows.length === 0) return;
    this.ctx.execute(
      `INSERT INTO rm_notif_members (team_id, user_id, captain)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::boolean[])`,
      [rows.map((r) => r.teamId), rows.map((r) => r.userId), rows.map((r) => r.captain)],
    );
  }

  private flushMatches(): void {
    const rows = [...this.touchedMatches].flatMap((id) => {
      const m = this.matches.get(id);
      return m ? [{ id, ...m }] : [];
    });
    if (rows.length === 0) return;
    this.ctx.execute(
      `INSERT INTO rm_notif_matches (id, sender_team_id, receiver_team_id, starts_at, pitch_id,
         status, changed_position)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::timestamptz[], $5::uuid[],
         $6::text[], $7::bigint[])
       ON CONFLICT (id) DO UPDATE SET sender_team_id = EXCLUDED.sender_team_id,
         receiver_team_id = EXCLUDED.receiver_team_id, starts_at = EXCLUDED.starts_at,
         pitch_id = EXCLUDED.pitch_id, status = EXCLUDED.status,
         changed_position = EXCLUDED.changed_position`,
      [
        rows.map((m) => m.id),
        rows.map((m) => m.senderTeamId),
        rows.map((m) => m.receiverTeamId),
        rows.map((m) => m.startsAt),
        rows.map((m) => m.pitchId),
        rows.map((m) => m.status),
        rows.map((m) => m.changedPosition),
      ],
    );
  }

  private flushTies(): void {
    const rows = [...this.touchedTies].flatMap((id) => {
      const t = this.ties.get(id);
      return t ? [{ id, ...t }] : [];
    });
    if (rows.length === 0) return;
    this.ctx.execute(
      `INSERT INTO rm_notif_cup_ties (id, cup_id, round, deadline, team_a, team_b)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::timestamptz[], $5::uuid[],
         $6::uuid[])
       ON CONFLICT (id) DO UPDATE SET cup_id = EXCLUDED.cup_id, round = EXCLUDED.round,
         deadline = EXCLUDED.deadline, team_a = EXCLUDED.team_a, team_b = EXCLUDED.team_b`,
      [
        rows.map((t) => t.id),
        rows.map((t) => t.cupId),
        rows.map((t) => t.round),
        rows.map((t) => t.deadline),
        rows.map((t) => t.teamA),
        rows.map((t) => t.teamB),
      ],
    );
  }

  /**
   * One JSON parameter rather than an array per column: pg would escape every element of a
   * text or jsonb array in JavaScript, which took longer than the derivation itself.
   */
  private flushNotifications(): void {
    if (this.created.size === 0) return;
    const rows = [...this.created.values()].map((n) => ({
      id: n.id,
      user_id: n.userId,
      kind: n.kind,
      params: n.params,
      position: n.event.globalPosition,
      tx: n.event.transactionId,
      created_at: n.event.metadata.time,
      read: n.read,
    }));
    this.ctx.execute(
      `INSERT INTO rm_notifications (id, user_id, kind, params, event_position, event_tx,
         created_at, read)
       SELECT id, user_id, kind, params, position, tx::xid8, created_at, read
         FROM json_to_recordset($1::json) AS n(id uuid, user_id uuid, kind text, params jsonb,
           position bigint, tx text, created_at timestamptz, read boolean)
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }

  // --- reads: the batch's own state, else the tables as they were at its start ---

  private async roster(teamId: string, touch = false): Promise<Map<string, boolean>> {
    if (!this.rosters.has(teamId)) await this.readRosters([teamId]);
    if (touch) this.touchedTeams.add(teamId);
    return this.rosters.get(teamId)!;
  }

  private async match(matchId: string): Promise<MatchRow | null> {
    if (!this.matches.has(matchId)) {
      const rows = await this.readMatches([matchId]);
      this.matches.set(matchId, rows.get(matchId) ?? null);
    }
    return this.matches.get(matchId)!;
  }

  private async tie(tieId: string): Promise<CupTieFacts | null> {
    if (!this.ties.has(tieId)) {
      const rows = await this.readTies([tieId]);
      this.ties.set(tieId, rows.get(tieId) ?? null);
    }
    return this.ties.get(tieId)!;
  }

  /** Rosters of teams not read yet; people erased earlier in the batch are left out. */
  private async readRosters(teamIds: string[]): Promise<void> {
    const wanted = teamIds.filter((id) => !this.rosters.has(id));
    if (wanted.length === 0) return;
    const rows = await this.ctx.query<{ team_id: string; user_id: string; captain: boolean }>(
      `SELECT team_id, user_id, captain FROM rm_notif_members WHERE team_id = ANY($1::uuid[])
        ORDER BY team_id, user_id`,
      [wanted],
    );
    for (const id of wanted) this.rosters.set(id, new Map());
    for (const r of rows) {
      if (!this.erased.has(r.user_id)) this.rosters.get(r.team_id)!.set(r.user_id, r.captain);
    }
  }

  private async readMatches(ids: string[]): Promise<Map<string, MatchRow>> {
    const rows = await this.ctx.query<{
      id: string;
      sender_team_id: string;
      receiver_team_id: string;
      starts_at: Date;
      pitch_id: string;
      status: string;
      changed_position: string;
    }>(
      `SELECT id, sender_team_id, receiver_team_id, starts_at, pitch_id, status, changed_position
         FROM rm_notif_matches WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(
      rows.map((m) => [
        m.id,
        {
          senderTeamId: m.sender_team_id,
          receiverTeamId: m.receiver_team_id,
          startsAt: new Date(m.starts_at).toISOString(),
          pitchId: m.pitch_id,
          status: m.status,
          changedPosition: Number(m.changed_position),
        },
      ]),
    );
  }

  private async readTies(ids: string[]): Promise<Map<string, CupTieFacts>> {
    const rows = await this.ctx.query<{
      id: string;
      cup_id: string;
      round: number;
      deadline: Date;
      team_a: string | null;
      team_b: string | null;
    }>(
      `SELECT id, cup_id, round, deadline, team_a, team_b FROM rm_notif_cup_ties
        WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(
      rows.map((t) => [
        t.id,
        {
          cupId: t.cup_id,
          round: t.round,
          deadline: new Date(t.deadline).toISOString(),
          teamA: t.team_a,
          teamB: t.team_b,
        },
      ]),
    );
  }
}

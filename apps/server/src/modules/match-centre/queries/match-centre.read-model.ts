import { Inject, Injectable } from '@nestjs/common';
import {
  type FixtureDto,
  type FixturesQuery,
  MATCH_STATUS,
  type MatchDetailDto,
  type NextMatchDto,
  type TimelineAction,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import { identityOf, ShapedAnswers } from '../../../platform/read-cache/shaped-answers';
import type { TeamSheet } from '../../matches/domain/match.events';
import {
  FIXTURE_SELECT,
  type FixtureRow,
  fixturesViewerKey,
  resultOf,
  toFixture,
  type Viewer,
} from './fixture-rows';
import { headToHeadOf } from './head-to-head';
import { HeadToHeadReadModel } from './head-to-head.read-model';
import {
  type AvailabilityBase,
  availabilityOf,
  People,
  type PersonRow,
  detailViewerKey,
  rescheduleStateOf,
  resultSides,
  sheetPeople,
} from './match-detail';

/** The projections the match centre reads (a commit of any of them refreshes its answers). */
const SOURCES = [
  'matches',
  'reports',
  'match_centre',
  'availability',
  'teams',
  'users',
  'pitches',
  'leagues',
];
const { accepted, finished } = MATCH_STATUS;

interface DetailBase {
  row: FixtureRow;
  people: PersonRow[];
  timeline: Array<{ at: Date; action: TimelineAction; team_id: string | null }>;
  availability: AvailabilityBase;
}

/**
 * The match page, fixtures and the next match, from the projections (matches, reports,
 * match-centre, availability, teams, users). Viewer-independent parts are cached until a source
 * commits; what a viewer may see (unverified scores, names of who is coming) and what depends on
 * the clock (answers still open, the 48-hour warning) is shaped per request.
 */
@Injectable()
export class MatchCentreReadModel {
  private readonly cache: ReadCache;
  private readonly viewers: ReadCache;
  /** Answers per kind of viewer, kept with the cached reads they are shaped from. */
  private readonly shapedDetails = new ShapedAnswers<DetailBase, MatchDetailDto>();
  private readonly shapedFixtures = new ShapedAnswers<FixtureRow[], FixtureDto[]>();

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(HeadToHeadReadModel) private readonly h2h: HeadToHeadReadModel,
  ) {
    this.cache = new ReadCache(db, SOURCES, commits, 2_000);
    this.viewers = new ReadCache(db, ['teams'], commits, 5_000);
  }

  /** The teams whose insides the caller sees (members' names, unverified scores). */
  viewer(caller: Principal): Promise<Viewer> {
    if (caller.role === 'Admin') {
      return Promise.resolve({ userId: caller.userId, admin: true, teamIds: new Set<string>() });
    }
    return this.viewers.get(`viewer:${caller.userId}`, async () => {
      const rows: Array<{ team_id: string }> = await this.db.query(
        `SELECT team_id FROM rm_team_members WHERE user_id = $1
         UNION SELECT id FROM rm_teams WHERE captain_id = $1`,
        [caller.userId],
      );
      return { userId: caller.userId, admin: false, teamIds: new Set(rows.map((r) => r.team_id)) };
    });
  }

  async detail(matchId: string, viewer: Viewer): Promise<MatchDetailDto | null> {
    const base = await this.cache.get(`detail:${matchId}`, () => this.readDetail(matchId));
    if (!base) return null;
    const { row } = base;
    // a match's teams exist, so its head-to-head is never null (the fallback is for the type)
    const headToHead =
      (await this.h2h.get(row.sender_team_id, row.receiver_team_id)) ??
      headToHeadOf(row.sender_team_id, row.receiver_team_id, []);
    const now = this.clock.now();
    const key = `${detailViewerKey(base, viewer, now)}:${identityOf(headToHead)}`;
    return this.shapedDetails.get(base, key, () => this.shapeDetail(base, viewer, now, headToHead));
  }

  private shapeDetail(
    base: DetailBase,
    viewer: Viewer,
    now: Date,
    headToHead: MatchDetailDto['headToHead'],
  ): MatchDetailDto {
    const { row } = base;
    const people = new People(base.people);
    const result = resultOf(row, viewer);
    const fixture = toFixture(row, viewer);
    return {
      ...fixture,
      result: result && {
        ...result,
        sides: resultSides(row, people, result.visible),
        filedAt: (row.report_created_at ?? row.created_at).toISOString(),
        verifiedAt: row.report_verified_at?.toISOString() ?? null,
      },
      cancellation:
        row.cancel_reason !== null
          ? { reason: row.cancel_reason, at: (row.decided_at ?? row.created_at).toISOString() }
          : null,
      timeline: base.timeline.map((t) => ({
        at: t.at.toISOString(),
        action: t.action,
        teamId: t.team_id,
      })),
      headToHead,
      availability: availabilityOf(base.availability, people, viewer, now),
      reschedule: rescheduleStateOf(row, viewer, now),
    };
  }

  /** Fixtures (accepted) and results (finished, or filed and unverified) in [start, end). */
  async fixtures(q: FixturesQuery, viewer: Viewer): Promise<FixtureDto[]> {
    const key = `fixtures:${q.LeagueId}:${q.TeamId}:${q.SeasonId}:${q.StartDate.toISOString()}:${q.EndDate.toISOString()}`;
    const rows = await this.cache.get(key, () =>
      this.db.query<FixtureRow[]>(
        `${FIXTURE_SELECT}
          WHERE m.starts_at >= $1 AND m.starts_at < $2 AND m.status IN ($3, $4)
            AND ($5::uuid IS NULL OR m.league_id = $5 OR m.sender_league_id = $5
                 OR m.receiver_league_id = $5)
            AND ($6::uuid IS NULL OR m.sender_team_id = $6 OR m.receiver_team_id = $6)
            AND ($7::uuid IS NULL OR m.season_id = $7)
          ORDER BY m.starts_at, m.id LIMIT 2000`,
        [
          q.StartDate.toISOString(),
          q.EndDate.toISOString(),
          accepted,
          finished,
          q.LeagueId ?? null,
          q.TeamId ?? null,
          q.SeasonId ?? null,
        ],
      ),
    );
    return this.shapedFixtures.get(rows, fixturesViewerKey(rows, viewer), () =>
      rows.map((r) => toFixture(r, viewer)),
    );
  }

  /** The team's next accepted match not yet over and without a report, or null. */
  async next(teamId: string, viewer: Viewer): Promise<NextMatchDto | null> {
    const rows = await this.cache.get(`upcoming:${teamId}`, () =>
      this.db.query<FixtureRow[]>(
        `${FIXTURE_SELECT}
          WHERE (m.sender_team_id = $1 OR m.receiver_team_id = $1) AND m.status = $2
            AND r.id IS NULL
          ORDER BY m.starts_at, m.id LIMIT 50`,
        [teamId, accepted],
      ),
    );
    const now = this.clock.now().getTime();
    const row = rows.find((r) => r.starts_at.getTime() + r.length_minutes * 60_000 > now);
    if (!row) return null;
    const base = await this.cache.get(`detail:${row.id}`, () => this.readDetail(row.id));
    if (!base) return null;
    return {
      ...toFixture(row, viewer),
      availability: availabilityOf(
        base.availability,
        new People(base.people),
        viewer,
        this.clock.now(),
      ),
    };
  }

  async teamExists(teamId: string): Promise<boolean> {
    return this.h2h.teamExists(teamId);
  }

  private async readDetail(matchId: string): Promise<DetailBase | null> {
    const [row] = await this.db.query<FixtureRow[]>(`${FIXTURE_SELECT} WHERE m.id = $1`, [matchId]);
    if (!row) return null;
    const teams = [row.sender_team_id, row.receiver_team_id];
    const [timeline, members, answers] = await Promise.all([
      this.db.query<DetailBase['timeline']>(
        'SELECT at, action, team_id FROM rm_mc_timeline WHERE match_id = $1 ORDER BY seq',
        [matchId],
      ),
      this.db.query<AvailabilityBase['members']>(
        `SELECT DISTINCT team_id, user_id FROM (
           SELECT team_id, user_id FROM rm_team_members WHERE team_id = ANY($1::uuid[])
           UNION ALL SELECT id, captain_id FROM rm_teams WHERE id = ANY($1::uuid[])) x`,
        [teams],
      ),
      this.db.query<AvailabilityBase['answers']>(
        'SELECT user_id, team_id, answer FROM rm_match_availability WHERE match_id = $1',
        [matchId],
      ),
    ]);
    const sheets = (row.report_teams as TeamSheet[] | null) ?? [];
    const ids = [...new Set([...sheetPeople(sheets), ...members.map((m) => m.user_id)])];
    const people: PersonRow[] = ids.length
      ? await this.db.query(
          'SELECT id, first_name, last_name, erased FROM rm_users WHERE id = ANY($1::uuid[])',
          [ids],
        )
      : [];
    return {
      row,
      people,
      timeline,
      availability: {
        matchId,
        teamIds: [row.sender_team_id, row.receiver_team_id],
        startsAt: row.starts_at,
        accepting: row.status === accepted && row.report_id === null,
        members,
        answers,
      },
    };
  }
}

import {
  createCupSchema,
  createChallengeSchema,
  MATCH_TYPE,
  matchReportPayloadSchema,
} from '@liga/contracts';
import type { SeasonPeriod } from '../../config/season-calendar';
import type { Principal } from '../../platform/auth/principal';
import { CreateCupCommand } from '../cup/commands/create-cup.handler';
import { EnterCupCommand } from '../cup/commands/cup-entry.handler';
import { type CupAdminAction, ManageCupCommand } from '../cup/commands/manage-cup.handler';
import type { CupCommandDto } from '../cup/commands/cup-command';
import type { CupReadModel } from '../cup/queries/cup.read-model';
import { leagueIdFor } from '../leagues/commands/ensure-current-season';
import { AcceptChallengeCommand } from '../matches/commands/accept-challenge.handler';
import { IssueChallengeCommand } from '../matches/commands/issue-challenge.handler';
import { AcceptReportCommand } from '../reports/commands/accept-report.handler';
import { SubmitReportCommand } from '../reports/commands/submit-report.handler';
import { VerifyReportCommand } from '../reports/commands/verify-report.handler';
import { squadOfTeam } from './demo-report-steps';
import type { DemoCommandRunner } from './demo-runner';
import type { LeaguePlan } from './league-plan';
import { reportPayload } from './reports';
import type { Random } from './random';

const HOUR = 3_600_000;

/** A match time on that day: 17:00, 18:30 or 20:00 UTC by the day (evening in Warsaw). */
const evening = (day: Date) => {
  const d = new Date(day);
  d.setUTCHours([17, 18, 19][d.getUTCDate() % 3], [0, 30][d.getUTCDate() % 2], 0, 0);
  return d;
};

/** 'jesień 2026' / 'wiosna 2027', as cups are named. */
const seasonLabel = (season: SeasonPeriod) => {
  const year = new Date(season.start.getTime() + 12 * HOUR).getUTCFullYear();
  return season.name.includes('jesienny') ? `jesień ${year}` : `wiosna ${year}`;
};

/** What the demo's cups are written with. */
export interface CupContext {
  runner: DemoCommandRunner;
  season: SeasonPeriod;
  now: Date;
  plan: LeaguePlan;
  teamIds: Map<string, string>;
  userIds: Map<string, string>;
  pitchIds: string[];
  adminActor: Principal;
  captainOf: (teamKey: string) => Principal;
  random: Random;
  clockTo: (instant: Date) => void;
  /** Reads a cup's bracket (after the projections caught up). */
  cups: Pick<CupReadModel, 'cup'>;
}

/** How far a tie goes in the demo: played and verified, arranged (still to come), or reported. */
type TieFate = 'verified' | 'arranged' | 'reported';

/**
 * The demo's cups, through the real commands: a finished winter cup (8 teams, every tie
 * verified, a champion) and the league cup in progress (12 teams: the preliminary round
 * played, two quarter-finals verified, one arranged for the days to come, one waiting for the
 * opposing captain's acceptance of its report). One team per league in each cup, so no cup tie
 * meets a league challenge between the same teams. Instants are placed inside the part of the
 * season already past; the seeds are fixed, so the brackets are the same on every first start.
 */
export class DemoCups {
  private readonly from: number;
  private readonly span: number;

  constructor(private readonly c: CupContext) {
    this.from = c.season.start.getTime() + 20 * HOUR;
    this.span = Math.max(6 * HOUR, c.now.getTime() - 3 * HOUR - this.from);
  }

  /** The instant at `share` (0..1) of the season's past. */
  private at(share: number): Date {
    return new Date(this.from + Math.round(this.span * share));
  }

  async write(): Promise<{ cups: number; matches: number }> {
    const winter = this.c.plan.leagues
      .map((l) => l.teams[1]?.key)
      .filter(Boolean)
      .slice(0, 8);
    const league = this.c.plan.leagues.map((l) => l.teams[0].key).slice(0, 12);
    let matches = 0;
    matches += await this.cup(
      'Zimowy Puchar',
      winter,
      'demo-winter-cup',
      [0.1, 0.16, 0.26, 0.36],
      [['verified'], ['verified'], ['verified']],
    );
    matches += await this.cup(
      'Puchar Ligi',
      league,
      'demo-league-cup',
      [0.4, 0.46, 0.6, 0.86],
      [['verified'], ['verified', 'verified', 'arranged', 'reported']],
    );
    return { cups: 2, matches };
  }

  private run<R>(key: string, actor: Principal, at: Date, command: (context: never) => object) {
    this.c.clockTo(at);
    return this.c.runner.execute<R>(key, actor.userId, command as never);
  }

  /**
   * A cup: created, opened, entered by `teamKeys`' captains, closed and drawn with `seed`, then
   * rounds played along `shares` ([entries, first round, …]); `fates[r]` says how far the ties
   * of round r go (its last fate repeats; a round without fates is not played).
   */
  private async cup(
    name: string,
    teamKeys: string[],
    seed: string,
    shares: number[],
    fates: TieFate[][],
  ): Promise<number> {
    const { season, adminActor: admin } = this.c;
    const rounds = Math.ceil(Math.log2(teamKeys.length));
    const played = (r: number) => r < fates.length && fates[r].every((f) => f === 'verified');
    const deadlines = this.deadlines(shares, rounds, played);
    const input = createCupSchema.parse({
      name: `${name} — ${seasonLabel(season)}`,
      leagueIds: this.c.plan.leagues.map((l) => leagueIdFor(season, l.name)),
      entryDeadline: this.at(shares[0] + 0.02).toISOString(),
      roundDeadlines: deadlines.map((d) => d.toISOString()),
      separateTopTier: true,
    });
    const created = await this.run<CupCommandDto>(
      `cup:create:${seed}`,
      admin,
      this.at(shares[0]),
      (context) => new CreateCupCommand(admin, input, context, this.at(shares[0])),
    );
    const cupId = created.id;
    const manage = (action: CupAdminAction, at: Date) =>
      this.run(
        `cup:${action.kind}:${seed}`,
        admin,
        at,
        (context) => new ManageCupCommand(admin, cupId, action, context, at),
      );
    await manage({ kind: 'OpenCupEntries' }, this.at(shares[0] + 0.002));
    for (const [i, key] of teamKeys.entries()) {
      const at = this.at(shares[0] + 0.004 + i * 0.0005);
      const captain = this.c.captainOf(key);
      await this.run(
        `cup:enter:${seed}:${key}`,
        captain,
        at,
        (context) => new EnterCupCommand(captain, cupId, context, at),
      );
    }
    await manage({ kind: 'CloseCupEntries' }, this.at(shares[0] + 0.025));
    await manage({ kind: 'DrawCup', seed }, this.at(shares[0] + 0.03));
    let count = 0;
    for (let r = 0; r < fates.length; r++) {
      await this.c.runner.drain();
      const cup = await this.c.cups.cup(cupId);
      const ties = cup!.rounds[r].ties.filter((t) => t.teamA && t.teamB && !t.winnerTeamId);
      for (const [i, tie] of ties.entries()) {
        const fate = fates[r][Math.min(i, fates[r].length - 1)];
        await this.playTie(seed, tie, fate, shares[r + 1] + i * 0.004, deadlines[r]);
        count += 1;
      }
    }
    return count;
  }

  /** Round deadlines: a round played to the end closes after its matches, the others after now. */
  private deadlines(shares: number[], rounds: number, played: (r: number) => boolean): Date[] {
    const end = this.c.season.end.getTime();
    const now = this.c.now.getTime();
    return Array.from({ length: rounds }, (_, r) => {
      if (played(r)) return this.at(Math.min(0.99, shares[r + 1] + 0.08));
      const after = now + (4 + 7 * r) * 24 * HOUR;
      return new Date(Math.max(now + (r + 2) * HOUR, Math.min(after, end - (rounds - r) * HOUR)));
    });
  }

  private teamKeyOf(teamId: string): string {
    for (const [key, id] of this.c.teamIds) if (id === teamId) return key;
    throw new Error(`demo cup: unknown team ${teamId}`);
  }

  /** One tie's match: challenge, acceptance and (by its fate) report, acceptance, verification. */
  private async playTie(
    seed: string,
    tie: { id: string; teamA: { id: string } | null; teamB: { id: string } | null },
    fate: TieFate,
    share: number,
    deadline: Date,
  ): Promise<void> {
    const [homeKey, awayKey] = [tie.teamA!.id, tie.teamB!.id].map((id) => this.teamKeyOf(id));
    const home = this.c.captainOf(homeKey);
    const away = this.c.captainOf(awayKey);
    const issuedAt = this.at(share);
    const upcoming = fate === 'arranged';
    const planned = upcoming
      ? new Date(
          Math.min(
            evening(new Date(this.c.now.getTime() + 30 * HOUR)).getTime(),
            deadline.getTime() - HOUR,
          ),
        )
      : evening(this.at(share + 0.02));
    // inside the time it may take: after the challenge, before now (played) and the deadline
    const date = new Date(
      Math.min(
        Math.max(planned.getTime(), issuedAt.getTime() + 3 * HOUR),
        upcoming ? deadline.getTime() - HOUR : this.c.now.getTime() - 3 * HOUR,
      ),
    );
    const matchId = await this.issue(
      seed,
      tie.id,
      home,
      this.c.teamIds.get(awayKey)!,
      issuedAt,
      date,
    );
    const acceptAt = new Date(Math.min(issuedAt.getTime() + 2 * HOUR, date.getTime() - HOUR));
    await this.run(
      `cup:accept:${seed}:${tie.id}`,
      away,
      acceptAt,
      (context) => new AcceptChallengeCommand(away, matchId, context),
    );
    if (upcoming) return;
    const rng = this.c.random.fork(`${seed}:${tie.id}`);
    const parsed = matchReportPayloadSchema.parse(
      reportPayload(
        matchId,
        squadOfTeam(this.c, homeKey),
        squadOfTeam(this.c, awayKey),
        false,
        rng,
      ),
    );
    const level = this.levelScore(parsed);
    const payload = level
      ? { ...parsed, penaltiesTeamA: 5, penaltiesTeamB: rng.int(2, 4) }
      : parsed;
    const reportAt = new Date(date.getTime() + 2 * HOUR);
    const report = await this.run<{ id: string }>(
      `cup:report:${seed}:${tie.id}`,
      home,
      reportAt,
      (context) => new SubmitReportCommand(home, payload, context),
    );
    if (fate === 'reported') return;
    await this.run(
      `cup:report-accept:${seed}:${tie.id}`,
      away,
      new Date(reportAt.getTime() + HOUR),
      (context) => new AcceptReportCommand(away, report.id, context),
    );
    await this.run(
      `cup:verify:${seed}:${tie.id}`,
      this.c.adminActor,
      new Date(reportAt.getTime() + 3 * HOUR),
      (context) => new VerifyReportCommand(this.c.adminActor, report.id, context),
    );
  }

  private levelScore(p: {
    goalsTeamA: Array<{ isSuicide: boolean }>;
    goalsTeamB: Array<{ isSuicide: boolean }>;
  }) {
    const own = (g: Array<{ isSuicide: boolean }>) => g.filter((x) => !x.isSuicide).length;
    const gave = (g: Array<{ isSuicide: boolean }>) => g.filter((x) => x.isSuicide).length;
    return own(p.goalsTeamA) + gave(p.goalsTeamB) === own(p.goalsTeamB) + gave(p.goalsTeamA);
  }

  /** A cup challenge on the first pitch free at that time (league matches hold some slots). */
  private async issue(
    seed: string,
    tieId: string,
    home: Principal,
    receiverId: string,
    issuedAt: Date,
    date: Date,
  ) {
    const window = { startDate: this.c.season.start, endDate: this.c.season.end };
    let lastError: unknown = null;
    for (let p = 0; p < Math.min(6, this.c.pitchIds.length); p++) {
      const pitchId = this.c.pitchIds[(p * 7 + tieId.charCodeAt(0)) % this.c.pitchIds.length];
      const input = createChallengeSchema(window).parse({
        date: date.toISOString(),
        length: 60,
        receiverId,
        pitchId,
        matchType: MATCH_TYPE.cup,
      });
      try {
        const issued = await this.run<{ id: string }>(
          `cup:issue:${seed}:${tieId}:${p}`,
          home,
          issuedAt,
          (context) => new IssueChallengeCommand(home, input, context, issuedAt),
        );
        return issued.id;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }
}

import { createChallengeSchema } from '@liga/contracts';
import type { SeasonPeriod } from '../../config/season-calendar';
import type { Principal } from '../../platform/auth/principal';
import { DecideChallengeCommand } from '../matches/commands/decide-challenge.handler';
import { IssueChallengeCommand } from '../matches/commands/issue-challenge.handler';
import { addReportSteps, type FixtureMatchIds } from './demo-report-steps';
import type { DemoCommandRunner, Step } from './demo-runner';
import type { DemoCounts } from './demo-types';
import type { Fixture } from './fixtures';
import type { LeaguePlan } from './league-plan';
import type { Random } from './random';

/** What a season's timeline is written with. */
export interface SeasonContext {
  runner: DemoCommandRunner;
  season: SeasonPeriod;
  fixtures: Fixture[];
  now: Date;
  plan: LeaguePlan;
  teamIds: Map<string, string>;
  pitchIds: string[];
  userIds: Map<string, string>;
  adminActor: Principal;
  captainOf: (teamKey: string) => Principal;
  counts: DemoCounts;
  random: Random;
}

/** The steps of a season's timeline under construction; steps after `now` are left out. */
export class SeasonTimeline {
  readonly steps: Step[] = [];
  /** The fixture the next steps belong to. */
  group = '';

  constructor(readonly s: SeasonContext) {}

  /** Adds a step when it lies in the past; says whether it did. */
  add(at: Date, run: () => Promise<void>): boolean {
    const past = at.getTime() <= this.s.now.getTime();
    if (past) this.steps.push({ at, seq: this.steps.length, group: this.group, run });
    return past;
  }

  issue(key: string, sender: string, receiver: string, date: Date, length: number, pitch: number) {
    const actor = this.s.captainOf(sender);
    const window = { startDate: this.s.season.start, endDate: this.s.season.end };
    const input = createChallengeSchema(window).parse({
      date: date.toISOString(),
      length,
      receiverId: this.s.teamIds.get(receiver),
      pitchId: this.s.pitchIds[pitch],
      matchType: 1,
    });
    return this.s.runner.execute<{ id: string }>(
      `issue:${key}`,
      actor.userId,
      (context) => new IssueChallengeCommand(actor, input, context),
    );
  }

  decide(key: string, actor: Principal, matchId: string, decision: 'accept' | 'reject' | 'cancel') {
    return this.s.runner.execute(
      `${decision}:${key}`,
      actor.userId,
      (context) => new DecideChallengeCommand(actor, matchId, decision, context),
    );
  }
}

/**
 * The season's challenges along its timeline: an earlier challenge turned down or withdrawn,
 * the challenge, its acceptance, then the match's report steps. Two teams have one open
 * challenge at a time: a pair is free again once its last match is verified.
 */
export function seasonSteps(s: SeasonContext): Step[] {
  const timeline = new SeasonTimeline(s);
  const { now, counts } = s;
  const freeAt = new Map<string, number>();
  for (const f of s.fixtures) {
    timeline.group = f.key;
    const pair = [f.sender, f.receiver].sort().join(':');
    const firstIssue = (f.earlier?.issueAt ?? f.issueAt).getTime();
    if (firstIssue <= now.getTime()) {
      if (firstIssue < (freeAt.get(pair) ?? 0)) continue;
      freeAt.set(pair, Number.POSITIVE_INFINITY);
    }
    const matchIds: FixtureMatchIds = {};
    if (f.earlier) addEarlierChallenge(timeline, f, matchIds);
    const issued = timeline.add(f.issueAt, async () => {
      matchIds.match = (
        await timeline.issue(f.key, f.sender, f.receiver, f.date, f.length, f.pitch)
      ).id;
    });
    if (!issued) continue;
    counts.challenges += 1;
    if (
      !f.acceptAt ||
      !timeline.add(f.acceptAt, () =>
        timeline.decide(f.key, s.captainOf(f.receiver), matchIds.match!, 'accept'),
      )
    ) {
      counts.pendingChallenges += 1;
      continue;
    }
    const verifiedAt = addReportSteps(timeline, f, matchIds);
    if (verifiedAt) freeAt.set(pair, verifiedAt.getTime());
  }
  return timeline.steps;
}

function addEarlierChallenge(timeline: SeasonTimeline, f: Fixture, matchIds: FixtureMatchIds) {
  const e = f.earlier!;
  const { s } = timeline;
  timeline.add(e.issueAt, async () => {
    matchIds.earlier = (
      await timeline.issue(`${f.key}:earlier`, f.sender, f.receiver, e.date, f.length, e.pitch)
    ).id;
  });
  const actor = e.decision === 'cancel' ? s.captainOf(f.sender) : s.captainOf(f.receiver);
  const decided = timeline.add(e.decideAt, () =>
    timeline.decide(`${f.key}:earlier`, actor, matchIds.earlier!, e.decision),
  );
  if (decided) {
    s.counts.rejectedOrCancelled += 1;
    s.counts.challenges += 1;
  }
}

import { createChallengeSchema } from '@liga/contracts';
import type { SeasonPeriod } from '../../config/season-calendar';
import type { Principal } from '../../platform/auth/principal';
import { AcceptChallengeCommand } from '../matches/commands/accept-challenge.handler';
import { CancelChallengeCommand } from '../matches/commands/cancel-challenge.handler';
import { IssueChallengeCommand } from '../matches/commands/issue-challenge.handler';
import { RejectChallengeCommand } from '../matches/commands/reject-challenge.handler';
import type { DemoCommandRunner, Step } from './demo-runner';
import type { DemoCounts } from './demo-types';
import type { Fixture } from './fixtures';
import type { LeaguePlan } from './league-plan';
import type { Random } from './random';

/** The demo's decisions on a challenge (the words of its step keys), by their command. */
const CHALLENGE_DECISIONS = {
  accept: AcceptChallengeCommand,
  reject: RejectChallengeCommand,
  cancel: CancelChallengeCommand,
};

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

  /**
   * Adds a step when it lies in the past; says whether it did. `readsReports`: its command
   * reads the reports projection (deciding a report), which must have caught up before its day.
   */
  add(at: Date, run: () => Promise<void>, readsReports = false): boolean {
    const past = at.getTime() <= this.s.now.getTime();
    const step = { at, seq: this.steps.length, group: this.group, run, readsReports };
    if (past) this.steps.push(step);
    return past;
  }

  /** Issues a challenge at `at`, its step's instant (also without a movable clock: npm start). */
  issue(
    key: string,
    at: Date,
    match: { sender: string; receiver: string; date: Date; length: number; pitch: number },
  ) {
    const { sender, receiver, date, length, pitch } = match;
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
      (context) => new IssueChallengeCommand(actor, input, context, at),
    );
  }

  decide(
    key: string,
    actor: Principal,
    matchId: string,
    decision: keyof typeof CHALLENGE_DECISIONS,
  ) {
    return this.s.runner.execute(
      `${decision}:${key}`,
      actor.userId,
      (context) => new CHALLENGE_DECISIONS[decision](actor, matchId, context),
    );
  }
}

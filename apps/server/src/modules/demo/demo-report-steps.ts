import { matchReportPayloadSchema } from '@liga/contracts';
import type { Principal } from '../../platform/auth/principal';
import { AcceptReportCommand } from '../reports/commands/accept-report.handler';
import { RejectReportCommand } from '../reports/commands/reject-report.handler';
import { SubmitReportCommand } from '../reports/commands/submit-report.handler';
import { VerifyReportCommand } from '../reports/commands/verify-report.handler';
import type { SeasonContext, SeasonTimeline } from './demo-season-timeline';
import type { Fixture } from './fixtures';
import { reportPayload, type ReportSide } from './reports';

const REPORT_DECISIONS = {
  accept: AcceptReportCommand,
  reject: RejectReportCommand,
  verify: VerifyReportCommand,
};

/** A team of the plan as a report needs it: its id, strength and squad. */
export function squadOfTeam(
  s: Pick<SeasonContext, 'plan' | 'teamIds' | 'userIds'>,
  teamKey: string,
): ReportSide {
  const team = s.plan.teams.get(teamKey)!;
  return {
    teamId: s.teamIds.get(teamKey)!,
    strength: team.strength,
    squad: [team.captain, ...team.players].map((p) => ({
      userId: s.userIds.get(p.key)!,
      position: p.position,
    })),
  };
}

/** Ids a fixture's steps learn as they run (the next steps read them). */
export interface FixtureMatchIds {
  match?: string;
  earlier?: string;
  report?: string;
}

/**
 * The report of an accepted, played match: submitted by one captain (rejected once and filed
 * again, sometimes), accepted by the other, verified by the admin. Steps after `now` are left
 * out and the match counted where it stopped. Returns when the result was verified, if it was.
 */
export function addReportSteps(
  timeline: SeasonTimeline,
  f: Fixture,
  matchIds: FixtureMatchIds,
): Date | null {
  const { s } = timeline;
  const { counts, now } = s;
  const r = f.report;
  if (!r) {
    if (f.date.getTime() > now.getTime()) counts.acceptedUpcoming += 1;
    else counts.acceptedWithoutReport += 1;
    return null;
  }
  const [homeKey, enemyKey] = r.by === 'sender' ? [f.sender, f.receiver] : [f.receiver, f.sender];
  const home = s.captainOf(homeKey);
  const enemy = s.captainOf(enemyKey);
  const rng = s.random.fork(f.key);
  const squadOf = (teamKey: string) => squadOfTeam(s, teamKey);
  const submit = (attempt: string) => async () => {
    const payload = matchReportPayloadSchema.parse(
      reportPayload(matchIds.match!, squadOf(homeKey), squadOf(enemyKey), r.walkover, rng),
    );
    const created = await s.runner.execute<{ id: string }>(
      `report:${attempt}:${f.key}`,
      home.userId,
      (context) => new SubmitReportCommand(home, payload, context),
    );
    matchIds.report = created.id;
  };
  const decideReport = (actor: Principal, decision: 'accept' | 'reject' | 'verify') => () =>
    s.runner.execute(
      `report-${decision}:${f.key}`,
      actor.userId,
      (context) => new REPORT_DECISIONS[decision](actor, matchIds.report!, context),
    );
  if (!timeline.add(r.submitAt, submit('1'))) {
    counts.acceptedWithoutReport += 1;
    return null;
  }
  if (r.rejectedFirst) {
    if (!timeline.add(r.rejectedFirst.rejectAt, decideReport(enemy, 'reject'), true)) {
      counts.reportsWaitingForCaptain += 1;
      return null;
    }
    if (!timeline.add(r.rejectedFirst.resubmitAt, submit('2'))) {
      counts.acceptedWithoutReport += 1;
      return null;
    }
  }
  if (!r.acceptAt || !timeline.add(r.acceptAt, decideReport(enemy, 'accept'), true)) {
    counts.reportsWaitingForCaptain += 1;
    return null;
  }
  if (!r.verifyAt || !timeline.add(r.verifyAt, decideReport(s.adminActor, 'verify'), true)) {
    counts.reportsWaitingForAdmin += 1;
    return null;
  }
  counts.verifiedResults += 1;
  if (r.walkover) counts.walkovers += 1;
  return r.verifyAt;
}

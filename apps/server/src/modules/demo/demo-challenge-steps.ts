import { addAvailabilitySteps } from './demo-availability-steps';
import { addReportSteps, type FixtureMatchIds } from './demo-report-steps';
import type { Step } from './demo-runner';
import { type SeasonContext, SeasonTimeline } from './demo-season-timeline';
import { showcasePlayer } from './demo-showcase';
import type { Fixture } from './fixtures';

/**
 * The season's challenges along its timeline: an earlier challenge turned down or withdrawn,
 * the challenge, its acceptance, then the match's report steps. Two teams have one open
 * challenge at a time: a pair is free again once its last match is verified.
 */
export function seasonSteps(s: SeasonContext): Step[] {
  const timeline = new SeasonTimeline(s);
  const { now, counts } = s;
  const freeAt = new Map<string, number>();
  const leaveOut = new Set([showcasePlayer(s.plan).key]);
  for (const f of s.fixtures) {
    const pair = [f.sender, f.receiver].sort().join(':');
    // one group per pair of teams: its steps run in time order, so a verification that frees
    // the pair always runs before the pair's next challenge, also on the same day
    timeline.group = `${f.league}:${pair}`;
    const firstIssue = (f.earlier?.issueAt ?? f.issueAt).getTime();
    if (firstIssue <= now.getTime()) {
      if (firstIssue < (freeAt.get(pair) ?? 0)) continue;
      freeAt.set(pair, Number.POSITIVE_INFINITY);
    }
    const matchIds: FixtureMatchIds = {};
    if (f.earlier) addEarlierChallenge(timeline, f, matchIds);
    const issued = timeline.add(f.issueAt, async () => {
      matchIds.match = (await timeline.issue(f.key, f.issueAt, f)).id;
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
    addAvailabilitySteps(timeline, f, matchIds, leaveOut);
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
      await timeline.issue(`${f.key}:earlier`, e.issueAt, { ...f, date: e.date, pitch: e.pitch })
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

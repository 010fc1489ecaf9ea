import type { AvailabilityAnswer } from '@liga/contracts';
import { AnswerAvailabilityCommand } from '../match-centre/commands/answer-availability.handler';
import type { FixtureMatchIds } from './demo-report-steps';
import type { SeasonTimeline } from './demo-season-timeline';
import type { Fixture } from './fixtures';

/** Who says what, by a member's place in the squad (captain first); null: not answered yet. */
const ANSWERS: ReadonlyArray<AvailabilityAnswer | null> = [
  'yes',
  'yes',
  'maybe',
  'yes',
  'no',
  null,
];

/**
 * Who is coming to an accepted match ahead: members of both teams answer, spread over the
 * fixture's window. The demo's printed player is left to answer by themselves.
 */
export function addAvailabilitySteps(
  timeline: SeasonTimeline,
  f: Fixture,
  matchIds: FixtureMatchIds,
  leaveOut: ReadonlySet<string>,
): void {
  const window = f.availability;
  if (!window) return;
  const { s } = timeline;
  const span = Math.max(0, window.to.getTime() - window.from.getTime() - 3_600_000);
  for (const teamKey of [f.sender, f.receiver]) {
    const team = s.plan.teams.get(teamKey)!;
    const squad = [team.captain, ...team.players].filter((p) => !leaveOut.has(p.key));
    squad.forEach((person, index) => {
      const answer = ANSWERS[index % ANSWERS.length];
      if (!answer) return;
      const at = new Date(window.from.getTime() + Math.floor((span * index) / squad.length));
      const actor = { userId: s.userIds.get(person.key)!, role: 'User' as const };
      timeline.add(at, () =>
        s.runner.execute(
          `availability:${f.key}:${person.key}`,
          actor.userId,
          (context) =>
            new AnswerAvailabilityCommand({ actor, matchId: matchIds.match!, answer }, context),
        ),
      );
    });
  }
}

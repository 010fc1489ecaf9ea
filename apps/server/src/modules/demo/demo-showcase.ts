import type { Fixture } from './fixtures';
import type { LeaguePlan } from './league-plan';

/**
 * The demo captain's team (first team of Liga 1) shows every captain tool with something in
 * it: its latest played match has the opponent's report waiting for its acceptance, and its
 * next match is a challenge from the opponent waiting for an answer.
 */
export function showcase(plan: LeaguePlan, fixtures: Fixture[], now: Date): void {
  const team = plan.leagues[0].teams[0].key;
  const own = fixtures.filter((f) => f.sender === team || f.receiver === team);
  const past = own.filter((f) => f.date.getTime() < now.getTime() - 6 * 3_600_000 && f.acceptAt);
  const last = past.sort((a, b) => b.date.getTime() - a.date.getTime())[0];
  if (last) {
    const submitAt = new Date(
      Math.max(last.date.getTime() + 3 * 3_600_000, now.getTime() - 5 * 3_600_000),
    );
    last.report = {
      by: last.sender === team ? 'receiver' : 'sender',
      submitAt: submitAt.getTime() <= now.getTime() ? submitAt : now,
      walkover: false,
    };
  }
  const next = own
    .filter((f) => f.date.getTime() > now.getTime() + 3_600_000)
    .sort((a, b) => a.date.getTime() - b.date.getTime())[0];
  if (next) {
    if (next.sender === team) [next.sender, next.receiver] = [next.receiver, next.sender];
    next.issueAt = new Date(now.getTime() - 20 * 3_600_000);
    delete next.acceptAt;
    delete next.earlier;
  }
}

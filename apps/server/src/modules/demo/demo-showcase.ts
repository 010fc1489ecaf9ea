import type { Fixture } from './fixtures';
import type { DemoPerson } from './people';
import type { LeaguePlan } from './league-plan';

const HOUR = 3_600_000;
/** How many upcoming matches of the showcase team are accepted already ("Następny mecz"). */
const ACCEPTED_AHEAD = 2;

/**
 * The demo captain's team (first team of Liga 1) shows every captain tool with something in
 * it: its latest played match has the opponent's report waiting for its acceptance, one
 * fixture ahead is a challenge from the opponent waiting for an answer, and two other fixtures
 * ahead are accepted matches (the "Następny mecz" card) whose players have begun to say who is
 * coming.
 */
export function showcase(plan: LeaguePlan, fixtures: Fixture[], now: Date): void {
  const team = plan.leagues[0].teams[0].key;
  const own = fixtures.filter((f) => f.sender === team || f.receiver === team);
  const past = own.filter((f) => f.date.getTime() < now.getTime() - 6 * HOUR && f.acceptAt);
  const last = past.sort((a, b) => b.date.getTime() - a.date.getTime())[0];
  if (last) {
    const submitAt = new Date(Math.max(last.date.getTime() + 3 * HOUR, now.getTime() - 5 * HOUR));
    last.report = {
      by: last.sender === team ? 'receiver' : 'sender',
      submitAt: submitAt.getTime() <= now.getTime() ? submitAt : now,
      walkover: false,
    };
  }
  const ahead = own
    .filter((f) => f.date.getTime() > now.getTime() + 3 * HOUR)
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  // the pending challenge: the first fixture ahead whose pair has no match still open (a
  // fixture of a busy pair would be left out of the history by the season's steps)
  const pendingSince = new Date(now.getTime() - 20 * HOUR);
  const next = ahead.find((f) => pairFreeAt(fixtures, f, pendingSince, now));
  if (!next) return;
  if (next.sender === team) [next.sender, next.receiver] = [next.receiver, next.sender];
  next.issueAt = pendingSince;
  delete next.acceptAt;
  delete next.earlier;

  // the following fixtures against other opponents: challenged two days ago, accepted
  // yesterday, answered since; a pair with a match still open elsewhere is skipped
  const issueAt = new Date(now.getTime() - 48 * HOUR);
  const used = new Set([pairOf(next)]);
  let accepted = 0;
  for (const f of ahead) {
    if (accepted === ACCEPTED_AHEAD) break;
    if (f === next) continue;
    if (used.has(pairOf(f)) || !pairFreeAt(fixtures, f, issueAt, now)) continue;
    used.add(pairOf(f));
    f.issueAt = issueAt;
    f.acceptAt = new Date(now.getTime() - 24 * HOUR);
    f.availability = { from: new Date(now.getTime() - 20 * HOUR), to: now };
    delete f.earlier;
    accepted += 1;
  }
}

function pairOf(f: Fixture): string {
  return [f.sender, f.receiver].sort().join(':');
}

/** No other challenge of the pair is open at `at` (issued by `now` and not yet verified). */
function pairFreeAt(fixtures: Fixture[], f: Fixture, at: Date, now: Date): boolean {
  const pair = pairOf(f);
  return fixtures.every((g) => {
    if (g === f || pairOf(g) !== pair) return true;
    if ((g.earlier?.issueAt ?? g.issueAt).getTime() > now.getTime()) return true;
    const verifyAt = g.report?.verifyAt;
    return verifyAt !== undefined && verifyAt.getTime() <= at.getTime();
  });
}

/** The player whose login the demo prints: the first outfield player of the showcase team. */
export function showcasePlayer(plan: LeaguePlan): DemoPerson {
  const team = plan.leagues[0].teams[0];
  return team.players.find((p) => p.position !== 1) ?? team.players[0];
}

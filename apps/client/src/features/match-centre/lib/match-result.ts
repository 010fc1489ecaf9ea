import type { FixtureDto, FixtureResultDto } from '@liga/contracts';
import { matchCentreTexts } from '../texts';

const t = matchCentreTexts.result;

/** The team name for an id of the match (team A or B). */
export function teamName(
  match: Pick<FixtureDto, 'teamA' | 'teamB'>,
  teamId: string | null,
): string {
  if (teamId === match.teamA.id) return match.teamA.name;
  if (teamId === match.teamB.id) return match.teamB.name;
  return '';
}

/** 'niezweryfikowany — czeka na …' for a provisional result; null for a verified one. */
export function provisionalNote(
  match: Pick<FixtureDto, 'teamA' | 'teamB'>,
  result: FixtureResultDto,
): string | null {
  if (result.verified) return null;
  const next =
    result.awaiting === 'opponent'
      ? t.waitsForTeam(teamName(match, result.awaitingTeamId))
      : t.waitsForAdmin;
  return `${t.unverified} — ${next}`;
}

/** '3 : 1', or null when the viewer may not see the score. */
export function scoreText(result: FixtureResultDto | null): string | null {
  if (!result || !result.visible || result.teamAGoals === null || result.teamBGoals === null) {
    return null;
  }
  return `${result.teamAGoals} : ${result.teamBGoals}`;
}

/** Upcoming: not kicked off and no result. Played: a result, or kicked off (waits for a report). */
export function isPlayed(match: Pick<FixtureDto, 'date' | 'result'>, now: Date): boolean {
  return match.result !== null || new Date(match.date).getTime() <= now.getTime();
}

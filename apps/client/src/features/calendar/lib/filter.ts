import type { CalendarMatchDto } from '@liga/contracts';

/** The calendar's filter: one league (its teams, for matches between leagues) and one team. */
export interface CalendarFilter {
  leagueId: string | null;
  /** The chosen league's team ids (a match of two leagues shows in both). */
  leagueTeamIds: ReadonlySet<string>;
  teamId: string | null;
}

export function filterCalendar(
  matches: readonly CalendarMatchDto[],
  filter: CalendarFilter,
): CalendarMatchDto[] {
  return matches.filter((m) => {
    const teams = [m.teamA.id, m.teamB.id];
    if (filter.teamId && !teams.includes(filter.teamId)) return false;
    if (!filter.leagueId) return true;
    return m.league?.id === filter.leagueId || teams.some((id) => filter.leagueTeamIds.has(id));
  });
}

/** The team logo strip (spec sections 2 and 9): 14 slots, a carousel only above 14 teams. */
export const LOGO_SLOTS = 14;

export type LogoSlot<T> = { kind: 'team'; team: T } | { kind: 'empty'; key: string };

/** Up to 14 teams, padded with empty boxes to 14. */
export function staticSlots<T>(teams: readonly T[], slots = LOGO_SLOTS): LogoSlot<T>[] {
  const filled: LogoSlot<T>[] = teams.slice(0, slots).map((team) => ({ kind: 'team', team }));
  for (let i = filled.length; i < slots; i++) filled.push({ kind: 'empty', key: `empty-${i}` });
  return filled;
}

export const isCarousel = (teamCount: number, slots = LOGO_SLOTS) => teamCount > slots;

/** The next first-visible index of the carousel, wrapping at both ends. */
export function stepOffset(offset: number, step: number, teamCount: number, slots = LOGO_SLOTS) {
  const last = Math.max(0, teamCount - slots);
  const next = offset + step;
  if (next > last) return 0;
  if (next < 0) return last;
  return next;
}

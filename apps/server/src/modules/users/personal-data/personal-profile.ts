/** The personal fields of a profile: only ever stored sealed in events (see personal-data-vault). */
export interface PersonalProfile {
  /** Only at registration (the address cannot be changed afterwards). */
  email?: string;
  firstName: string;
  lastName: string;
  /** ISO date (YYYY-MM-DD) or null. */
  birthDate: string | null;
  height: number | null;
  shirtNumber: number | null;
}

/** A date (ISO date-time or date) as the YYYY-MM-DD day it names, in UTC. */
export function toIsoDay(value: string): string {
  return new Date(value).toISOString().slice(0, 10);
}

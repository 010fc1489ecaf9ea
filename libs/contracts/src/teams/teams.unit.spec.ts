import { createTeamSchema, editTeamSchema, TEAM_MESSAGES } from '../index';

const base = { id: '6f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10', name: 'Orły Kraków', shortName: 'ork' };
const messages = (input: unknown) => {
  const r = editTeamSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('team edit/create rules (spec section 5)', () => {
  it('upper-cases the short name (Polish letters included) and tidies the name', () => {
    const r = editTeamSchema.parse({ ...base, name: '  Żubry   Łódź 2 ', shortName: 'żł2' });
    expect(r).toEqual({ ...base, name: 'Żubry Łódź 2', shortName: 'ŻŁ2' });
  });

  it.each(['AB', 'ABCD', '', '   '])('refuses the short name %j', (shortName) => {
    expect(messages({ ...base, shortName })).toEqual([
      shortName.trim() ? TEAM_MESSAGES.shortNameLength : TEAM_MESSAGES.shortNameRequired,
    ]);
  });

  it.each(['A-B', 'A B', 'A_1'])('refuses the short name %j (letters and digits only)', (s) => {
    expect(messages({ ...base, shortName: s })).toEqual([TEAM_MESSAGES.shortNameChars]);
  });

  it.each(['Orły!', 'FC <script>', 'Team_1', 'Ünited'])('refuses the name %j', (name) => {
    expect(messages({ ...base, name })).toEqual([TEAM_MESSAGES.nameChars]);
  });

  it('requires a name and a league at creation', () => {
    const r = createTeamSchema.safeParse({ name: ' ', shortName: 'ABC' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      TEAM_MESSAGES.nameRequired,
      TEAM_MESSAGES.leagueRequired,
    ]);
  });
});

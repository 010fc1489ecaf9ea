import { manualMatchFieldsSchema, REPORT_MESSAGES, reportDayRangeSchema } from '../index';

const L = '5f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10';
const A = '6f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10';
const B = '7f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10';
const P = '8f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10';

/** Each failed field with its first message. */
function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('the admin report filter (days)', () => {
  it('accepts a range of calendar days, one day included', () => {
    expect(reportDayRangeSchema.safeParse({ from: '2025-10-01', to: '2025-10-31' }).success).toBe(
      true,
    );
    expect(reportDayRangeSchema.safeParse({ from: '2025-10-01', to: '2025-10-01' }).success).toBe(
      true,
    );
  });

  it('asks for both days and refuses impossible ones', () => {
    expect(messages(reportDayRangeSchema.safeParse({ from: '', to: '2025-02-30' }))).toEqual({
      from: REPORT_MESSAGES.startDayRequired,
      to: REPORT_MESSAGES.endDayRequired,
    });
  });

  it('applies the query rules: end not before start, at most the longest range', () => {
    expect(
      messages(reportDayRangeSchema.safeParse({ from: '2025-10-02', to: '2025-10-01' })),
    ).toEqual({ to: REPORT_MESSAGES.dateRangeInvalid });
    expect(
      messages(reportDayRangeSchema.safeParse({ from: '2025-01-01', to: '2025-12-31' })),
    ).toEqual({ to: REPORT_MESSAGES.dateRangeTooLong });
  });
});

describe('the manual report match fields', () => {
  const fields = {
    leagueId: L,
    teamAId: A,
    teamBId: B,
    pitchId: P,
    date: '2025-10-12T18:00',
    matchLength: '60',
  };

  it('reads the typed length as a number and keeps the typed date', () => {
    expect(manualMatchFieldsSchema.parse(fields)).toEqual({ ...fields, matchLength: 60 });
  });

  it('names every missing field with the payload rules and the form texts', () => {
    const empty = {
      leagueId: '',
      teamAId: '',
      teamBId: '',
      pitchId: '',
      date: '',
      matchLength: '',
    };
    expect(messages(manualMatchFieldsSchema.safeParse(empty))).toEqual({
      leagueId: REPORT_MESSAGES.leagueRequired,
      teamAId: REPORT_MESSAGES.teamRequired,
      teamBId: REPORT_MESSAGES.teamRequired,
      pitchId: REPORT_MESSAGES.pitchRequired,
      date: REPORT_MESSAGES.dateRequired,
      matchLength: REPORT_MESSAGES.lengthRange,
    });
  });

  it('refuses lengths outside 11–119 minutes, the unset 1970 date and the same team twice', () => {
    for (const matchLength of ['10', '120', '60.5'])
      expect(messages(manualMatchFieldsSchema.safeParse({ ...fields, matchLength }))).toEqual({
        matchLength: REPORT_MESSAGES.lengthRange,
      });
    expect(
      messages(manualMatchFieldsSchema.safeParse({ ...fields, date: '1970-01-01T00:00' })),
    ).toEqual({ date: REPORT_MESSAGES.dateRequired });
    expect(messages(manualMatchFieldsSchema.safeParse({ ...fields, teamBId: A }))).toEqual({
      teamBId: REPORT_MESSAGES.sameTeams,
    });
  });
});

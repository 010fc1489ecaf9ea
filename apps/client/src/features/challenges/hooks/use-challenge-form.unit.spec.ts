import { describe, expect, it } from '@jest/globals';
import { CHALLENGE_MESSAGES, createChallengeSchema, type SeasonWindow } from '@liga/contracts';
import {
  challengeInput,
  dateValue,
  lengthIsInvalid,
  type ChallengeValues,
} from './use-challenge-form';

/** What the form's resolver does: the values as the contract reads them, then its rules. */
function checkChallenge(
  values: ChallengeValues,
  window: SeasonWindow,
  now = () => new Date('2025-09-01T10:00:00.000Z'),
) {
  const parsed = createChallengeSchema(window, now).safeParse(challengeInput(values));
  if (parsed.success) return { ok: true as const, request: parsed.data };
  const issues = parsed.error.issues;
  return {
    ok: false as const,
    fields: new Set(issues.map((issue) => String(issue.path[0]))),
    messages: [...new Set(issues.map((issue) => issue.message))],
  };
}

const season = { startDate: '2025-08-10T00:00:00.000Z', endDate: '2026-01-15T23:59:59.999Z' };
const team = '6f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10';
const pitch = '7f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10';

describe('the challenge form', () => {
  it('sends the Warsaw time typed as a UTC instant', () => {
    expect(dateValue('15/11/2025 18:00')).toBe('2025-11-15T17:00:00.000Z');
    expect(dateValue('12/09/2025 18:30')).toBe('2025-09-12T16:30:00.000Z');
    expect(dateValue('  ')).toBeNull();
    expect(dateValue('jutro')).toBe('jutro');
  });

  it('builds the request of complete values', () => {
    const result = checkChallenge(
      { receiverId: team, pitchId: pitch, date: '15/11/2025 18:00', length: '60' },
      season,
    );
    expect(result).toEqual({
      ok: true,
      request: {
        date: '2025-11-15T17:00:00.000Z',
        length: 60,
        receiverId: team,
        pitchId: pitch,
        matchType: 1,
      },
    });
  });

  it('marks every missing or wrong field with the contract messages', () => {
    const result = checkChallenge({ receiverId: '', pitchId: '', date: '', length: '10' }, season);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([...result.fields].sort()).toEqual(['date', 'length', 'pitchId', 'receiverId']);
    expect(result.messages).toEqual(
      expect.arrayContaining([
        CHALLENGE_MESSAGES.dateRequired,
        CHALLENGE_MESSAGES.lengthRange,
        CHALLENGE_MESSAGES.pitchRequired,
        CHALLENGE_MESSAGES.receiverRequired,
      ]),
    );
  });

  it('refuses dates outside the season and unreadable dates', () => {
    const base = { receiverId: team, pitchId: pitch, length: '60' };
    const outside = checkChallenge({ ...base, date: '20/01/2026 18:00' }, season);
    expect(outside.ok === false && [...outside.fields]).toEqual(['date']);
    const unreadable = checkChallenge({ ...base, date: '31/11/2025 18:00' }, season);
    expect(unreadable.ok === false && unreadable.messages).toEqual([
      CHALLENGE_MESSAGES.dateInvalid,
    ]);
  });

  it('marks a meeting time that has passed (Warsaw time typed) with the contract message', () => {
    const base = { receiverId: team, pitchId: pitch, length: '60' };
    const now = () => new Date('2025-11-15T17:00:00.000Z'); // 18:00 in Warsaw
    const passed = checkChallenge({ ...base, date: '15/11/2025 18:00' }, season, now);
    expect(passed.ok === false && [[...passed.fields], passed.messages]).toEqual([
      ['date'],
      [CHALLENGE_MESSAGES.dateNotInFuture],
    ]);
    expect(checkChallenge({ ...base, date: '15/11/2025 18:01' }, season, now).ok).toBe(true);
  });

  it('accepts lengths above 10 and below 120 minutes only', () => {
    expect(['10', '120', '', 'abc', '9'].map(lengthIsInvalid)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['11', '119', '60'].map(lengthIsInvalid)).toEqual([false, false, false]);
  });
});

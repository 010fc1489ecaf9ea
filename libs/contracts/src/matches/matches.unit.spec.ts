import {
  CHALLENGE_MESSAGES,
  calendarQuerySchema,
  createChallengeSchema,
  createPitchSchema,
  instantFromInput,
  matchStatusName,
  wallClockAt,
} from '../index';

const season = { startDate: '2025-08-09T22:00:00.000Z', endDate: '2026-01-15T22:59:59.999Z' };
const valid = {
  date: '2025-09-12T16:30:00.000Z',
  length: 60,
  receiverId: '6f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10',
  pitchId: '7f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10',
  matchType: 1,
};
const messagesOf = (input: unknown) => {
  const r = createChallengeSchema(season).safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('challenge rules (spec sections 5 and 9)', () => {
  it('accepts a challenge inside the season and normalises the date to a UTC instant', () => {
    expect(
      createChallengeSchema(season).parse({ ...valid, date: '2025-09-12T18:30+02:00' }),
    ).toEqual(valid);
  });

  it.each([undefined, '', null, '1970-01-01T00:00:00.000Z'])('date %j counts as unset', (date) => {
    expect(messagesOf({ ...valid, date })).toEqual([CHALLENGE_MESSAGES.dateRequired]);
  });

  it.each(['2025-08-09T21:59:59Z', '2026-01-16T00:00:00Z', '2027-01-01T10:00:00Z'])(
    'refuses %s outside the season window',
    (date) => {
      expect(messagesOf({ ...valid, date })).toEqual([
        'Data spotkania musi mieścić się między 10/08/2025 a 15/01/2026.',
      ]);
    },
  );

  it('refuses, given a now (the form), a date not after it; the server decides without one', () => {
    const now = () => new Date('2025-09-12T16:30:00.000Z');
    const withNow = (date: string) => {
      const r = createChallengeSchema(season, now).safeParse({ ...valid, date });
      return r.success ? [] : r.error.issues.map((i) => [i.path[0], i.message]);
    };
    expect(withNow('2025-09-11T18:00:00.000Z')).toEqual([
      ['date', CHALLENGE_MESSAGES.dateNotInFuture],
    ]);
    expect(withNow('2025-09-12T16:30:00.000Z')).toEqual([
      ['date', 'Termin meczu musi być w przyszłości.'],
    ]);
    expect(withNow('2025-09-12T16:31:00.000Z')).toEqual([]);
    expect(messagesOf({ ...valid, date: '2025-09-11T18:00:00.000Z' })).toEqual([]);
  });

  it.each([10, 120, 0, -5, 60.5, 'abc', undefined])('refuses length %j', (length) => {
    expect(messagesOf({ ...valid, length })).toEqual([CHALLENGE_MESSAGES.lengthRange]);
  });

  it.each([11, 119, '90'])('accepts length %j', (length) => {
    expect(messagesOf({ ...valid, length })).toEqual([]);
  });

  it('requires a pitch and a receiver; match type 1 only', () => {
    expect(messagesOf({ ...valid, pitchId: undefined, receiverId: '' })).toEqual([
      CHALLENGE_MESSAGES.receiverRequired,
      CHALLENGE_MESSAGES.pitchRequired,
    ]);
    expect(messagesOf({ ...valid, matchType: 3 })).toEqual([CHALLENGE_MESSAGES.matchTypeInvalid]);
    expect(createChallengeSchema(season).parse({ ...valid, matchType: undefined }).matchType).toBe(
      1,
    );
  });
});

describe('pitch coordinates', () => {
  it('accepts comma decimals and numbers', () => {
    expect(
      createPitchSchema.parse({ name: ' Orlik ', latitude: '50,0614', longitude: 19.9366 }),
    ).toEqual({ name: 'Orlik', latitude: 50.0614, longitude: 19.9366 });
  });

  it.each([
    [{ latitude: '91', longitude: '19' }, [CHALLENGE_MESSAGES.latitudeInvalid]],
    [{ latitude: '50', longitude: '-180,5' }, [CHALLENGE_MESSAGES.longitudeInvalid]],
    [
      { latitude: '5O,1', longitude: '1e2' },
      [CHALLENGE_MESSAGES.latitudeInvalid, CHALLENGE_MESSAGES.longitudeInvalid],
    ],
    [
      { latitude: '', longitude: null },
      [CHALLENGE_MESSAGES.latitudeInvalid, CHALLENGE_MESSAGES.longitudeInvalid],
    ],
    [{ latitude: 'Infinity', longitude: '0' }, [CHALLENGE_MESSAGES.latitudeInvalid]],
  ])('refuses %j', (coords, messages) => {
    const r = createPitchSchema.safeParse({ name: 'Orlik', ...coords });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(messages);
  });
});

describe('Warsaw time', () => {
  it('reads zone-less local times as Warsaw time across the end of DST (26 Oct 2025)', () => {
    expect(instantFromInput('2025-10-26T00:30:00')?.toISOString()).toBe('2025-10-25T22:30:00.000Z');
    expect(instantFromInput('2025-10-26T04:00:00')?.toISOString()).toBe('2025-10-26T03:00:00.000Z');
    // 02:30 happens twice: the earlier (CEST) occurrence
    expect(instantFromInput('2025-10-26T02:30:00')?.toISOString()).toBe('2025-10-26T00:30:00.000Z');
    expect(instantFromInput('2025-10-27')?.toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });

  it('moves a time in the spring gap forward (30 Mar 2025, 02:30 does not exist)', () => {
    expect(instantFromInput('2025-03-30T02:30:00')?.toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(instantFromInput('2025-03-30T01:59:59.500')?.toISOString()).toBe(
      '2025-03-30T00:59:59.500Z',
    );
  });

  it('keeps instants with a zone, refuses garbage and impossible days', () => {
    expect(instantFromInput('2025-10-26T01:30:00Z')?.toISOString()).toBe(
      '2025-10-26T01:30:00.000Z',
    );
    expect(instantFromInput('2025-10-26T03:30:00+02:00')?.toISOString()).toBe(
      '2025-10-26T01:30:00.000Z',
    );
    for (const bad of ['2025-02-30T10:00:00', '2025-02-30T10:00:00Z', 'jutro', '2025-13-01', 42]) {
      expect(instantFromInput(bad)).toBeNull();
    }
  });

  it('shows the wall clock of an instant', () => {
    expect(wallClockAt(new Date('2025-10-26T01:30:00Z'))).toMatchObject({
      day: 26,
      hour: 2,
      minute: 30,
    });
    expect(wallClockAt(new Date('2025-10-25T22:30:00Z'))).toMatchObject({
      day: 26,
      hour: 0,
      minute: 30,
    });
  });

  it('calendar bounds: required, ordered, at most 62 days', () => {
    const ok = calendarQuerySchema.parse({
      StartDate: '2025-10-20T00:00:00',
      EndDate: '2025-10-27T00:00:00',
    });
    expect(ok.StartDate.toISOString()).toBe('2025-10-19T22:00:00.000Z');
    expect(ok.EndDate.toISOString()).toBe('2025-10-26T23:00:00.000Z');
    const issues = (q: unknown) => {
      const r = calendarQuerySchema.safeParse(q);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(issues({})).toEqual([
      CHALLENGE_MESSAGES.calendarStartRequired,
      CHALLENGE_MESSAGES.calendarEndRequired,
    ]);
    expect(issues({ StartDate: '2025-10-27', EndDate: '2025-10-20' })).toEqual([
      CHALLENGE_MESSAGES.calendarRange,
    ]);
    expect(issues({ StartDate: '2025-01-01', EndDate: '2025-12-31' })).toEqual([
      CHALLENGE_MESSAGES.calendarTooLong,
    ]);
  });

  it('names the statuses as spec section 4', () => {
    expect([1, 2, 3, 4, 5, 9].map(matchStatusName)).toEqual([
      'OCZEKUJĄCE',
      'OCZEKUJĄCE',
      'AKCEPTOWANO',
      'ANULOWANO',
      'ZAKOŃCZONO',
      'UNDEFINED',
    ]);
  });
});

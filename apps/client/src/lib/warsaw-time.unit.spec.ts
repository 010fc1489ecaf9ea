import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  formatDateTimeInput,
  parseDateTimeInput,
  utcToWarsawParts,
  warsawLocalToUtc,
  warsawMidnight,
  warsawOffsetMs,
} from './warsaw-time';
import { formatLongDateTime, tryFormatLongDateTime } from './polish-dates';

const iso = (date: Date) => date.toISOString();
const at = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('warsawLocalToUtc', () => {
  it('takes one hour off in winter and two in summer', () => {
    expect(iso(warsawLocalToUtc(at(2025, 11, 15, 18)))).toBe('2025-11-15T17:00:00.000Z');
    expect(iso(warsawLocalToUtc(at(2025, 8, 10, 18, 30)))).toBe('2025-08-10T16:30:00.000Z');
    expect(iso(warsawLocalToUtc(at(2026, 1, 15, 23, 59)))).toBe('2026-01-15T22:59:00.000Z');
  });

  describe('the October change (26 Oct 2025, 03:00 CEST -> 02:00 CET)', () => {
    it('keeps summer time until the change and winter time after it', () => {
      expect(iso(warsawLocalToUtc(at(2025, 10, 26, 1, 30)))).toBe('2025-10-25T23:30:00.000Z');
      expect(iso(warsawLocalToUtc(at(2025, 10, 26, 3, 0)))).toBe('2025-10-26T02:00:00.000Z');
      expect(iso(warsawLocalToUtc(at(2025, 10, 26, 18)))).toBe('2025-10-26T17:00:00.000Z');
      expect(iso(warsawLocalToUtc(at(2025, 10, 25, 18)))).toBe('2025-10-25T16:00:00.000Z');
    });

    it('reads the twice-occurring 02:30 as its first (summer-time) occurrence', () => {
      expect(iso(warsawLocalToUtc(at(2025, 10, 26, 2, 30)))).toBe('2025-10-26T00:30:00.000Z');
    });

    it('midnight of the change day is still summer time', () => {
      expect(iso(warsawMidnight({ year: 2025, month: 10, day: 26 }))).toBe(
        '2025-10-25T22:00:00.000Z',
      );
      expect(iso(warsawMidnight({ year: 2025, month: 10, day: 27 }))).toBe(
        '2025-10-26T23:00:00.000Z',
      );
    });
  });

  describe('the March change (29 Mar 2026, 02:00 CET -> 03:00 CEST)', () => {
    it('uses winter time before the change and summer time after it', () => {
      expect(iso(warsawLocalToUtc(at(2026, 3, 29, 1, 59)))).toBe('2026-03-29T00:59:00.000Z');
      expect(iso(warsawLocalToUtc(at(2026, 3, 29, 3, 0)))).toBe('2026-03-29T01:00:00.000Z');
      expect(iso(warsawLocalToUtc(at(2026, 3, 28, 18)))).toBe('2026-03-28T17:00:00.000Z');
      expect(iso(warsawLocalToUtc(at(2026, 3, 29, 18)))).toBe('2026-03-29T16:00:00.000Z');
    });

    it('moves a time in the skipped hour forward, as the clocks do (02:30 -> 03:30)', () => {
      const instant = warsawLocalToUtc(at(2026, 3, 29, 2, 30));
      expect(iso(instant)).toBe('2026-03-29T01:30:00.000Z');
      expect(utcToWarsawParts(instant)).toMatchObject({ hour: 3, minute: 30 });
    });

    it('the week of the change is 167 hours long', () => {
      const monday = warsawMidnight({ year: 2026, month: 3, day: 23 });
      const nextMonday = warsawMidnight({ year: 2026, month: 3, day: 30 });
      expect((nextMonday.getTime() - monday.getTime()) / 3_600_000).toBe(167);
    });
  });
});

describe('utcToWarsawParts', () => {
  it('shows an instant in Warsaw time with its weekday (Monday = 1)', () => {
    expect(utcToWarsawParts('2025-11-15T17:00:00Z')).toEqual({
      ...at(2025, 11, 15, 18),
      weekday: 6,
    });
    expect(utcToWarsawParts('2025-08-10T22:30:00Z')).toEqual({
      ...at(2025, 8, 11, 0, 30),
      weekday: 1,
    });
  });

  it('shows both 02:30s of the October night and skips 02:xx in March', () => {
    expect(utcToWarsawParts('2025-10-26T00:30:00Z')).toMatchObject({ hour: 2, minute: 30 });
    expect(utcToWarsawParts('2025-10-26T01:30:00Z')).toMatchObject({ hour: 2, minute: 30 });
    expect(utcToWarsawParts('2026-03-29T00:59:00Z')).toMatchObject({ hour: 1, minute: 59 });
    expect(utcToWarsawParts('2026-03-29T01:00:00Z')).toMatchObject({ hour: 3, minute: 0 });
  });

  it('round-trips every quarter hour across both changes', () => {
    for (const start of ['2025-10-25T12:00:00Z', '2026-03-28T12:00:00Z']) {
      for (let step = 0; step < 4 * 36; step++) {
        const instant = new Date(Date.parse(start) + step * 900_000);
        const parts = utcToWarsawParts(instant);
        const back = warsawLocalToUtc(parts);
        // The only instants that cannot come back are the second, winter-time 02:xx of October.
        if (back.getTime() !== instant.getTime()) {
          expect(instant.getTime() - back.getTime()).toBe(3_600_000);
          expect(parts.hour).toBe(2);
        }
      }
    }
  });
});

describe('helpers', () => {
  it('knows the offsets', () => {
    expect(warsawOffsetMs(Date.parse('2025-07-01T00:00:00Z'))).toBe(7_200_000);
    expect(warsawOffsetMs(Date.parse('2025-12-01T00:00:00Z'))).toBe(3_600_000);
  });

  it('adds days across months and years', () => {
    expect(addDays({ year: 2025, month: 12, day: 29 }, 7)).toEqual({
      year: 2026,
      month: 1,
      day: 5,
      weekday: 1,
    });
    expect(addDays({ year: 2025, month: 3, day: 1 }, -1)).toMatchObject({ month: 2, day: 28 });
  });

  it('formats and parses dd/MM/yyyy HH:mm', () => {
    expect(formatDateTimeInput(at(2025, 11, 5, 8, 5))).toBe('05/11/2025 08:05');
    expect(parseDateTimeInput('05/11/2025 08:05')).toEqual(at(2025, 11, 5, 8, 5));
    expect(parseDateTimeInput(' 5.11.2025 18:30 ')).toEqual(at(2025, 11, 5, 18, 30));
    expect(parseDateTimeInput('31/11/2025 18:00')).toBeNull();
    expect(parseDateTimeInput('15/11/2025 24:00')).toBeNull();
    expect(parseDateTimeInput('15/11/2025')).toBeNull();
    expect(parseDateTimeInput('')).toBeNull();
  });
});

describe('Polish long dates', () => {
  it('writes the weekday, the day, the month in the genitive, the year and the Warsaw time', () => {
    expect(formatLongDateTime('2025-11-15T17:00:00Z')).toBe('sobota, 15 listopada 2025, 18:00');
    expect(formatLongDateTime('2025-10-26T17:00:00Z')).toBe(
      'niedziela, 26 października 2025, 18:00',
    );
    expect(formatLongDateTime('2025-08-31T22:15:00Z')).toBe('poniedziałek, 1 września 2025, 00:15');
    expect(tryFormatLongDateTime('x')).toBeNull();
    expect(tryFormatLongDateTime(null)).toBeNull();
  });
});

import {
  nextSeason,
  previousSeason,
  seasonContaining,
  seasonId,
  seasonOf,
} from './season-calendar';

describe('season calendar', () => {
  it('the spec season is autumn 2025: 10 Aug 2025 to 15 Jan 2026, in Warsaw time', () => {
    const autumn = seasonOf('autumn', 2025);
    // 00:00 Warsaw summer time (UTC+2) and 23:59:59.999 Warsaw winter time (UTC+1)
    expect(autumn.start.toISOString()).toBe('2025-08-09T22:00:00.000Z');
    expect(autumn.end.toISOString()).toBe('2026-01-15T22:59:59.999Z');
    expect(autumn.name).toBe('Sezon jesienny 2025/2026');
  });

  it.each([
    ['2025-08-09T22:00:00.000Z', '2025-autumn'],
    ['2025-08-09T21:59:59.999Z', '2025-spring'],
    ['2026-01-15T22:59:59.999Z', '2025-autumn'],
    ['2026-01-15T23:00:00.000Z', '2026-spring'],
    // the turn of 2027: 23:59:59 and 00:00:00 Warsaw on 15/16 January
    ['2027-01-15T22:59:59.000Z', '2026-autumn'],
    ['2027-01-15T23:00:00.000Z', '2027-spring'],
    ['2026-12-31T23:30:00.000Z', '2026-autumn'], // already 2027 in Warsaw
    ['2026-11-21T12:00:00.000Z', '2026-autumn'],
    ['2027-01-02T12:00:00.000Z', '2026-autumn'],
  ])('%s lies in %s', (instant, key) => expect(seasonContaining(new Date(instant)).key).toBe(key));

  it('seasons follow each other without a gap', () => {
    let season = seasonContaining(new Date('2026-11-21T00:00:00Z'));
    for (let i = 0; i < 10; i++) {
      const before = previousSeason(season);
      expect(before.end.getTime() + 1).toBe(season.start.getTime());
      season = before;
    }
    expect(season.key).toBe('2021-autumn');
  });

  it('the season after the autumn is the spring of the next year, and back', () => {
    const autumn = seasonOf('autumn', 2026);
    expect(nextSeason(autumn).key).toBe('2027-spring');
    expect(nextSeason(autumn).start.getTime()).toBe(autumn.end.getTime() + 1);
    expect(nextSeason(seasonOf('spring', 2027)).key).toBe('2027-autumn');
    expect(previousSeason(nextSeason(autumn)).key).toBe('2026-autumn');
  });

  it('gives every season one stable id', () => {
    expect(seasonId(seasonOf('autumn', 2025))).toBe(seasonId({ key: '2025-autumn' }));
    expect(seasonId(seasonOf('autumn', 2025))).not.toBe(seasonId(seasonOf('spring', 2026)));
  });
});

import { previousSeason, seasonContaining, seasonId, seasonOf } from './season-calendar';

describe('season calendar', () => {
  it('the spec season is autumn 2025: 10 Aug 2025 00:00Z to 15 Jan 2026 23:59:59.999Z', () => {
    const autumn = seasonOf('autumn', 2025);
    expect(autumn.start.toISOString()).toBe('2025-08-10T00:00:00.000Z');
    expect(autumn.end.toISOString()).toBe('2026-01-15T23:59:59.999Z');
    expect(autumn.name).toBe('Sezon jesienny 2025/2026');
  });

  it.each([
    ['2025-08-10T00:00:00.000Z', '2025-autumn'],
    ['2025-08-09T23:59:59.999Z', '2025-spring'],
    ['2026-01-15T23:59:59.999Z', '2025-autumn'],
    ['2026-01-16T00:00:00.000Z', '2026-spring'],
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

  it('gives every season one stable id', () => {
    expect(seasonId(seasonOf('autumn', 2025))).toBe(seasonId({ key: '2025-autumn' }));
    expect(seasonId(seasonOf('autumn', 2025))).not.toBe(seasonId(seasonOf('spring', 2026)));
  });
});

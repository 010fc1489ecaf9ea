import type { AppConfig } from '../../config/app-config';
import { seasonContaining, seasonId } from '../../config/season-calendar';
import { FixedClock, inSimulatedTime } from '../clock/clock';
import { SeasonService } from './season.service';

const config = (seasonPinDate?: string) => ({ seasonPinDate }) as AppConfig;

describe('SeasonService', () => {
  it('turns with the clock at 00:00 Warsaw although it keeps the season it found', () => {
    const clock = new FixedClock(new Date('2027-01-15T22:59:59.999Z'));
    const seasons = new SeasonService(config(), clock);
    expect(seasons.current().key).toBe('2026-autumn');
    expect(seasons.currentId()).toBe(seasonId(seasonContaining(clock.now())));
    clock.advance(1);
    expect(seasons.current().key).toBe('2027-spring');
    expect(seasons.currentId()).toBe(seasonId(seasonContaining(clock.now())));
  });

  it('answers a moved-back clock (a test, simulated past seasons) with that season', async () => {
    const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));
    const seasons = new SeasonService(config(), clock);
    expect(seasons.current().key).toBe('2026-autumn');
    await inSimulatedTime(new Date('2019-03-01T12:00:00Z'), async () => {
      expect(seasons.current().key).toBe('2019-spring');
    });
    expect(seasons.current().key).toBe('2026-autumn');
  });

  it('keeps a pinned season whatever the clock says', () => {
    const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));
    const seasons = new SeasonService(config('2025-09-01'), clock);
    expect(seasons.current().key).toBe('2025-autumn');
    clock.advance(400 * 24 * 3600 * 1000);
    expect(seasons.currentId()).toBe(seasonId(seasonContaining(new Date('2025-09-01T12:00:00Z'))));
  });
});

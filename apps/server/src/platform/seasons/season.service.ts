import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { type SeasonPeriod, seasonContaining, seasonId } from '../../config/season-calendar';
import { CLOCK, type Clock } from '../clock/clock';

interface KnownSeason {
  period: SeasonPeriod;
  id: string;
}

/**
 * The current season: the one containing today, unless SEASON_PIN_DATE pins another. Hot reads
 * ask for it on every request (answers kept per current season), and working it out costs Intl
 * zone maths and a SHA-1: the last season found is kept and reused while the clock is inside it.
 */
@Injectable()
export class SeasonService {
  private known: KnownSeason | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  current(): SeasonPeriod {
    return this.knownAt(this.today()).period;
  }

  currentId(): string {
    return this.knownAt(this.today()).id;
  }

  private today(): Date {
    const pin = this.config.seasonPinDate;
    return pin ? new Date(`${pin}T12:00:00Z`) : this.clock.now();
  }

  private knownAt(instant: Date): KnownSeason {
    const known = this.known;
    if (known && instant >= known.period.start && instant <= known.period.end) return known;
    const period = seasonContaining(instant);
    this.known = { period, id: seasonId(period) };
    return this.known;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { type SeasonPeriod, seasonContaining, seasonId } from '../../config/season-calendar';
import { CLOCK, type Clock } from '../clock/clock';

/** The current season: the one containing today, unless SEASON_PIN_DATE pins another. */
@Injectable()
export class SeasonService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  current(): SeasonPeriod {
    const pin = this.config.seasonPinDate;
    return seasonContaining(pin ? new Date(`${pin}T12:00:00Z`) : this.clock.now());
  }

  currentId(): string {
    return seasonId(this.current());
  }
}

import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { nextSeason } from '../../../config/season-calendar';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { Logger } from '../../../platform/logging/logger';
import { SeasonService } from '../../../platform/seasons/season.service';
import { SeasonTurn } from './season-turn';

/** The longest sleep between two checks: a clock change or a missed timer costs at most this. */
const MAX_SLEEP_MS = 60_000;

/**
 * Wakes every API node at the next season's first instant (00:00 Warsaw), and at least once a
 * minute, to run the turn if due. Started by main.ts only: the seed CLI and the tests move
 * their clocks along past seasons and run the turn themselves.
 */
@Injectable()
export class SeasonTurnScheduler implements OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    @Inject(SeasonTurn) private readonly turn: SeasonTurn,
    @Inject(SeasonService) private readonly seasons: SeasonService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(Logger) private readonly logger: Logger,
  ) {}

  start(): void {
    this.running = true;
    this.schedule();
  }

  onApplicationShutdown(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (!this.running) return;
    const untilNext =
      nextSeason(this.seasons.current()).start.getTime() - this.clock.now().getTime();
    // a pinned season far from the clock: no boundary ahead, keep the minute's beat
    const delay = untilNext > 0 ? Math.min(MAX_SLEEP_MS, untilNext) : MAX_SLEEP_MS;
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      const outcome = await this.turn.runDue();
      if (outcome.started) this.logger.info('season turn', { carried: outcome.carried });
    } catch (error) {
      this.logger.error('season turn failed (retried at the next tick)', { error });
    } finally {
      this.schedule();
    }
  }
}

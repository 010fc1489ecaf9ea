import { Module } from '@nestjs/common';
import { CalendarFeeds } from './feeds/calendar-feeds.service';
import { IcalController } from './http/ical.controller';
import { FeedsReadModel } from './queries/feeds.read-model';

/** iCalendar feeds (issue 17): per player, team and league, and one match as a file. */
@Module({
  controllers: [IcalController],
  providers: [FeedsReadModel, CalendarFeeds],
  exports: [CalendarFeeds],
})
export class CalendarFeedsModule {}

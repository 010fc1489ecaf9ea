import { type DynamicModule, Module } from '@nestjs/common';
import { ArchiveModule } from './modules/archive/archive.module';
import { AccountModule } from './modules/account/account.module';
import { CalendarFeedsModule } from './modules/calendar-feeds/calendar-feeds.module';
import { HealthModule } from './modules/health/health.module';
import { LeaguesModule } from './modules/leagues/leagues.module';
import { MatchCentreModule } from './modules/match-centre/match-centre.module';
import { MatchesModule } from './modules/matches/matches.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { CupModule } from './modules/cup/cup.module';
import { OperationsModule } from './modules/operations/operations.module';
import { AuditModule } from './modules/audit/audit.module';
import { ReportsModule } from './modules/reports/reports.module';
import { TeamsModule } from './modules/teams/teams.module';
import { TransfersModule } from './modules/transfers/transfers.module';
import { UsersModule } from './modules/users/users.module';
import type { Infrastructure } from './platform/bootstrap/infrastructure';
import { PlatformModule } from './platform/platform.module';
import type { ProjectionDaemon } from './platform/projections/projection-daemon';

@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure, daemon: ProjectionDaemon | null): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(infra, daemon),
        HealthModule,
        LeaguesModule,
        UsersModule,
        TeamsModule,
        OperationsModule,
        AuditModule,
        MatchesModule,
        CupModule,
        ReportsModule,
        MatchCentreModule,
        TransfersModule,
        ArchiveModule,
        NotificationsModule,
        CalendarFeedsModule,
        AccountModule,
      ],
    };
  }
}

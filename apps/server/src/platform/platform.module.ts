import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config';
import { ActiveAccounts } from './auth/active-accounts';
import { TokenService } from './auth/token-service';
import type { Infrastructure } from './bootstrap/infrastructure';
import { CLOCK } from './clock/clock';
import { EventStore } from './event-store/event-store';
import { AuthGuard } from './http/auth.guard';
import { EnvelopeInterceptor } from './http/envelope.interceptor';
import { ErrorFilter } from './http/error.filter';
import { Logger } from './logging/logger';
import { ProjectionDaemon } from './projections/projection-daemon';
import { LocalProjectionCommits } from './read-cache/local-commits';
import { AccountSockets } from './realtime/account-sockets';
import { RealtimeGateway } from './realtime/realtime.gateway';
import { SocketChangePublisher } from './realtime/socket-publisher';
import { SeasonService } from './seasons/season.service';

export const REDIS = Symbol('REDIS');

/** Hands the shared infrastructure to Nest, plus the global guard, envelope and error filter. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(infra: Infrastructure, daemon: ProjectionDaemon | null): DynamicModule {
    const values = [
      { provide: APP_CONFIG, useValue: infra.config },
      { provide: CLOCK, useValue: infra.clock },
      { provide: DataSource, useValue: infra.db },
      { provide: EventStore, useValue: infra.eventStore },
      { provide: TokenService, useValue: infra.tokens },
      { provide: ActiveAccounts, useValue: infra.accounts },
      { provide: SocketChangePublisher, useValue: infra.publisher },
      { provide: Logger, useValue: infra.logger },
      { provide: ProjectionDaemon, useValue: daemon },
      { provide: REDIS, useValue: infra.redis },
      // the read caches skip checkpoint lookups only where this one process projects
      {
        provide: LocalProjectionCommits,
        useValue: daemon && !infra.redis ? new LocalProjectionCommits() : null,
      },
    ];
    return {
      module: PlatformModule,
      imports: [CqrsModule.forRoot(), DiscoveryModule],
      providers: [
        ...values,
        SeasonService,
        AccountSockets,
        RealtimeGateway,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        {
          provide: APP_FILTER,
          useFactory: (logger: Logger) => new ErrorFilter(logger),
          inject: [Logger],
        },
      ],
      exports: [...values.map((v) => v.provide), SeasonService, AccountSockets, CqrsModule],
    };
  }
}

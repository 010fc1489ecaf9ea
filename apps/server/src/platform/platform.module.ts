import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config';
import { ActiveAccounts } from './auth/active-accounts';
import { TokenService } from './auth/token-service';
import type { Infrastructure } from './bootstrap/infrastructure';
import { CLOCK } from './clock/clock';
import { EventStore } from './event-store/event-store';
import { UnitOfWork } from './event-store/unit-of-work';
import { AuthGuard } from './http/auth.guard';
import { HotReads } from './http/hot-reads';
import { SessionGate } from './http/session-gate';
import { EnvelopeInterceptor } from './http/envelope.interceptor';
import { DomainErrorResponses } from './http/domain-error-responses';
import { ErrorFilter } from './http/error.filter';
import { httpLogging } from './logging/http-logging';
import { Logger } from './logging/logger';
import { DEFAULT_CATCH_UP, ProjectionCatchUp } from './projections/projection-catch-up';
import { ProjectionDaemon } from './projections/projection-daemon';
import { PROJECTIONS } from './projections/projection';
import { UpcasterRegistry } from './event-store/upcasters';
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
    // read your writes: in a request, a command waits (bounded) for the views its events feed
    const local = daemon && !infra.redis ? new LocalProjectionCommits() : null;
    const catchUp = new ProjectionCatchUp(infra.db, infra.projections, {
      ...DEFAULT_CATCH_UP,
      trustReadCheckpoints: local === null,
    });
    daemon?.onProgress(catchUp);
    const values = [
      { provide: APP_CONFIG, useValue: infra.config },
      { provide: CLOCK, useValue: infra.clock },
      { provide: DataSource, useValue: infra.db },
      { provide: EventStore, useValue: infra.eventStore },
      { provide: UnitOfWork, useValue: new UnitOfWork(infra.db, infra.eventStore, catchUp) },
      { provide: TokenService, useValue: infra.tokens },
      { provide: ActiveAccounts, useValue: infra.accounts },
      { provide: SocketChangePublisher, useValue: infra.publisher },
      { provide: Logger, useValue: infra.logger },
      // each feature module registers its domain errors' answers here (see domain-error-responses.ts)
      { provide: DomainErrorResponses, useValue: new DomainErrorResponses() },
      { provide: ProjectionDaemon, useValue: daemon },
      { provide: PROJECTIONS, useValue: infra.projections },
      { provide: UpcasterRegistry, useValue: infra.upcasters },
      { provide: REDIS, useValue: infra.redis },
      // the read caches skip checkpoint lookups only where this one process projects
      { provide: LocalProjectionCommits, useValue: local },
    ];
    return {
      module: PlatformModule,
      imports: [
        CqrsModule.forRoot(),
        DiscoveryModule,
        LoggerModule.forRoot(httpLogging(infra.logger)),
      ],
      providers: [
        ...values,
        SeasonService,
        AccountSockets,
        RealtimeGateway,
        SessionGate,
        HotReads,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        {
          provide: APP_FILTER,
          useFactory: (logger: Logger, domainErrors: DomainErrorResponses) =>
            new ErrorFilter(logger, domainErrors),
          inject: [Logger, DomainErrorResponses],
        },
      ],
      exports: [
        ...values.map((v) => v.provide),
        ...[SeasonService, AccountSockets, CqrsModule, SessionGate, HotReads],
      ],
    };
  }
}

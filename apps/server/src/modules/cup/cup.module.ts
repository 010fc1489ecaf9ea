import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { CreateCupHandler } from './commands/create-cup.handler';
import {
  AdminCupEntryHandler,
  EnterCupHandler,
  WithdrawFromCupHandler,
} from './commands/cup-entry.handler';
import { ManageCupHandler } from './commands/manage-cup.handler';
import { AdminCupController } from './http/admin-cup.controller';
import { CupController } from './http/cup.controller';
import { cupErrorResponses } from './http/cup.error-responses';
import { CupReadModel } from './queries/cup.read-model';

/** The cup (PUCHAR): streams `cup-{id}`, the draw, the bracket, the cup page and admin tab. */
@Module({
  controllers: [CupController, AdminCupController],
  providers: [
    CreateCupHandler,
    EnterCupHandler,
    WithdrawFromCupHandler,
    AdminCupEntryHandler,
    ManageCupHandler,
    CupReadModel,
  ],
  exports: [CupReadModel],
})
export class CupModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(cupErrorResponses);
  }
}

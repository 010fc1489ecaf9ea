import { Module } from '@nestjs/common';
import { AuditController } from './http/audit.controller';
import { AuditReadModel } from './queries/audit.read-model';

/** The audit trail (issue 16): every change of a match, report, team or person, from the log. */
@Module({ controllers: [AuditController], providers: [AuditReadModel] })
export class AuditModule {}

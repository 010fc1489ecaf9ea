import { Controller, Delete, Get, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CreateTeamInvitationRequest,
  createTeamInvitationSchema,
  type TeamInvitationActionRequest,
  teamInvitationActionSchema,
  type TeamInvitationDto,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { ForbiddenError } from '../../../platform/http/app-errors';
import { Caller, CorrelationId } from '../../../platform/http/decorators';
import { ParsedBody, ParsedParams, ParsedQuery } from '../../../platform/http/input.decorators';
import {
  type ApplicationAction,
  HandleApplicationCommand,
} from '../commands/handle-application.handler';
import { SubmitApplicationCommand } from '../commands/submit-application.handler';
import { ApplicationsReadModel } from '../queries/applications.read-model';
import { eventContext, idSchema } from './http-input';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { teamInvitationDtoSchema } from '@liga/contracts';
import { z } from 'zod';
import { TEAM_ERROR_MESSAGES } from './team.error-messages';

/** Only the person themself (or an admin) reads their applications. */
function selfOrAdmin(caller: Principal, userId: string): void {
  if (caller.userId !== userId && caller.role !== 'Admin') {
    throw new ForbiddenError('application.not_yours', TEAM_ERROR_MESSAGES.applicationsNotYours);
  }
}

/** `/api/team-invitation/*`: team applications (spec section 7, Team invitations). */
@Controller('team-invitation')
export class TeamInvitationController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ApplicationsReadModel) private readonly applications: ApplicationsReadModel,
  ) {}

  @ApiDoc({ answer: z.array(teamInvitationDtoSchema) })
  @Get('get-team-invitation-for-user')
  async forUser(
    @ParsedQuery(idSchema('user', 'UserId')) { UserId }: { UserId: string },
    @Caller() caller: Principal,
  ): Promise<TeamInvitationDto[]> {
    selfOrAdmin(caller, UserId);
    return this.applications.pendingOfUser(UserId);
  }

  @ApiDoc({ answer: z.array(teamInvitationDtoSchema) })
  @Get('get-team-invitation-for-capitan')
  async forCaptain(
    @ParsedQuery(idSchema('user', 'CapitanId')) { CapitanId }: { CapitanId: string },
    @Caller() caller: Principal,
  ): Promise<TeamInvitationDto[]> {
    selfOrAdmin(caller, CapitanId);
    return this.applications.pendingForCaptain(CapitanId);
  }

  @ApiDoc({ answer: z.object({ id: z.string() }) })
  @Post()
  async apply(
    @ParsedBody(createTeamInvitationSchema) { teamId, userId }: CreateTeamInvitationRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<{ id: string }> {
    return this.commands.execute(
      new SubmitApplicationCommand({ actor: caller, teamId, userId }, eventContext(caller, cid)),
    );
  }

  @ApiDoc({ answer: z.null() })
  @Post('accept')
  accept(
    @ParsedBody(teamInvitationActionSchema) { invitationId }: TeamInvitationActionRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.handle(caller, cid, invitationId, 'accept');
  }

  @ApiDoc({ answer: z.null() })
  @Post('cancel')
  cancel(
    @ParsedBody(teamInvitationActionSchema) { invitationId }: TeamInvitationActionRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.handle(caller, cid, invitationId, 'cancel');
  }

  @ApiDoc({ summary: 'The applicant withdraws their own application.', answer: z.null() })
  @Delete(':id')
  withdraw(
    @ParsedParams(idSchema('application', 'id')) { id }: { id: string },
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ) {
    return this.handle(caller, cid, id, 'withdraw');
  }

  private async handle(
    caller: Principal,
    cid: string,
    applicationId: string,
    action: ApplicationAction,
  ): Promise<null> {
    await this.commands.execute(
      new HandleApplicationCommand(
        { actor: caller, applicationId, action },
        eventContext(caller, cid),
      ),
    );
    return null;
  }
}

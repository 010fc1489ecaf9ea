import { Body, Controller, Delete, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createTeamInvitationSchema,
  teamInvitationActionSchema,
  type TeamInvitationDto,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { ForbiddenError } from '../../../platform/http/app-errors';
import { Caller, CorrelationId } from '../../../platform/http/decorators';
import { parseInput } from '../../../platform/http/parse-input';
import {
  type ApplicationAction,
  HandleApplicationCommand,
} from '../commands/handle-application.handler';
import { SubmitApplicationCommand } from '../commands/submit-application.handler';
import { ApplicationsReadModel } from '../queries/applications.read-model';
import { eventContext, parseId } from './http-input';

/** Only the person themself (or an admin) reads their applications. */
function selfOrAdmin(caller: Principal, userId: string): void {
  if (caller.userId !== userId && caller.role !== 'Admin') {
    throw new ForbiddenError('application.not_yours', 'Możesz przeglądać tylko własne zgłoszenia.');
  }
}

/** `/api/team-invitation/*`: team applications (spec section 7, Team invitations). */
@Controller('team-invitation')
export class TeamInvitationController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ApplicationsReadModel) private readonly applications: ApplicationsReadModel,
  ) {}

  @Get('get-team-invitation-for-user')
  async forUser(
    @Query() query: unknown,
    @Caller() caller: Principal,
  ): Promise<TeamInvitationDto[]> {
    const userId = parseId('user', 'UserId', query);
    selfOrAdmin(caller, userId);
    return this.applications.pendingOfUser(userId);
  }

  @Get('get-team-invitation-for-capitan')
  async forCaptain(
    @Query() query: unknown,
    @Caller() caller: Principal,
  ): Promise<TeamInvitationDto[]> {
    const captainId = parseId('user', 'CapitanId', query);
    selfOrAdmin(caller, captainId);
    return this.applications.pendingForCaptain(captainId);
  }

  @Post()
  async apply(
    @Body() body: unknown,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<{ id: string }> {
    const { teamId, userId } = parseInput(createTeamInvitationSchema, body);
    return this.commands.execute(
      new SubmitApplicationCommand({ actor: caller, teamId, userId }, eventContext(caller, cid)),
    );
  }

  @Post('accept')
  accept(@Body() body: unknown, @Caller() caller: Principal, @CorrelationId() cid: string) {
    const { invitationId } = parseInput(teamInvitationActionSchema, body);
    return this.handle(caller, cid, invitationId, 'accept');
  }

  @Post('cancel')
  cancel(@Body() body: unknown, @Caller() caller: Principal, @CorrelationId() cid: string) {
    const { invitationId } = parseInput(teamInvitationActionSchema, body);
    return this.handle(caller, cid, invitationId, 'cancel');
  }

  /** The applicant withdraws their own application. */
  @Delete(':id')
  withdraw(@Param('id') raw: string, @Caller() caller: Principal, @CorrelationId() cid: string) {
    return this.handle(caller, cid, parseId('application', 'id', { id: raw }), 'withdraw');
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

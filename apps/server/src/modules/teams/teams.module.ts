import { Module } from '@nestjs/common';
import { AssignTeamToLeagueHandler } from './commands/assign-team-to-league.handler';
import { ChangeLeagueHandler } from './commands/change-league.handler';
import { ChangeTeamImageHandler } from './commands/change-team-image.handler';
import { CreateTeamHandler } from './commands/create-team.handler';
import { DeleteTeamHandler } from './commands/delete-team.handler';
import { EndMembershipHandler } from './commands/end-membership.handler';
import { HandOverCaptaincyHandler } from './commands/hand-over-captaincy.handler';
import { HandleApplicationHandler } from './commands/handle-application.handler';
import { RemoveTeamFromLeagueHandler } from './commands/remove-team-from-league.handler';
import { RenameTeamHandler } from './commands/rename-team.handler';
import { StreamTransactions } from './commands/stream-transaction';
import { SubmitApplicationHandler } from './commands/submit-application.handler';
import {
  AdminTeamsController,
  LeagueTeamController,
  LeagueTeamsController,
} from './http/league-team.controller';
import { TeamImageController } from './http/team-image.controller';
import { TeamInvitationController } from './http/team-invitation.controller';
import { TeamsController } from './http/teams.controller';
import { UserTeamController, UserTeamsController } from './http/user-team.controller';
import { TeamImages } from './images/team-images.repository';
import { ApplicationsReadModel } from './queries/applications.read-model';
import { TeamLookups } from './queries/team-lookups.read-model';
import { TeamsReadModel } from './queries/teams.read-model';

/** Teams: creation, roster, captaincy, applications, images, league assignment. */
@Module({
  controllers: [
    TeamImageController,
    TeamsController,
    UserTeamController,
    UserTeamsController,
    TeamInvitationController,
    LeagueTeamController,
    LeagueTeamsController,
    AdminTeamsController,
  ],
  providers: [
    StreamTransactions,
    TeamLookups,
    TeamsReadModel,
    ApplicationsReadModel,
    TeamImages,
    CreateTeamHandler,
    RenameTeamHandler,
    ChangeTeamImageHandler,
    SubmitApplicationHandler,
    HandleApplicationHandler,
    EndMembershipHandler,
    HandOverCaptaincyHandler,
    DeleteTeamHandler,
    AssignTeamToLeagueHandler,
    RemoveTeamFromLeagueHandler,
    ChangeLeagueHandler,
  ],
  exports: [TeamsReadModel],
})
export class TeamsModule {}

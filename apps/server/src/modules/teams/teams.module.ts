import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { teamErrorResponses } from './http/team.error-responses';
import { StandingsModule } from '../standings/standings.module';
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
import { SubmitApplicationHandler } from './commands/submit-application.handler';
import {
  AdminTeamsController,
  LeagueTeamController,
  LeagueTeamsController,
} from './http/league-team.controller';
import { TeamImageController } from './http/team-image.controller';
import { TeamOfferController, TeamRecruitmentController } from './http/team-offer.controller';
import { AnswerOfferHandler } from './commands/answer-offer.handler';
import { MakeOfferHandler } from './commands/make-offer.handler';
import { SetRecruitmentHandler } from './commands/set-recruitment.handler';
import { OffersReadModel } from './queries/offers.read-model';
import { TeamInvitationController } from './http/team-invitation.controller';
import { TeamsController } from './http/teams.controller';
import { UserTeamController, UserTeamsController } from './http/user-team.controller';
import { TeamImages } from './images/team-images.repository';
import { ApplicationsReadModel } from './queries/applications.read-model';
import { TeamLookups } from './queries/team-lookups.read-model';
import { TeamsReadModel } from './queries/teams.read-model';
import { SuspensionsReadModel } from './queries/suspensions.read-model';
import { SuspendPlayerHandler } from './commands/suspend-player.handler';
import { AdminSuspensionController, SuspensionController } from './http/suspension.controller';

/**
 * Teams: creation, roster, captaincy, applications, images, league assignment.
 *
 * Streams: `team-{id}` holds the team, its roster, captaincy, image versions and its
 * applications (so two answers to one application race on one stream version: one wins).
 * League membership lives on the league-season stream `league-{leagueId}`
 * (TeamAssignedToLeague / TeamRemovedFromLeague with the league-team link id); a change of
 * league ends the old link (`moved`, results stay on it) and starts a new one, in one
 * transaction. Cross-stream rules are `unique_keys` claims taken in the same transaction as
 * the append (see commands/team-keys.ts); image bytes live in `team_images`, not in events.
 */
@Module({
  imports: [StandingsModule],
  controllers: [
    AdminSuspensionController,
    SuspensionController,
    TeamImageController,
    TeamsController,
    UserTeamController,
    UserTeamsController,
    TeamInvitationController,
    LeagueTeamController,
    LeagueTeamsController,
    AdminTeamsController,
    TeamOfferController,
    TeamRecruitmentController,
  ],
  providers: [
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
    MakeOfferHandler,
    AnswerOfferHandler,
    SetRecruitmentHandler,
    SuspendPlayerHandler,
    SuspensionsReadModel,
    OffersReadModel,
  ],
  exports: [TeamsReadModel],
})
export class TeamsModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(teamErrorResponses);
  }
}

import { Controller, Delete, Get, Headers, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { TEAM_LIMITS } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Public, RawResponse } from '../../../platform/http/decorators';
import { ApiInput } from '../../../platform/http/input.decorators';
import { ApiOutput } from '../../../platform/http/openapi/api-output.decorator';
import { entityIdQuery, imageVersionQuery } from '../../../platform/images/image-route-input';
import { ImageUpload, type PendingImage } from '../../../platform/images/image-upload.decorator';
import { pngAnswer } from '../../../platform/images/png-response';
import { type HttpReply, Reply, sendAnswer } from '../../../platform/http/http-answer';
import { sameEntity } from '../../../platform/images/same-entity';
import { ChangeTeamImageCommand } from '../commands/change-team-image.handler';
import { teamErrors } from '../domain/team.errors';
import { TeamImages } from '../images/team-images.repository';
import { TEAM_IMAGE_SIZE } from '../images/team-image-input';
import { teamPlaceholderPng } from '../images/team-placeholder';
import { TeamsReadModel } from '../queries/teams.read-model';
import { eventContext, idSchema, parseId } from './http-input';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { z } from 'zod';
import { TEAM_ERROR_MESSAGES } from './team.error-messages';

const teamIdParam = idSchema('team', 'id');

/** `/api/team/image/{id}`: the picture (public, for <img>), upload and removal. */
@Controller('team/image')
export class TeamImageController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(TeamsReadModel) private readonly teams: TeamsReadModel,
    @Inject(TeamImages) private readonly images: TeamImages,
  ) {}

  @ApiDoc({ summary: 'PNG bytes; a team without an image gets its short name on a shield.' })
  @Public()
  @RawResponse()
  @ApiOutput('png')
  @ApiInput({ params: idSchema('team', 'teamId'), query: imageVersionQuery })
  @Get(':teamId')
  async get(
    @Param('teamId') rawId: string,
    @Query('v') v: unknown,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Reply() reply: HttpReply,
  ): Promise<void> {
    const teamId = parseId('team', 'teamId', { teamId: rawId });
    const shortName = await this.teams.shortName(teamId);
    if (shortName === null) throw teamErrors.teamNotFound();
    const stored = await this.images.read(teamId);
    const png = stored?.png ?? (await teamPlaceholderPng(teamId, shortName));
    const etag = stored
      ? `"team-${teamId}-${stored.version}"`
      : `"team-${teamId}-ph-${Buffer.from(shortName).toString('hex')}"`;
    const immutable = stored !== null && v === String(stored.version);
    sendAnswer(reply, pngAnswer(ifNoneMatch, { png, etag, immutable }));
  }

  @ApiDoc({
    summary: 'Multipart field `file` (captain or admin), re-encoded to a 256×256 PNG.',
    answer: z.null(),
  })
  @ApiInput({
    params: teamIdParam,
    query: entityIdQuery,
    upload: { field: 'file', maxBytes: TEAM_LIMITS.imageMaxBytes },
  })
  @Post(':id')
  async upload(
    @Param('id') rawId: string,
    @Query('entityId') entityId: unknown,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
    @ImageUpload({ maxBytes: TEAM_LIMITS.imageMaxBytes, size: TEAM_IMAGE_SIZE })
    image: PendingImage,
  ): Promise<null> {
    const teamId = this.sameEntity(rawId, entityId);
    await this.mayManage(teamId, caller);
    const png = await image.read();
    await this.commands.execute(
      new ChangeTeamImageCommand({ actor: caller, teamId, png }, eventContext(caller, cid)),
    );
    return null;
  }

  @ApiDoc({ answer: z.null() })
  @ApiInput({ params: teamIdParam, query: entityIdQuery })
  @Delete(':id')
  async remove(
    @Param('id') rawId: string,
    @Query('entityId') entityId: unknown,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    const teamId = this.sameEntity(rawId, entityId);
    await this.commands.execute(
      new ChangeTeamImageCommand({ actor: caller, teamId, png: null }, eventContext(caller, cid)),
    );
    return null;
  }

  /** Refuses strangers before the body is read (the decider checks again, authoritatively). */
  private async mayManage(teamId: string, caller: Principal): Promise<void> {
    const captainId = await this.teams.captainId(teamId);
    if (captainId === null) throw teamErrors.teamNotFound();
    if (captainId !== caller.userId && caller.role !== 'Admin')
      throw teamErrors.notCaptainOrAdmin();
  }

  /** `{id}` and `?entityId=` name the same team (entityId may be left out or empty). */
  private sameEntity(rawId: string, entityId: unknown): string {
    const id = parseId('team', 'id', { id: rawId });
    return sameEntity(id, entityId, TEAM_ERROR_MESSAGES.imageIdsDiffer);
  }
}

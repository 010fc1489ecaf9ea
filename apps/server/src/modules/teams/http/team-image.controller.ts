import { Controller, Delete, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { TEAM_LIMITS } from '@liga/contracts';
import type { Request, Response } from 'express';
import type { Principal } from '../../../platform/auth/principal';
import { ValidationError } from '../../../platform/http/app-errors';
import { Caller, CorrelationId, Public, RawResponse } from '../../../platform/http/decorators';
import { ApiInput } from '../../../platform/http/input.decorators';
import { ApiOutput } from '../../../platform/http/openapi/api-output.decorator';
import { entityIdQuery, imageVersionQuery } from '../../../platform/images/image-route-input';
import { readUploadedFile } from '../../../platform/images/read-upload';
import { ChangeTeamImageCommand } from '../commands/change-team-image.handler';
import { teamErrors } from '../domain/team.errors';
import { TeamImages } from '../images/team-images.repository';
import { teamPng } from '../images/team-image-input';
import { teamPlaceholderPng } from '../images/team-placeholder';
import { TeamsReadModel } from '../queries/teams.read-model';
import { eventContext, idSchema, parseId } from './http-input';

const teamIdParam = idSchema('team', 'id');

/** `/api/team/image/{id}`: the picture (public, for <img>), upload and removal. */
@Controller('team/image')
export class TeamImageController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(TeamsReadModel) private readonly teams: TeamsReadModel,
    @Inject(TeamImages) private readonly images: TeamImages,
  ) {}

  /** PNG bytes; a team without an image gets its short name on a shield. */
  @Public()
  @RawResponse()
  @ApiOutput('png')
  @ApiInput({ params: idSchema('team', 'teamId'), query: imageVersionQuery })
  @Get(':teamId')
  async get(
    @Param('teamId') rawId: string,
    @Query('v') v: unknown,
    @Req() req: Request,
    @Res() res: Response,
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
    res.setHeader(
      'Cache-Control',
      immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Content-Length', String(png.length));
    res.end(png);
  }

  /** Multipart field `file` (captain or admin), re-encoded to a 256×256 PNG. */
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
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<null> {
    const teamId = this.sameEntity(rawId, entityId);
    await this.mayManage(teamId, caller);
    const file = await readUploadedFile(req, res, {
      field: 'file',
      maxBytes: TEAM_LIMITS.imageMaxBytes,
    });
    const png = await teamPng(file);
    await this.commands.execute(
      new ChangeTeamImageCommand({ actor: caller, teamId, png }, eventContext(caller, cid)),
    );
    return null;
  }

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
    if (entityId !== undefined && entityId !== '' && entityId !== id) {
      throw ValidationError.of('validation.entityId', 'Identyfikatory drużyny się nie zgadzają.');
    }
    return id;
  }
}

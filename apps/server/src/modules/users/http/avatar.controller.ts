import { Controller, Delete, Get, Headers, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AVATAR_MAX_BYTES, AVATAR_SIZE, AVATAR_UPLOAD_TOKEN_HEADER } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { TokenService } from '../../../platform/auth/token-service';
import { ForbiddenError, NotFoundError } from '../../../platform/http/app-errors';
import {
  Caller,
  CallerCheckedInHandler,
  CorrelationId,
  OptionalCaller,
  Public,
  RawResponse,
} from '../../../platform/http/decorators';
import { ApiInput } from '../../../platform/http/input.decorators';
import { UPLOAD_TOKEN } from '../../../platform/http/openapi/openapi-responses';
import { ApiOutput } from '../../../platform/http/openapi/api-output.decorator';
import { entityIdQuery, imageVersionQuery } from '../../../platform/images/image-route-input';
import { ImageUpload, type PendingImage } from '../../../platform/images/image-upload.decorator';
import { pngAnswer } from '../../../platform/images/png-response';
import { type HttpReply, Reply, sendAnswer } from '../../../platform/http/http-answer';
import { sameEntity } from '../../../platform/images/same-entity';
import { initialsPng } from '../../../platform/images/square-png';
import { sha256 } from '../auth/user-tokens';
import { ChangeAvatarCommand } from '../commands/change-avatar.handler';
import { RemoveAvatarCommand } from '../commands/remove-avatar.handler';
import { avatars } from '../queries/avatars';
import { UsersReadModel } from '../queries/users.read-model';
import { USER_TEXTS } from '../users.texts';
import { eventContext, requireCaller } from './request-info';
import { parseUserId, userIdParam } from './user-id';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';

const avatarOwnerParam = z.object({ userId: userIdParam.shape.id });

const placeholders = new Map<string, Buffer>();

/** `/api/user/avatar/{id}`: the picture (public, for <img>), upload and removal. */
@Controller('user/avatar')
export class AvatarController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(UsersReadModel) private readonly users: UsersReadModel,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  @ApiDoc({
    summary:
      'PNG bytes; a person without an avatar gets initials on a coloured square. With `?v=` equal to the current avatar version the answer is immutable; otherwise it is revalidated (ETag).',
  })
  @Public()
  @RawResponse()
  @ApiOutput('png')
  @ApiInput({ params: avatarOwnerParam, query: imageVersionQuery })
  @Get(':userId')
  async get(
    @Param('userId') rawId: string,
    @Query('v') v: unknown,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Reply() reply: HttpReply,
  ): Promise<void> {
    const row = await this.users.row(parseUserId(rawId));
    if (!row) throw new NotFoundError('user.not_found', USER_TEXTS.notFound);
    const stored = row.has_avatar ? await avatars.get(this.db, row.id) : null;
    let png: Buffer;
    let etag: string;
    if (stored) {
      png = stored.png;
      etag = `"av-${row.id}-${stored.version}"`;
    } else {
      const initials = `${row.first_name[0] ?? ''}${row.last_name[0] ?? ''}`;
      etag = `"ph-${sha256(`${row.id}:${initials}`).slice(0, 20)}"`;
      png = placeholders.get(etag) ?? (await initialsPng(initials, row.id, AVATAR_SIZE));
      if (placeholders.size > 1000) placeholders.clear();
      placeholders.set(etag, png);
    }
    const immutable = stored !== null && v === String(stored.version);
    sendAnswer(reply, pngAnswer(ifNoneMatch, { png, etag, immutable }));
  }

  @ApiDoc({
    summary:
      'Multipart field `file`, owner or admin — or, right after registration, the one-time `x-upload-token` from the registration answer. Checked before the body is read.',
    answer: z.null(),
  })
  @Public()
  @CallerCheckedInHandler(UPLOAD_TOKEN)
  @ApiInput({
    params: userIdParam,
    query: entityIdQuery,
    upload: { field: 'file', maxBytes: AVATAR_MAX_BYTES },
  })
  @Post(':id')
  async upload(
    @Param('id') rawId: string,
    @Query('entityId') entityId: unknown,
    @OptionalCaller() caller: Principal | null,
    @CorrelationId() cid: string,
    @Headers(AVATAR_UPLOAD_TOKEN_HEADER) header: string | undefined,
    @Headers('authorization') authorization: string | undefined,
    @ImageUpload({ maxBytes: AVATAR_MAX_BYTES, size: AVATAR_SIZE }) image: PendingImage,
  ): Promise<null> {
    const id = this.sameEntity(rawId, entityId);
    const uploadToken = !caller && header ? header : null;
    const actor: Principal = uploadToken
      ? { userId: id, role: 'User' }
      : requireCaller(caller, authorization, this.tokens);
    if (actor.userId !== id && actor.role !== 'Admin') {
      throw new ForbiddenError('user.not_owner', USER_TEXTS.notOwner);
    }
    const png = await image.read();
    await this.commands.execute(
      new ChangeAvatarCommand(id, png, actor, eventContext(actor, cid), uploadToken),
    );
    return null;
  }

  @ApiDoc({ answer: z.null() })
  @ApiInput({ params: userIdParam, query: entityIdQuery })
  @Delete(':id')
  async remove(
    @Param('id') rawId: string,
    @Query('entityId') entityId: unknown,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    const id = this.sameEntity(rawId, entityId);
    await this.commands.execute(new RemoveAvatarCommand(id, caller, eventContext(caller, cid)));
    return null;
  }

  /** `{id}` and `?entityId=` name the same user (entityId may be left out or empty). */
  private sameEntity(rawId: string, entityId: unknown): string {
    return sameEntity(parseUserId(rawId), entityId, USER_TEXTS.idMismatch);
  }
}

import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Headers,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ARCHIVE_MESSAGES,
  type ChangePasswordCall,
  changePasswordRequestSchema,
  type RegisterUserResultDto,
  registerUserSchema,
  resendVerificationSchema,
  updateProfileSchema,
  userIdQuerySchema,
  type UserProfileDto,
  type UserSearchQuery,
  userSearchQuerySchema,
  type UserSearchRowDto,
  type UserStatisticDto,
  type UserStatisticQuery,
  userStatisticQuerySchema,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { TokenService } from '../../../platform/auth/token-service';
import { AccountSockets } from '../../../platform/realtime/account-sockets';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { NotFoundError } from '../../../platform/http/app-errors';
import {
  Caller,
  CallerCheckedInHandler,
  ClientAddress,
  CorrelationId,
  OptionalCaller,
  PasswordChangeRoute,
  Public,
  RawResponse,
  Roles,
} from '../../../platform/http/decorators';
import {
  ApiInput,
  type Parsed,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
} from '../../../platform/http/input.decorators';
import { ApiOutput } from '../../../platform/http/openapi/api-output.decorator';
import { parseInput } from '../../../platform/http/parse-input';
import { isUuid } from '../../../platform/ids/ids';
import { ChangePasswordCommand } from '../commands/change-password.handler';
import { EraseUserCommand } from '../commands/erase-user.handler';
import { RegisterUserCommand } from '../commands/register-user.handler';
import { ResendVerificationCommand } from '../commands/resend-verification.handler';
import { UpdateProfileCommand } from '../commands/update-profile.handler';
import { VerifyEmailCommand } from '../commands/verify-email.handler';
import { toIsoDay } from '../personal-data/personal-profile';
import { UsersReadModel } from '../queries/users.read-model';
import { RegistrationDesk } from '../registration/registration-desk';
import { USER_TEXTS } from '../users.texts';
import { eventContext, requireCaller } from './request-info';
import {
  redirectAnswer,
  type HttpReply,
  Reply,
  sendAnswer,
} from '../../../platform/http/http-answer';
import { userIdParam } from './user-id';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import {
  registerUserResultDtoSchema,
  userProfileDtoSchema,
  userSearchRowDtoSchema,
  userStatisticDtoSchema,
} from '@liga/contracts';
import { HotRead } from '../../../platform/http/hot-reads';

type UserIdQuery = Parsed<typeof userIdQuerySchema>;

/**
 * `/api/user/*` (spec section 7, Users). Thin: parse with the contract schemas, then a command
 * or a read. The single-segment `GET :id` route is declared last and passes anything that is
 * not a UUID on to later routes (other modules add `/api/user/get-...` reads).
 */
@Controller('user')
export class UsersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(UsersReadModel) private readonly users: UsersReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(RegistrationDesk) private readonly registration: RegistrationDesk,
    @Inject(AccountSockets) private readonly sockets: AccountSockets,
  ) {}

  @ApiDoc({
    summary:
      'Registration: every rule of spec section 5; a taken e-mail answers as a new one (issue 20).',
    answer: registerUserResultDtoSchema,
  })
  @Public()
  @ApiInput({ body: registerUserSchema() })
  @Post()
  register(
    @Body() body: unknown,
    @ClientAddress() address: string,
    @CorrelationId() cid: string,
  ): Promise<RegisterUserResultDto> {
    const input = parseInput(
      registerUserSchema(() => this.clock.now()),
      body,
    );
    return this.registration.register(
      new RegisterUserCommand(
        {
          email: input.email,
          password: input.password,
          profile: {
            firstName: input.firstName,
            lastName: input.lastName,
            birthDate: toIsoDay(input.birthDate),
            height: input.height,
            shirtNumber: input.shirtNumber,
          },
          position: input.position,
          dominateLeg: input.dominateLeg,
        },
        eventContext(null, cid),
      ),
      address,
    );
  }

  @ApiDoc({
    summary: 'The link of the verification e-mail; answers with a redirect to the login page.',
  })
  @Public()
  @RawResponse()
  @ApiOutput('redirect')
  @ApiInput({ query: z.object({ token: z.string() }) })
  @Get('verify-email')
  async verifyEmail(
    @Query('token') token: unknown,
    @CorrelationId() cid: string,
    @Reply() reply: HttpReply,
  ): Promise<void> {
    const ok =
      typeof token === 'string' &&
      (await this.commands.execute<VerifyEmailCommand, boolean>(
        new VerifyEmailCommand(token, eventContext(null, cid)),
      ));
    sendAnswer(
      reply,
      redirectAnswer(`/login?verified=${ok ? 1 : 0}`, { 'Cache-Control': 'no-store' }),
    );
  }

  @ApiDoc({
    summary: 'Always the same answer: no way to learn which addresses have accounts.',
    answer: z.null(),
  })
  @Public()
  @Post('resend-verification')
  @HttpCode(200)
  async resendVerification(
    @ParsedBody(resendVerificationSchema) { email }: Parsed<typeof resendVerificationSchema>,
  ): Promise<null> {
    await this.commands.execute(new ResendVerificationCommand(email));
    return null;
  }

  @ApiDoc({ answer: userProfileDtoSchema })
  @HotRead({ perCaller: true })
  @Get('get-user-by-id')
  async getById(
    @ParsedQuery(userIdQuerySchema) { UserId }: UserIdQuery,
    @Caller() caller: Principal,
  ): Promise<UserProfileDto> {
    return this.profileOrNotFound(UserId, caller);
  }

  @ApiDoc({
    summary: 'A player in figures: every season, or the one SeasonId names.',
    answer: userStatisticDtoSchema,
  })
  @Get('get-user-statistic-by-user-id')
  async statistic(
    @ParsedQuery(userStatisticQuerySchema) { UserId, SeasonId }: UserStatisticQuery,
  ): Promise<UserStatisticDto> {
    if (!(await this.users.row(UserId))) throw notFound();
    if (!SeasonId) return this.users.statistic(UserId);
    if (!(await this.users.seasonExists(SeasonId))) {
      throw new NotFoundError('season.not_found', ARCHIVE_MESSAGES.seasonNotFound);
    }
    return this.users.seasonStatistic(UserId, SeasonId);
  }

  @ApiDoc({
    summary: 'Public (the transfers page sends no token); never answers e-mails.',
    answer: z.array(userSearchRowDtoSchema),
  })
  @Public()
  @Get('search-user')
  search(@ParsedQuery(userSearchQuerySchema) query: UserSearchQuery): Promise<UserSearchRowDto[]> {
    return this.users.search(query);
  }

  @ApiDoc({
    summary: 'Profile edit: the owner only (403), confirmed with the current password.',
    answer: z.null(),
  })
  @ApiInput({ body: updateProfileSchema() })
  @Put()
  async update(
    @Body() body: unknown,
    @Caller() caller: Principal,
    @ClientAddress() address: string,
    @CorrelationId() cid: string,
  ): Promise<null> {
    const input = parseInput(
      updateProfileSchema(() => this.clock.now()),
      body,
    );
    await this.commands.execute(
      new UpdateProfileCommand(input, caller, address, eventContext(caller, cid)),
    );
    return null;
  }

  @ApiDoc({ answer: z.null() })
  @PasswordChangeRoute()
  @Post('change-password')
  @HttpCode(200)
  async changePassword(
    @ParsedBody(changePasswordRequestSchema) input: ChangePasswordCall,
    @Caller() caller: Principal,
    @ClientAddress() address: string,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(
      new ChangePasswordCommand(input, caller, address, eventContext(caller, cid)),
    );
    await this.sockets.endSessions(caller.userId); // every device logs in again
    return null;
  }

  @ApiDoc({
    summary: "Deleting an account (admin): erases the person's data everywhere (crypto-shredding).",
    answer: z.null(),
  })
  @Roles('Admin')
  @Delete(':id')
  async erase(
    @ParsedParams(userIdParam) { id }: Parsed<typeof userIdParam>,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    await this.commands.execute(new EraseUserCommand(id, caller, eventContext(caller, cid)));
    await this.sockets.endSessions(id);
    return null;
  }

  @ApiDoc({
    summary:
      '`GET /api/user/{id}`: a path segment that is no id is an unknown route (404); the named routes above always win.',
    answer: userProfileDtoSchema,
  })
  @Public()
  @CallerCheckedInHandler()
  @ApiInput({ params: userIdParam })
  @Get(':id')
  async profile(
    @Param('id') id: string,
    @OptionalCaller() caller: Principal | null,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<UserProfileDto> {
    if (!isUuid(id)) throw new NotFoundException();
    const viewer = requireCaller(caller, authorization, this.tokens);
    return this.profileOrNotFound(id, viewer);
  }

  private async profileOrNotFound(id: string, caller: Principal): Promise<UserProfileDto> {
    const profile = await this.users.profile(id, caller);
    if (!profile) throw notFound();
    return profile;
  }
}

const notFound = () => new NotFoundError('user.not_found', USER_TEXTS.notFound);

import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type ChangeLanguageRequest,
  changeLanguageSchema,
  type DeleteAccountRequest,
  deleteAccountSchema,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { downloadAnswer } from '../../../platform/http/conditional';
import {
  Caller,
  ClientAddress,
  CorrelationId,
  RawResponse,
} from '../../../platform/http/decorators';
import { type HttpReply, Reply, sendAnswer } from '../../../platform/http/http-answer';
import { ParsedBody } from '../../../platform/http/input.decorators';
import { ApiDoc, ApiOutput } from '../../../platform/http/openapi/api-output.decorator';
import { ChangeLanguageCommand } from '../commands/change-language.handler';
import { DeleteOwnAccountCommand } from '../commands/delete-own-account.handler';
import { MyDataReadModel } from '../queries/my-data.read-model';

/** The caller's own account: "Moje dane" and "Usuń konto" (issue 17). */
@Controller('user')
export class AccountController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(MyDataReadModel) private readonly myData: MyDataReadModel,
  ) {}

  @ApiDoc({
    summary:
      'Everything Liga holds about the caller as a JSON file (GDPR art. 20): profile, teams, matches, goals, ratings, notifications.',
  })
  @RawResponse()
  @ApiOutput('json-file')
  @Get('my-data')
  async exportMyData(@Caller() caller: Principal, @Reply() reply: HttpReply): Promise<void> {
    const data = await this.myData.export(caller.userId);
    const day = String(data.exportedAt).slice(0, 10);
    sendAnswer(
      reply,
      downloadAnswer({
        body: JSON.stringify(data, null, 2),
        contentType: 'application/json; charset=utf-8',
        filename: `liga-moje-dane-${day}.json`,
      }),
    );
  }

  @ApiDoc({
    summary:
      "The caller deletes their own account after typing their password: the admin's erasure (crypto-shredding); a captain must hand over the armband first (409).",
    answer: z.null(),
  })
  @Post('delete-account')
  @HttpCode(200)
  async deleteAccount(
    @ParsedBody(deleteAccountSchema) { password }: DeleteAccountRequest,
    @Caller() caller: Principal,
    @ClientAddress() address: string,
    @CorrelationId() cid: string,
  ): Promise<null> {
    const context = { actorUserId: caller.userId, correlationId: cid, causationId: null };
    await this.commands.execute(new DeleteOwnAccountCommand(caller, password, address, context));
    return null;
  }

  @ApiDoc({
    summary:
      'The language the caller switched to while logged in (pl or en), kept with the account: their e-mails and notifications are written in it and a login on another device answers it (`language` in the login answer).',
    answer: z.null(),
  })
  @Post('change-language')
  @HttpCode(200)
  async changeLanguage(
    @ParsedBody(changeLanguageSchema) { language }: ChangeLanguageRequest,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<null> {
    const context = { actorUserId: caller.userId, correlationId: cid, causationId: null };
    await this.commands.execute(new ChangeLanguageCommand(caller, language, context));
    return null;
  }
}

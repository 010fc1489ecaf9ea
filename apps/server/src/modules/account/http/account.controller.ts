import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type DeleteAccountRequest, deleteAccountSchema } from '@liga/contracts';
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
}

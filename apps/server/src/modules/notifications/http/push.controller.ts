import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import {
  type PushConfigDto,
  pushConfigDtoSchema,
  pushSubscribeSchema,
  type PushSubscriptionsDto,
  pushSubscriptionsDtoSchema,
  pushUnsubscribeSchema,
} from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, Public } from '../../../platform/http/decorators';
import { type Parsed, ParsedBody } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { PushService } from '../push/push.service';

/** `/api/push/*`: Web Push on this browser (issue 19) — the key, subscribing, unsubscribing. */
@Controller('push')
export class PushController {
  constructor(@Inject(PushService) private readonly push: PushService) {}

  @ApiDoc({
    summary: "The server's VAPID public key to subscribe with (null: Web Push is off).",
    answer: pushConfigDtoSchema,
  })
  @Public()
  @Get('config')
  config(): PushConfigDto {
    return this.push.keyConfig();
  }

  @ApiDoc({
    summary: "Stores this browser's push subscription for the caller (moved from another account).",
    answer: pushSubscriptionsDtoSchema,
  })
  @Post('subscribe')
  @HttpCode(200)
  subscribe(
    @ParsedBody(pushSubscribeSchema) body: Parsed<typeof pushSubscribeSchema>,
    @Caller() caller: Principal,
  ): Promise<PushSubscriptionsDto> {
    return this.push.subscribe(caller.userId, body);
  }

  @ApiDoc({
    summary: "Removes this browser's push subscription of the caller.",
    answer: pushSubscriptionsDtoSchema,
  })
  @Post('unsubscribe')
  @HttpCode(200)
  unsubscribe(
    @ParsedBody(pushUnsubscribeSchema) body: Parsed<typeof pushUnsubscribeSchema>,
    @Caller() caller: Principal,
  ): Promise<PushSubscriptionsDto> {
    return this.push.unsubscribe(caller.userId, body.endpoint);
  }
}

import { Controller, Get, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import {
  CALENDAR_FEED_TEXTS as T,
  icalLinksDtoSchema,
  type IcalLinksDto,
  icalLinksQuerySchema,
  regenerateFeedSchema,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { NotFoundError } from '../../../platform/http/app-errors';
import { conditionalAnswer, downloadAnswer } from '../../../platform/http/conditional';
import { Caller, Public, RawResponse } from '../../../platform/http/decorators';
import { type HttpReply, Reply, sendAnswer } from '../../../platform/http/http-answer';
import {
  type Parsed,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
} from '../../../platform/http/input.decorators';
import { ApiDoc, ApiOutput } from '../../../platform/http/openapi/api-output.decorator';
import { CalendarFeeds } from '../feeds/calendar-feeds.service';

const tokenParam = z.object({
  token: z.string({ error: T.feedNotFound }).min(20, T.feedNotFound).max(200, T.feedNotFound),
});
const matchParam = z.object({
  matchId: z
    .string({ error: T.matchIdInvalid })
    .min(36, T.matchIdInvalid)
    .regex(/^[0-9a-f-]{36}(\.ics)?$/i, T.matchIdInvalid),
});

const feedNotFound = () => new NotFoundError('calendar.not_found', T.feedNotFound);
const CALENDAR = {
  contentType: 'text/calendar; charset=utf-8',
  /** Calendar apps poll; a client may keep a feed 5 minutes, then revalidates by ETag. */
  cacheControl: 'private, max-age=300, must-revalidate',
};

/**
 * `/api/ical/*`: iCalendar subscriptions (per player, team, league) behind secret tokens, the
 * caller's addresses and their regeneration, and one match as an .ics download. An unknown or
 * regenerated token answers 404 and says nothing of what it might have been.
 */
@Controller('ical')
export class IcalController {
  constructor(@Inject(CalendarFeeds) private readonly feeds: CalendarFeeds) {}

  @ApiDoc({
    summary:
      "The caller's subscription addresses: their matches, a team's (`teamId`, else their own) and a league's (`leagueId`, else their team's league this season).",
    answer: icalLinksDtoSchema,
  })
  @Get('links')
  links(
    @ParsedQuery(icalLinksQuerySchema) q: Parsed<typeof icalLinksQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<IcalLinksDto> {
    return this.feeds.links(caller, q.leagueId, q.teamId);
  }

  @ApiDoc({
    summary: "A new secret address for one of the caller's feeds; the old one stops working.",
    answer: icalLinksDtoSchema,
  })
  @Post('regenerate')
  @HttpCode(200)
  regenerate(
    @ParsedBody(regenerateFeedSchema) input: Parsed<typeof regenerateFeedSchema>,
    @Caller() caller: Principal,
  ): Promise<IcalLinksDto> {
    return this.feeds.regenerate(caller, input.scope, input.leagueId, input.teamId);
  }

  @ApiDoc({ summary: "A player's matches (the matches of their team) as an iCalendar feed." })
  @Public()
  @RawResponse()
  @ApiOutput('calendar')
  @Get('player/:token')
  player(
    @ParsedParams(tokenParam) { token }: Parsed<typeof tokenParam>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Reply() reply: HttpReply,
  ): Promise<void> {
    return this.answerFeed('player', token, ifNoneMatch, reply);
  }

  @ApiDoc({ summary: "A team's matches as an iCalendar feed." })
  @Public()
  @RawResponse()
  @ApiOutput('calendar')
  @Get('team/:token')
  team(
    @ParsedParams(tokenParam) { token }: Parsed<typeof tokenParam>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Reply() reply: HttpReply,
  ): Promise<void> {
    return this.answerFeed('team', token, ifNoneMatch, reply);
  }

  @ApiDoc({ summary: "A league's matches of its season as an iCalendar feed." })
  @Public()
  @RawResponse()
  @ApiOutput('calendar')
  @Get('league/:token')
  league(
    @ParsedParams(tokenParam) { token }: Parsed<typeof tokenParam>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Reply() reply: HttpReply,
  ): Promise<void> {
    return this.answerFeed('league', token, ifNoneMatch, reply);
  }

  @ApiDoc({ summary: 'One accepted match as an .ics file to download (public, as the calendar).' })
  @Public()
  @RawResponse()
  @ApiOutput('calendar')
  @Get('match/:matchId')
  async match(
    @ParsedParams(matchParam) { matchId }: Parsed<typeof matchParam>,
    @Reply() reply: HttpReply,
  ): Promise<void> {
    const file = await this.feeds.matchFile(matchId.replace(/\.ics$/i, '').toLowerCase());
    if (!file) throw new NotFoundError('calendar.match_not_found', T.matchNotFound);
    sendAnswer(reply, downloadAnswer({ ...file, contentType: CALENDAR.contentType }));
  }

  private async answerFeed(
    scope: 'player' | 'team' | 'league',
    token: string,
    ifNoneMatch: string | undefined,
    reply: HttpReply,
  ): Promise<void> {
    const content = await this.feeds.feed(scope, token);
    if (!content) throw feedNotFound();
    sendAnswer(reply, conditionalAnswer(ifNoneMatch, { ...content, ...CALENDAR }));
  }
}

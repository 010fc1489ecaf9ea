import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CALENDAR_FEED_TEXTS as T,
  type FeedScope,
  type IcalLinkDto,
  type IcalLinksDto,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { Principal } from '../../../platform/auth/principal';
import { TokenService } from '../../../platform/auth/token-service';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { NotFoundError } from '../../../platform/http/app-errors';
import { publicBaseUrl } from '../../../platform/mail/mailer';
import { SeasonService } from '../../../platform/seasons/season.service';
import { FeedsReadModel } from '../queries/feeds.read-model';
import { FeedTokens } from './feed-tokens';
import { buildCalendar, type FeedMatch } from './ical-feed';

export interface CalendarContent {
  body: string;
  etag: string;
}

const etagOf = (body: string) =>
  `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 27)}"`;

const leagueNotFound = () => new NotFoundError('calendar.league_not_found', T.leagueNotFound);
const teamNotFound = () => new NotFoundError('calendar.team_not_found', T.teamNotFound);

/**
 * The iCalendar feeds (issue 17): the caller's addresses, regenerating them, and the feeds
 * themselves, answered from a cache that holds until one of their projections moves (so a
 * league feed is built once per change, not per request).
 */
@Injectable()
export class CalendarFeeds {
  private readonly tokens: FeedTokens;
  private readonly baseUrl: string;
  private readonly host: string;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(FeedsReadModel) private readonly feeds: FeedsReadModel,
    @Inject(SeasonService) private readonly seasons: SeasonService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(TokenService) tokens: TokenService,
  ) {
    this.tokens = new FeedTokens(tokens.signingKey('calendar-feed'));
    this.baseUrl = publicBaseUrl(config);
    this.host = new URL(this.baseUrl).hostname || 'liga.local';
  }

  /**
   * The caller's player feed, a team's (asked for, or their own) and a league's (asked for, or
   * their team's this season).
   */
  async links(caller: Principal, leagueId?: string, askedTeamId?: string): Promise<IcalLinksDto> {
    const { userId } = caller;
    const now = this.clock.now();
    const teamId = askedTeamId ?? (await this.feeds.teamsOf(userId))[0];
    if (askedTeamId && (await this.feeds.teamName(askedTeamId)) === null) throw teamNotFound();
    const league = leagueId ?? (teamId ? await this.teamLeague(teamId) : null);
    const playerName = (await this.feeds.personName(userId)) ?? '';
    const link = async (scope: FeedScope, scopeId: string, name: string) =>
      this.link(scope, await this.tokens.ensure(this.db, userId, scope, scopeId, now), name);
    return {
      player: await link('player', userId, T.playerFeed(playerName)),
      team: teamId
        ? await link('team', teamId, T.teamFeed((await this.feeds.teamName(teamId)) ?? ''))
        : null,
      league: league ? await link('league', league, await this.leagueName(league)) : null,
    };
  }

  /** A new secret for one of the caller's feeds (the old address stops working). */
  async regenerate(
    caller: Principal,
    scope: FeedScope,
    leagueId?: string,
    askedTeamId?: string,
  ): Promise<IcalLinksDto> {
    const { userId } = caller;
    const teamId = askedTeamId ?? (await this.feeds.teamsOf(userId))[0];
    if (askedTeamId && (await this.feeds.teamName(askedTeamId)) === null) throw teamNotFound();
    const scopeId =
      scope === 'player'
        ? userId
        : scope === 'team'
          ? teamId
          : (leagueId ?? (teamId ? await this.teamLeague(teamId) : null));
    if (scopeId) {
      if (scope === 'league') await this.leagueName(scopeId);
      await this.tokens.regenerate(this.db, userId, scope, scopeId, this.clock.now());
    }
    return this.links(caller, leagueId, askedTeamId);
  }

  /** The calendar a token opens, or null (unknown or regenerated token: nothing leaks). */
  async feed(scope: FeedScope, token: string): Promise<CalendarContent | null> {
    const found = await this.tokens.resolve(this.db, scope, token.replace(/\.ics$/i, ''));
    if (!found) return null;
    return this.feeds.cache.get(`${scope}:${found.scopeId}`, () =>
      this.build(scope, found.scopeId),
    );
  }

  /** One match as an .ics file (the "Dodaj do kalendarza" of a match), or null. */
  async matchFile(matchId: string): Promise<{ body: string; filename: string } | null> {
    const match = await this.feeds.match(matchId);
    if (!match) return null;
    const body = this.calendar(T.summary(match.home, match.away), [match]);
    return { body, filename: `mecz-${match.startsAt.toISOString().slice(0, 10)}.ics` };
  }

  private async build(scope: FeedScope, scopeId: string): Promise<CalendarContent> {
    let name: string;
    let matches: FeedMatch[];
    if (scope === 'league') {
      name = await this.leagueName(scopeId).catch(() => T.calendarName);
      matches = await this.feeds.ofLeague(scopeId);
    } else if (scope === 'team') {
      name = T.teamFeed((await this.feeds.teamName(scopeId)) ?? '');
      matches = await this.feeds.ofTeams([scopeId]);
    } else {
      name = T.playerFeed((await this.feeds.personName(scopeId)) ?? '');
      matches = await this.feeds.ofTeams(await this.feeds.teamsOf(scopeId));
    }
    const body = this.calendar(name, matches);
    return { body, etag: etagOf(body) };
  }

  private calendar(name: string, matches: FeedMatch[]): string {
    return buildCalendar(name, matches, { baseUrl: this.baseUrl, host: this.host });
  }

  private teamLeague(teamId: string): Promise<string | null> {
    return this.feeds.leagueOfTeam(teamId, this.seasons.currentId());
  }

  private async leagueName(leagueId: string): Promise<string> {
    const league = await this.feeds.league(leagueId);
    if (!league) throw leagueNotFound();
    return T.leagueFeed(league.name, league.season);
  }

  private link(scope: FeedScope, token: string, name: string): IcalLinkDto {
    const url = `${this.baseUrl}/api/ical/${scope}/${token}.ics`;
    return { scope, name, url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  }
}

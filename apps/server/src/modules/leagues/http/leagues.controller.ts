import { Controller, Get, Inject } from '@nestjs/common';
import {
  type LeagueDto,
  type LeagueRulesDto,
  leagueRulesDtoSchema,
  type LeagueRulesQuery,
  leagueRulesQuerySchema,
} from '@liga/contracts';
import { z } from 'zod';
import { NotFoundError } from '../../../platform/http/app-errors';
import { Public } from '../../../platform/http/decorators';
import { type Parsed, ParsedQuery } from '../../../platform/http/input.decorators';
import { LeaguesReadModel } from '../queries/leagues.read-model';
import { LeagueRulesReadModel } from '../queries/league-rules.read-model';
import { PromotionRulesReadModel } from '../queries/promotion-rules.read-model';
import { typeError, UUID_FORMAT } from '@liga/contracts';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { leagueDtoSchema } from '@liga/contracts';
import { HTTP_TEXTS } from '../../../platform/http/http.texts';

const bySeasonQuery = z.object({
  SeasonId: z
    .string(typeError('Podaj identyfikator sezonu (SeasonId).'))
    .guid(HTTP_TEXTS.ids.season.invalid)
    .meta(UUID_FORMAT),
});

@Controller('league')
export class LeaguesController {
  constructor(
    @Inject(LeaguesReadModel) private readonly leagues: LeaguesReadModel,
    @Inject(LeagueRulesReadModel) private readonly rules: LeagueRulesReadModel,
    @Inject(PromotionRulesReadModel) private readonly movement: PromotionRulesReadModel,
  ) {}

  @ApiDoc({
    summary:
      "Public: the league's tie-break rules in the order they apply, promotion and relegation places.",
    answer: leagueRulesDtoSchema,
  })
  @Public()
  @Get('get-league-rules')
  async leagueRules(
    @ParsedQuery(leagueRulesQuerySchema) { LeagueId }: LeagueRulesQuery,
  ): Promise<LeagueRulesDto> {
    const rules = await this.rules.rules(LeagueId);
    if (!rules) throw new NotFoundError('league.not_found', 'Nie znaleziono ligi.');
    // promotion and relegation from the season structure (the tier's numbers at the season's end)
    const movement = await this.movement.forLeague(LeagueId);
    if (!movement) return rules;
    return { ...rules, promotion: movement.promotion, relegation: movement.relegation };
  }

  @ApiDoc({
    summary: 'Public: the footer shows the league links to guests too.',
    answer: z.array(leagueDtoSchema),
  })
  @Public()
  @Get('get-leagues-by-season-id')
  async bySeason(
    @ParsedQuery(bySeasonQuery) { SeasonId }: Parsed<typeof bySeasonQuery>,
  ): Promise<LeagueDto[]> {
    if (!(await this.leagues.seasonExists(SeasonId))) {
      throw new NotFoundError('season.not_found', 'Nie znaleziono sezonu.');
    }
    return this.leagues.listBySeason(SeasonId);
  }
}

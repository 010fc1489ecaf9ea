import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { LeagueDto } from '@liga/contracts';
import { z } from 'zod';
import { NotFoundError } from '../../../platform/http/app-errors';
import { Public } from '../../../platform/http/decorators';
import { parseInput } from '../../../platform/http/parse-input';
import { LeaguesReadModel } from '../queries/leagues.read-model';

const bySeasonQuery = z.object({
  SeasonId: z
    .string({ required_error: 'Podaj identyfikator sezonu (SeasonId).' })
    .uuid('Nieprawidłowy identyfikator sezonu.'),
});

@Controller('league')
export class LeaguesController {
  constructor(@Inject(LeaguesReadModel) private readonly leagues: LeaguesReadModel) {}

  /** Public: the footer shows the league links to guests too. */
  @Public()
  @Get('get-leagues-by-season-id')
  async bySeason(@Query() query: unknown): Promise<LeagueDto[]> {
    const { SeasonId } = parseInput(bySeasonQuery, query);
    if (!(await this.leagues.seasonExists(SeasonId))) {
      throw new NotFoundError('season.not_found', 'Nie znaleziono sezonu.');
    }
    return this.leagues.listBySeason(SeasonId);
  }
}

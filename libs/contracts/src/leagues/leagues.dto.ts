export interface LeagueTeamRefDto {
  id: string;
  name: string;
}

/** One league of a season, as `get-leagues-by-season-id` lists it. */
export interface LeagueDto {
  id: string;
  seasonId: string;
  name: string;
  teams: LeagueTeamRefDto[];
}

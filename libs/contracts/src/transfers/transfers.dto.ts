/** An offer as the player sees it (`GET /api/team-offer/get-offers-for-user`). */
export interface TeamOfferDto {
  id: string;
  team: {
    id: string;
    name: string;
    shortName: string;
    imageUrl: string;
    league: { id: string; name: string } | null;
    captain: { id: string; firstName: string; lastName: string };
  };
  createdAt: string;
}

/** An open offer as the captain sees it (`GET /api/team-offer/get-offers-for-team`). */
export interface TeamOfferSentDto {
  id: string;
  teamId: string;
  player: { id: string; firstName: string; lastName: string; position: number };
  createdAt: string;
}

/** `POST /api/team-offer/accept` answer: the new membership and what happened on the way. */
export interface TeamOfferAcceptedDto {
  teamId: string;
  message: string;
  /** Set when the player's pending application to another team was withdrawn. */
  withdrawnApplication: { teamId: string; message: string } | null;
}

/** A row of the transfer market's players view. */
export interface TransferPlayerDto {
  id: string;
  firstName: string;
  lastName: string;
  position: number;
  dominateLeg: number;
  birthDate: string | null;
  height: number | null;
  imageUrl: string;
  /** No team in the current season. */
  isFreeAgent: boolean;
  team: { id: string; name: string } | null;
  /** The caller (a captain) has an open offer to this player. */
  offeredByMyTeam: boolean;
}

export interface TransferPlayersPageDto {
  items: TransferPlayerDto[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** A row of the transfer market's teams view. */
export interface TransferTeamDto {
  id: string;
  name: string;
  shortName: string;
  imageUrl: string;
  captain: { firstName: string; lastName: string } | null;
  league: { id: string; name: string } | null;
  /** Place in the league table (1-based), null without a league. */
  leaguePosition: number | null;
  lookingForPlayers: boolean;
  positions: number[];
}

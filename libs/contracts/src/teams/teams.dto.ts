import type { IdRef } from '../users/users.dto';
import type { MemberTypeId } from './teams.rules';

export interface TeamCaptainDto {
  id: string;
  firstName: string;
  lastName: string;
}

/** One member in `TeamDto.users`. */
export interface TeamMemberDto {
  id: string;
  firstName: string;
  lastName: string;
  shirtNumber: number | null;
  /** Id of the membership (for `DELETE /api/user-team/{userTeamId}`). */
  userTeamId: string;
  positionType: IdRef;
  dominateLeg: IdRef;
  birthDate: string | null;
  height: number | null;
  memberType: { id: MemberTypeId };
  hasAvatar: boolean;
  imageUrl: string;
}

/** One league-team link of a team (`TeamDto.leagues`); `id` is the link id. */
export interface TeamLeagueDto {
  id: string;
  seasonId: string;
  leagueId: string;
  name: string;
}

/** `GET /api/team/get-team-by-id?TeamId` (and each team of `get-teams-by-user-id`). */
export interface TeamDto {
  id: string;
  name: string;
  shortName: string;
  users: TeamMemberDto[];
  capitan: TeamCaptainDto | null;
  /** The current league-team link first (only current links are listed). */
  leagues: TeamLeagueDto[];
  imageUrl: string;
  hasImage: boolean;
  membersCount: number;
  /** The league chosen at creation (a request the admin sees), null once not needed. */
  requestedLeagueId: string | null;
  createdAt: string;
}

/** A team card: teams page, transfers, league lists, admin Drużyny tab. */
export interface TeamCardDto {
  id: string;
  name: string;
  shortName: string;
  capitan: TeamCaptainDto | null;
  membersCount: number;
  imageUrl: string;
  hasImage: boolean;
  leagueId: string | null;
  /** The current league-team link id (for change-league and remove-from-league). */
  leagueTeamId: string | null;
  /** Position in the league table; null until standings are known. */
  position: number | null;
}

/** `GET /api/league-team/get-teams-without-league-query` row (admin Nowe drużyny). */
export interface TeamWithoutLeagueDto {
  id: string;
  name: string;
  shortName: string;
  capitan: TeamCaptainDto | null;
  membersCount: number;
  imageUrl: string;
  hasImage: boolean;
  /** The league chosen by the captain at creation: the dropdown's default. */
  requestedLeagueId: string | null;
  requestedLeagueName: string | null;
  createdAt: string;
}

/** `GET /api/league/get-league-team-by-id?LeagueId`. */
export interface LeagueTeamsDto {
  id: string;
  name: string;
  seasonId: string;
  teams: TeamCardDto[];
}

/** `POST /api/league-team` answer. */
export interface LeagueTeamLinkDto {
  id: string;
  leagueId: string;
  teamId: string;
}

/** A team application (spec: "Team invitation"). */
export interface TeamInvitationDto {
  id: string;
  team: { id: string; name: string; shortName: string };
  user: {
    id: string;
    firstName: string;
    lastName: string;
    positionType: IdRef;
    dominateLeg: IdRef;
    birthDate: string | null;
    height: number | null;
    shirtNumber: number | null;
  };
  createdAt: string;
}

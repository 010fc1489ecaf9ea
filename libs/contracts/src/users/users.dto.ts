import type { TextLanguage } from '../common/text-language';
import type { Role } from './users.rules';

/** Answer of login and refresh calls (spec section 3, Auth tokens). Expirations are ISO instants. */
export interface AuthTokensDto {
  authorizationToken: string;
  refreshToken: string;
  authorizationTokenExpiration: string;
  refreshTokenExpiration: string;
}

/**
 * Answer of `POST /api/user/login` and `/api/admin/login`. `mustChangePassword` is true after an
 * admin reset the password to a temporary one: the client sends the user to the password form.
 */
export interface LoginResultDto extends AuthTokensDto {
  mustChangePassword?: boolean;
  /**
   * The language the account chose while logged in (issue 19), on login only: a new device
   * switches its page to it. Absent when the account never chose one.
   */
  language?: TextLanguage;
}

/**
 * Answer of `POST /api/user` (registration). `avatarUploadToken` lets the client upload the
 * avatar picked at registration (the account cannot log in before the e-mail is confirmed):
 * send it in the `x-upload-token` header of `POST /api/user/avatar/{id}` instead of a bearer
 * token. It is valid for one upload within an hour.
 */
export interface RegisterUserResultDto {
  id: string;
  avatarUploadToken: string;
}

export interface IdRef {
  id: number;
}

export interface UserTeamRefDto {
  id: string;
  name: string;
  shortName: string;
  capitan: { id: string; firstName: string; lastName: string } | null;
}

/** `GET /api/user/{id}` and `get-user-by-id` answers. */
export interface UserProfileDto {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
  height: number | null;
  shirtNumber: number | null;
  birthDate: string | null;
  positionType: IdRef;
  position: IdRef;
  dominateLeg: IdRef;
  teams: UserTeamRefDto[];
  teamCaptainOfId: string | null;
  imageUrl: string;
  role?: Role;
}

/** `GET /api/user/get-user-statistic-by-user-id`. */
export interface UserStatisticDto {
  maxGoalsInMatch: number;
  matchesPlayed: number;
  wins: number;
  goals: number;
  mvpPoints: number;
  /**
   * A goalkeeper's record (issue 19), present when the player kept goal in a reported match
   * (a keeper rating in the report): those matches, the ones without a goal conceded (clean
   * sheets) and the best keeper rating.
   */
  keeper?: KeeperRecordDto;
}

export interface KeeperRecordDto {
  matches: number;
  cleanSheets: number;
  bestRating: number;
}

/** `GET /api/user/search-user` row (transfers players view, admin users tab). */
export interface UserSearchRowDto {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
  positionType: IdRef;
  dominateLeg: IdRef;
  birthDate: string | null;
  height: number | null;
  shirtNumber: number | null;
  imageUrl: string;
  imageLoaded: boolean;
}

/** A row of the admin users tab: the search row plus what only an admin sees. */
export interface AdminUserRowDto extends UserSearchRowDto {
  email: string;
  verified: boolean;
  role: Role;
}

/** `POST /api/admin/user-password` answer: shown to the admin once, never stored in clear. */
export interface TemporaryPasswordDto {
  temporaryPassword: string;
}

import {
  type MemberTypeId,
  type TeamCaptainDto,
  type TeamCardDto,
  type TeamMemberDto,
  teamImageUrl,
} from '@liga/contracts';

/** Columns of a team card: the team, its captain's name, its current league link. */
export const CARD_COLUMNS = `t.id, t.name, t.short_name, t.captain_id, t.members_count, t.has_image,
  t.image_version, t.requested_league_id, t.created_at,
  c.first_name AS captain_first_name, c.last_name AS captain_last_name,
  lt.id AS league_team_id, lt.league_id`;

/** FROM clause of a team card; $1 = the current season id. */
export const CARD_FROM = `rm_teams t
  LEFT JOIN rm_users c ON c.id = t.captain_id
  LEFT JOIN rm_league_teams lt ON lt.team_id = t.id AND lt.ended_at IS NULL AND lt.season_id = $1`;

export interface CardRow {
  id: string;
  name: string;
  short_name: string;
  captain_id: string;
  members_count: number;
  has_image: boolean;
  image_version: number;
  requested_league_id: string | null;
  created_at: Date;
  captain_first_name: string | null;
  captain_last_name: string | null;
  league_team_id: string | null;
  league_id: string | null;
}

export function captainOf(row: CardRow): TeamCaptainDto | null {
  if (row.captain_first_name === null) return null;
  return {
    id: row.captain_id,
    firstName: row.captain_first_name,
    lastName: row.captain_last_name ?? '',
  };
}

export const imageOf = (row: Pick<CardRow, 'id' | 'has_image' | 'image_version'>) => ({
  imageUrl: teamImageUrl(row.id, row.has_image ? row.image_version : undefined),
  hasImage: row.has_image,
});

export function toCard(row: CardRow): TeamCardDto {
  return {
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    capitan: captainOf(row),
    membersCount: row.members_count,
    ...imageOf(row),
    leagueId: row.league_id,
    leagueTeamId: row.league_team_id,
    // Standings belong to the reports feature; null until it fills them.
    position: null,
  };
}

export const MEMBER_COLUMNS = `m.user_team_id, m.team_id, m.user_id, m.member_type,
  u.first_name, u.last_name, u.shirt_number, u.position, u.dominant_leg,
  to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, u.height, u.has_avatar, u.avatar_version`;

export interface MemberRow {
  user_team_id: string;
  team_id: string;
  user_id: string;
  member_type: number;
  first_name: string | null;
  last_name: string | null;
  shirt_number: number | null;
  position: number | null;
  dominant_leg: number | null;
  birth_date: string | null;
  height: number | null;
  has_avatar: boolean | null;
  avatar_version: number | null;
}

export function toMember(row: MemberRow): TeamMemberDto {
  return {
    id: row.user_id,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    shirtNumber: row.shirt_number,
    userTeamId: row.user_team_id,
    positionType: { id: row.position ?? 0 },
    dominateLeg: { id: row.dominant_leg ?? 0 },
    birthDate: row.birth_date,
    height: row.height,
    memberType: { id: row.member_type as MemberTypeId },
    hasAvatar: row.has_avatar ?? false,
    imageUrl: `/api/user/avatar/${row.user_id}?v=${row.avatar_version ?? 0}`,
  };
}

/** Socket.IO room names (ARCHITECTURE: live updates). */
export const rooms = {
  league: (leagueId: string) => `league:${leagueId}`,
  team: (teamId: string) => `team:${teamId}`,
  user: (userId: string) => `user:${userId}`,
  admin: () => 'admin',
  /** Everything public about a season that is not league-specific (league list, calendar). */
  season: (seasonId: string) => `season:${seasonId}`,
} as const;

export const SOCKET_EVENTS = {
  /**
   * server -> client: read models changed. One packet per room and projection batch; its
   * arguments are that room's ChangeMessages (one per topic). With connection-state recovery
   * Socket.IO appends its offset (a string) as the last argument: skip what is not a message.
   */
  change: 'change',
  /** client -> server: join rooms; answered with the rooms granted */
  subscribe: 'subscribe',
  /** client -> server: leave rooms */
  unsubscribe: 'unsubscribe',
} as const;

/**
 * What changed, named by read model. A client maps a topic to the queries it refetches.
 * Topics are added by the features that own the read models.
 */
export type ChangeTopic =
  | 'leagues'
  | 'seasons'
  | 'users'
  | 'teams'
  | 'applications'
  | 'challenges'
  | 'calendar'
  | 'reports'
  | 'standings'
  | 'rankings'
  | 'matches'
  | 'pitches'
  | 'availability'
  | 'offers'
  | 'archive'
  | 'notifications'
  | 'cups'
  | 'season-plan'
  | 'audit';

/** One live update: which read model, in which room, as of which global position. */
export interface ChangeMessage {
  topic: ChangeTopic;
  room: string;
  /** Global position of the last event the change reflects; clients drop older pushes. */
  position: number;
  /** Optional ids the change touched (team id, match id...), to narrow refetches. */
  ids?: string[];
  /** Correlation ids of the requests whose events made the change (tracing, logs). */
  correlationIds?: string[];
}

export interface SubscribeRequest {
  rooms: string[];
}

export interface SubscribeAnswer {
  granted: string[];
  refused: string[];
}

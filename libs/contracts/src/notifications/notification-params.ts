import type { NotificationKind } from './notification-kinds';

/**
 * What a notification keeps besides its kind: ids and numbers only, never a name. Names are read
 * when the notification is shown or mailed, so a renamed team shows its new name and an erased
 * player shows "Usunięty zawodnik" (nothing personal stays in the notification itself).
 */
export interface NotificationParamsByKind {
  /** `teamId`: the challenging team. */
  'challenge-received': { matchId: string; teamId: string; startsAt: string; pitchId: string };
  /** `teamId`: the team that accepted. */
  'challenge-accepted': { matchId: string; teamId: string; startsAt: string; pitchId: string };
  /** `teamId`: the team that refused. */
  'challenge-rejected': { matchId: string; teamId: string; startsAt: string };
  /** `teamId`: the team that withdrew its challenge. */
  'challenge-cancelled': { matchId: string; teamId: string; startsAt: string };
  /** An admin cancelled an accepted match. */
  'match-cancelled': {
    matchId: string;
    homeTeamId: string;
    awayTeamId: string;
    startsAt: string;
    reason: string;
  };
  'match-reminder': {
    matchId: string;
    homeTeamId: string;
    awayTeamId: string;
    startsAt: string;
    pitchId: string;
  };
  /** `home*`: the submitting team's side of the report. */
  'report-to-accept': {
    matchId: string;
    homeTeamId: string;
    awayTeamId: string;
    homeGoals: number;
    awayGoals: number;
  };
  /** `teamId`: the team that accepted the report. */
  'report-accepted': { matchId: string; teamId: string };
  /** `teamId`: the team that refused it, or (`withdrawn`) the submitter that took it back. */
  'report-rejected': { matchId: string; teamId: string; withdrawn: boolean };
  /** `goals`: the recipient's own goals in the match (0 for most). */
  'report-verified': {
    matchId: string;
    homeTeamId: string;
    awayTeamId: string;
    homeGoals: number;
    awayGoals: number;
    goals: number;
    /** The recipient's team (the link goes to its page). */
    teamId: string;
  };
  'application-received': { teamId: string; applicantId: string };
  'application-decided': { teamId: string; accepted: boolean };
  'captaincy-handed-over': { teamId: string; fromUserId: string };
  'team-assigned-to-league': { teamId: string; leagueId: string };
  /** An accepted match: will the recipient come? (Będę / Nie będę / Może on the match page.) */
  'availability-asked': {
    matchId: string;
    homeTeamId: string;
    awayTeamId: string;
    startsAt: string;
    pitchId: string;
  };
  /** A captain offers the recipient (a free agent) a place in `teamId`. */
  'team-offer-received': { teamId: string; offerId: string };
  /** `playerId` accepted (joined) or declined the team's offer. */
  'team-offer-decided': { teamId: string; playerId: string; accepted: boolean };
  /**
   * The draw placed the recipient's team (`teamId`) against `opponentTeamId` in round `round`
   * (deadline `deadline`), or (null) gave it a bye into the next round.
   */
  'cup-draw': {
    cupId: string;
    teamId: string;
    opponentTeamId: string | null;
    round: number;
    deadline: string;
  };
  /**
   * The captain of `teamId` proposes to move the recipient's accepted match to `startsAt` on
   * `pitchId` (from `previousStartsAt`); answer on the match page.
   */
  'reschedule-proposed': {
    matchId: string;
    teamId: string;
    startsAt: string;
    pitchId: string;
    previousStartsAt: string;
  };
  /**
   * `teamId` (the other team) accepted (the match now starts at `startsAt` on `pitchId`) or
   * declined the proposal of the recipient's team.
   */
  'reschedule-decided': {
    matchId: string;
    teamId: string;
    accepted: boolean;
    startsAt: string;
    pitchId: string;
  };
  /** Both sides of the team's next tie are known: arrange the cup match by `deadline`. */
  'cup-next-tie': {
    cupId: string;
    tieId: string;
    teamId: string;
    opponentTeamId: string;
    round: number;
    deadline: string;
  };
}

export type NotificationParams<K extends NotificationKind = NotificationKind> =
  NotificationParamsByKind[K];

/** One notification as derived from an event: its kind and what it keeps. */
export type NotificationContent = {
  [K in NotificationKind]: { kind: K; params: NotificationParamsByKind[K] };
}[NotificationKind];

/** The names a notification is shown with, looked up when it is shown. */
export interface NotificationNames {
  team(id: string): string;
  user(id: string): string;
  league(id: string): string;
  pitch(id: string): string;
  cup(id: string): string;
}

/** The ids whose names a notification needs (collected for one lookup per page or mail). */
export function namedIds(content: NotificationContent): {
  teams: string[];
  users: string[];
  leagues: string[];
  pitches: string[];
  cups: string[];
} {
  const p = content.params as Partial<Record<string, unknown>>;
  const str = (key: string) => (typeof p[key] === 'string' ? [p[key] as string] : []);
  return {
    teams: [...str('teamId'), ...str('homeTeamId'), ...str('awayTeamId'), ...str('opponentTeamId')],
    users: [...str('applicantId'), ...str('fromUserId'), ...str('playerId')],
    leagues: str('leagueId'),
    pitches: str('pitchId'),
    cups: str('cupId'),
  };
}

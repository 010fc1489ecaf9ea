import type { DomainEvent } from '../../../platform/event-store/decider';

/**
 * Every fact of the match stream `match-{id}`, owned by the matches module: the challenge
 * (issued, accepted, rejected, cancelled) and its report (submitted, accepted, rejected,
 * verified, deleted, or an admin's entry). The challenge decider (matches) and the report
 * decider (reports) both decide on this stream; both import its events and state from here,
 * never from each other. Only ids and numbers travel here, never a person's name. Everything a
 * projection needs (seasons, leagues, the match date, the final numbers) is written into the
 * event at decision time, so a replay needs nothing outside the log.
 */

/** A cup match's tie (matchType 2): set on the challenge, copied onto its verified result. */
export interface CupTieRef {
  cupId: string;
  tieId: string;
}

export type ChallengeIssued = DomainEvent<
  'ChallengeIssued',
  {
    matchId: string;
    seasonId: string;
    senderTeamId: string;
    receiverTeamId: string;
    /** The league both teams play in (for colouring); null when their leagues differ. */
    leagueId: string | null;
    senderLeagueId: string | null;
    receiverLeagueId: string | null;
    pitchId: string;
    /** Start, ISO instant (UTC). */
    date: string;
    /** Minutes. */
    length: number;
    matchType: number;
    /** User id of the sender's captain. */
    issuedBy: string;
    /** A cup match (matchType 2): the tie it decides. */
    cup?: CupTieRef;
  }
>;
export type ChallengeAccepted = DomainEvent<
  'ChallengeAccepted',
  { matchId: string; acceptedBy: string }
>;
/** The receiver's captain refused the challenge (`POST /api/match/cancel`). */
export type ChallengeRejected = DomainEvent<
  'ChallengeRejected',
  { matchId: string; rejectedBy: string }
>;
/** The sender's captain withdrew a pending challenge (`DELETE /api/match/{id}`). */
export type ChallengeCancelled = DomainEvent<
  'ChallengeCancelled',
  { matchId: string; cancelledBy: string }
>;
/**
 * An admin cancelled an accepted match before any report was filed
 * (`POST /api/admin/match/{id}/cancel`), or a pending or accepted match of a team the league
 * office withdrew: its pitch booking and the pair of teams are freed.
 * `at`: the decision's instant (ISO), from the command.
 */
export type MatchCancelledByAdmin = DomainEvent<
  'MatchCancelledByAdmin',
  {
    matchId: string;
    reason: string;
    cancelledBy: string;
    at: string;
    /**
     * The league office withdrew this team from its league (TeamWithdrawn): its pending or
     * accepted match is cancelled with the withdrawal (a pending one too).
     */
    withdrawnTeamId?: string;
  }
>;
export type ChallengeEvent =
  | ChallengeIssued
  | ChallengeAccepted
  | ChallengeRejected
  | ChallengeCancelled
  | MatchCancelledByAdmin;

export type Challenge = ChallengeIssued['data'];

/**
 * Rescheduling between captains (league office, issue 16): a captain of an accepted match
 * proposes a new kick-off and/or pitch; the other captain accepts (the booking moves in the same
 * transaction) or declines. A proposal still pending at `expiresAt` (the kick-off it would
 * replace) has expired: nothing is written for that, deciders compare it with the command's now.
 */
export type RescheduleProposed = DomainEvent<
  'RescheduleProposed',
  {
    matchId: string;
    proposalId: string;
    proposedBy: string;
    proposedByTeamId: string;
    /** The proposed start (ISO instant); the match keeps its length. */
    date: string;
    pitchId: string;
    /** The match's kick-off when proposed (ISO): the proposal expires then. */
    expiresAt: string;
    /** The decision's instant (ISO), from the command. */
    at: string;
  }
>;
/** The other captain accepted: the match starts at `after.date` on `after.pitchId` from now on. */
export type RescheduleAccepted = DomainEvent<
  'RescheduleAccepted',
  {
    matchId: string;
    proposalId: string;
    acceptedBy: string;
    acceptedByTeamId: string;
    /** The proposer's team (told of the decision). */
    proposedByTeamId: string;
    before: { date: string; pitchId: string };
    after: { date: string; pitchId: string };
    at: string;
  }
>;
/** The other captain declined: the match stays where it was. */
export type RescheduleDeclined = DomainEvent<
  'RescheduleDeclined',
  {
    matchId: string;
    proposalId: string;
    declinedBy: string;
    declinedByTeamId: string;
    proposedByTeamId: string;
    /** What was proposed (the match stays where it was). */
    proposed: { date: string; pitchId: string };
    at: string;
  }
>;
export type RescheduleEvent = RescheduleProposed | RescheduleAccepted | RescheduleDeclined;

/** One team's part of a report; `teamId` first, lists of user ids. */
export interface TeamSheet {
  teamId: string;
  /** Players marked present. */
  attendances: string[];
  /** Goals recorded in this team's list; `isSuicide` = an own goal, counted for the other side. */
  goals: Array<{ userId: string | null; isSuicide: boolean }>;
  /** MVP points given (0, 1, 3, 5). */
  mvp: Array<{ userId: string; rate: number }>;
  /** Goalkeeper ratings (1..10). */
  keepers: Array<{ userId: string; rate: number }>;
}

/** A report as filed: team A ('home', the submitter's team) and team B ('enemy'). */
export interface ReportSheet {
  reportId: string;
  walkoverType: number;
  homeTeamId: string;
  enemyTeamId: string;
  /** [home, enemy]. */
  teams: [TeamSheet, TeamSheet];
  homeGoals: number;
  enemyGoals: number;
  /** A level cup match: the penalty shoot-out that decided it. */
  penalties?: { home: number; enemy: number };
}

/** Where the result counts: the season and each team's league at decision time. */
export interface ResultPlacement {
  seasonId: string;
  /** The league both teams play in, null when they differ. */
  leagueId: string | null;
  homeLeagueId: string | null;
  enemyLeagueId: string | null;
  /** The match's start (ISO instant). */
  matchDate: string;
}

export type MatchReportSubmitted = DomainEvent<
  'MatchReportSubmitted',
  ReportSheet &
    ResultPlacement & {
      matchId: string;
      submittedBy: string;
      /** = homeTeamId. */
      submittedByTeamId: string;
    }
>;
/** The opposing captain agreed: the report waits for an admin (status 3). */
export type MatchReportAccepted = DomainEvent<
  'MatchReportAccepted',
  { matchId: string; reportId: string; acceptedBy: string; acceptedByTeamId: string }
>;
/** The opposing captain refused it, or its submitter withdrew it: the report is gone. */
export type MatchReportRejected = DomainEvent<
  'MatchReportRejected',
  {
    matchId: string;
    reportId: string;
    rejectedBy: string;
    rejectedByTeamId: string;
    reason: 'rejected' | 'withdrawn';
  }
>;
/** An admin verified it (status 4): the match is finished (5); carries the final numbers. */
export type MatchReportVerified = DomainEvent<
  'MatchReportVerified',
  ReportSheet &
    ResultPlacement & {
      matchId: string;
      verifiedBy: string;
      /** 2 for a cup match (absent: a league match); it never counts in league tables. */
      matchType?: number;
      cup?: CupTieRef;
    }
>;
/**
 * An admin deleted the report. `matchRemoved`: it was verified, so the match is removed with
 * it (status cancelled, out of every table); otherwise the report is only rejected.
 */
export type MatchReportDeleted = DomainEvent<
  'MatchReportDeleted',
  {
    matchId: string;
    reportId: string;
    deletedBy: string;
    wasVerified: boolean;
    matchRemoved: boolean;
    seasonId: string;
    homeLeagueId: string | null;
    enemyLeagueId: string | null;
    homeTeamId: string;
    enemyTeamId: string;
  }
>;
/** An admin entered a played match by hand: the match and its verified report at once. */
export type MatchResultInsertedByAdmin = DomainEvent<
  'MatchResultInsertedByAdmin',
  ReportSheet &
    ResultPlacement & {
      matchId: string;
      insertedBy: string;
      pitchId: string;
      /** Minutes. */
      length: number;
      matchType: number;
    }
>;

/**
 * An admin corrected a verified result (score, scorers, MVP points, goalkeeper ratings,
 * walkover) with a reason: the new sheet replaces the old one in every table, ranking and
 * statistic; `before` keeps the old sheet (before → after). The placement (season, leagues,
 * date) is the verified result's, unchanged.
 */
export type MatchResultCorrected = DomainEvent<
  'MatchResultCorrected',
  ReportSheet &
    ResultPlacement & {
      matchId: string;
      correctedBy: string;
      reason: string;
      before: ReportSheet;
    }
>;

export type ReportEvent =
  | MatchReportSubmitted
  | MatchReportAccepted
  | MatchReportRejected
  | MatchReportVerified
  | MatchReportDeleted
  | MatchResultInsertedByAdmin
  | MatchResultCorrected;

/** Every fact of the match stream. */
export type MatchEvent = ChallengeEvent | RescheduleEvent | ReportEvent;

/** The final numbers of a verified result (a verification, an admin's entry or a correction). */
export type VerifiedResult =
  MatchReportVerified['data'] | MatchResultInsertedByAdmin['data'] | MatchResultCorrected['data'];

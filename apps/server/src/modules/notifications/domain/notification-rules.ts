import type { NotificationContent } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import type { CupEvent } from '../../cup/domain/cup.events';
import type { LeagueEvent } from '../../leagues/domain/league.decider';
import type { MatchEvent, TeamSheet, VerifiedResult } from '../../matches/domain/match.events';
import type { TeamEvent } from '../../teams/domain/team.events';
import type { ReminderEvent } from './reminder.events';

/** A match as the rules need it (kept by the notifications projection from the match events). */
export interface MatchFacts {
  senderTeamId: string;
  receiverTeamId: string;
  startsAt: string;
  pitchId: string;
}

/** A cup tie as the rules need it (kept by the projection from the draw and advancements). */
export interface CupTieFacts {
  cupId: string;
  round: number;
  deadline: string;
  teamA: string | null;
  teamB: string | null;
}

/**
 * What the rules may ask about the league as it stood at the event (the projection answers
 * from its own tables, filled in log order, so a replay asks the same and gets the same).
 */
export interface RecipientView {
  captainOf(teamId: string): Promise<string | null>;
  /** Every member, the captain included. */
  membersOf(teamId: string): Promise<string[]>;
  matchOf(matchId: string): Promise<MatchFacts | null>;
  cupTieOf(tieId: string): Promise<CupTieFacts | null>;
}

/** One notification for one person. */
export interface DerivedNotification {
  userId: string;
  content: NotificationContent;
}

type SourceEvent = MatchEvent | TeamEvent | LeagueEvent | ReminderEvent | CupEvent;
type DataOf<T extends SourceEvent['type']> = Extract<SourceEvent, { type: T }>['data'];

/**
 * One row of the kinds table: the event it reads, who hears of it and what they are told
 * (the text and the link are in contracts, notifications.texts.ts, by kind).
 */
export interface NotificationRule {
  event: SourceEvent['type'];
  /** Takes the event's data (typed by `rule` below) and the instant it was recorded at. */
  derive(data: never, view: RecipientView, at: string): Promise<DerivedNotification[]>;
}

const rule = <T extends SourceEvent['type']>(
  event: T,
  derive: (data: DataOf<T>, view: RecipientView, at: string) => Promise<DerivedNotification[]>,
): NotificationRule => ({ event, derive });

const to = (userIds: Array<string | null>, content: NotificationContent): DerivedNotification[] =>
  userIds.filter((id): id is string => id !== null).map((userId) => ({ userId, content }));

async function captainsOf(view: RecipientView, teamId: string): Promise<Array<string | null>> {
  return [await view.captainOf(teamId)];
}

/** Both teams' members, each once (a player is in one team at a time, but be safe). */
async function playersOf(view: RecipientView, ...teamIds: string[]): Promise<string[]> {
  const lists = await Promise.all(teamIds.map((id) => view.membersOf(id)));
  return [...new Set(lists.flat())];
}

const otherTeam = (match: MatchFacts, teamId: string) =>
  match.senderTeamId === teamId ? match.receiverTeamId : match.senderTeamId;

/** A player's own goals in a verified sheet (own goals count for the other side: not theirs). */
function goalsOf(teams: [TeamSheet, TeamSheet], userId: string): number {
  return teams.flatMap((t) => t.goals).filter((g) => g.userId === userId && !g.isSuicide).length;
}

async function verifiedResult(d: VerifiedResult, view: RecipientView) {
  const out: DerivedNotification[] = [];
  for (const teamId of [d.homeTeamId, d.enemyTeamId]) {
    for (const userId of await view.membersOf(teamId)) {
      out.push({
        userId,
        content: {
          kind: 'report-verified',
          params: {
            matchId: d.matchId,
            homeTeamId: d.homeTeamId,
            awayTeamId: d.enemyTeamId,
            homeGoals: d.homeGoals,
            awayGoals: d.enemyGoals,
            goals: goalsOf(d.teams, userId),
            teamId,
          },
        },
      });
    }
  }
  return out;
}

/**
 * The draw, to every player of every team it placed: the first tie the team plays (its
 * opponent), or a bye into a later round (a team drawn straight into round 2 or later).
 */
async function cupDraw(d: DataOf<'CupDrawn'>, view: RecipientView) {
  const out: DerivedNotification[] = [];
  for (const round of d.rounds) {
    for (const tie of round.ties) {
      const sides = [
        [tie.teamA, tie.teamB, tie.sourceB],
        [tie.teamB, tie.teamA, tie.sourceA],
      ] as const;
      for (const [teamId, opponent, opponentSource] of sides) {
        if (!teamId) continue;
        // a side still to be decided by an earlier tie: this team waits for it (a bye); a side
        // nobody can fill is no opponent at all
        const opponentTeamId = opponent ?? null;
        if (opponentTeamId === null && opponentSource === null) continue;
        out.push(
          ...to(await view.membersOf(teamId), {
            kind: 'cup-draw',
            params: {
              ...{ cupId: d.cupId, teamId, opponentTeamId },
              ...{ round: round.number, deadline: round.deadline },
            },
          }),
        );
      }
    }
  }
  return out;
}

/**
 * The kinds table (issue 17): event → recipients → what they are told. Recipients are taken
 * as the league stood at the event; the actor of the event is never told of their own act
 * (see `deriveNotifications`). To add a kind: a kind in contracts (notification-kinds.ts), its
 * text (notifications.texts.ts) and a row here; the projection subscribes to every `event`.
 */
export const NOTIFICATION_RULES: readonly NotificationRule[] = [
  rule('ChallengeIssued', async (d, view) =>
    to(await captainsOf(view, d.receiverTeamId), {
      kind: 'challenge-received',
      params: { matchId: d.matchId, teamId: d.senderTeamId, startsAt: d.date, pitchId: d.pitchId },
    }),
  ),
  // the challenger's captain hears it was accepted; every other player of both teams is asked
  // whether they come (the acceptor, as the actor, is told nothing)
  rule('ChallengeAccepted', async (d, view, at) => {
    const m = await view.matchOf(d.matchId);
    if (!m) return [];
    const accepted = to(await captainsOf(view, m.senderTeamId), {
      kind: 'challenge-accepted',
      params: {
        matchId: d.matchId,
        teamId: m.receiverTeamId,
        startsAt: m.startsAt,
        pitchId: m.pitchId,
      },
    });
    // nobody is asked about a match that had begun when it was accepted (a late entry)
    if (Date.parse(m.startsAt) <= Date.parse(at)) return accepted;
    const asked = to(await playersOf(view, m.senderTeamId, m.receiverTeamId), {
      kind: 'availability-asked',
      params: {
        matchId: d.matchId,
        homeTeamId: m.senderTeamId,
        awayTeamId: m.receiverTeamId,
        startsAt: m.startsAt,
        pitchId: m.pitchId,
      },
    });
    return [...accepted, ...asked];
  }),
  rule('ChallengeRejected', async (d, view) => {
    const m = await view.matchOf(d.matchId);
    if (!m) return [];
    return to(await captainsOf(view, m.senderTeamId), {
      kind: 'challenge-rejected',
      params: { matchId: d.matchId, teamId: m.receiverTeamId, startsAt: m.startsAt },
    });
  }),
  rule('ChallengeCancelled', async (d, view) => {
    const m = await view.matchOf(d.matchId);
    if (!m) return [];
    return to(await captainsOf(view, m.receiverTeamId), {
      kind: 'challenge-cancelled',
      params: { matchId: d.matchId, teamId: m.senderTeamId, startsAt: m.startsAt },
    });
  }),
  rule('MatchCancelledByAdmin', async (d, view) => {
    const m = await view.matchOf(d.matchId);
    if (!m) return [];
    return to(await playersOf(view, m.senderTeamId, m.receiverTeamId), {
      kind: 'match-cancelled',
      params: {
        matchId: d.matchId,
        homeTeamId: m.senderTeamId,
        awayTeamId: m.receiverTeamId,
        startsAt: m.startsAt,
        reason: d.reason,
      },
    });
  }),
  // rescheduling between captains: the other captain is asked; a decision goes to the
  // proposer's captain, and an accepted one to every player of both teams (the match moved)
  rule('RescheduleProposed', async (d, view) => {
    const m = await view.matchOf(d.matchId);
    if (!m) return [];
    return to(await captainsOf(view, otherTeam(m, d.proposedByTeamId)), {
      kind: 'reschedule-proposed',
      params: {
        matchId: d.matchId,
        teamId: d.proposedByTeamId,
        startsAt: d.date,
        pitchId: d.pitchId,
        previousStartsAt: d.expiresAt,
      },
    });
  }),
  rule('RescheduleAccepted', async (d, view) => {
    const m = await view.matchOf(d.matchId);
    if (!m) return [];
    return to(await playersOf(view, m.senderTeamId, m.receiverTeamId), {
      kind: 'reschedule-decided',
      params: {
        matchId: d.matchId,
        teamId: d.acceptedByTeamId,
        accepted: true,
        startsAt: d.after.date,
        pitchId: d.after.pitchId,
      },
    });
  }),
  rule('RescheduleDeclined', async (d, view) =>
    to(await captainsOf(view, d.proposedByTeamId), {
      kind: 'reschedule-decided',
      params: {
        matchId: d.matchId,
        teamId: d.declinedByTeamId,
        accepted: false,
        startsAt: d.proposed.date,
        pitchId: d.proposed.pitchId,
      },
    }),
  ),
  rule('MatchReminderDue', async (d, view) =>
    to(await playersOf(view, d.senderTeamId, d.receiverTeamId), {
      kind: 'match-reminder',
      params: {
        matchId: d.matchId,
        homeTeamId: d.senderTeamId,
        awayTeamId: d.receiverTeamId,
        startsAt: d.kickOff,
        pitchId: d.pitchId,
      },
    }),
  ),
  rule('MatchReportSubmitted', async (d, view) =>
    to(await captainsOf(view, d.enemyTeamId), {
      kind: 'report-to-accept',
      params: {
        matchId: d.matchId,
        homeTeamId: d.homeTeamId,
        awayTeamId: d.enemyTeamId,
        homeGoals: d.homeGoals,
        awayGoals: d.enemyGoals,
      },
    }),
  ),
  rule('MatchReportAccepted', async (d, view) => {
    const m = await view.matchOf(d.matchId);
    if (!m) return [];
    return to(await captainsOf(view, otherTeam(m, d.acceptedByTeamId)), {
      kind: 'report-accepted',
      params: { matchId: d.matchId, teamId: d.acceptedByTeamId },
    });
  }),
  rule('MatchReportRejected', async (d, view) => {
    const m = await view.matchOf(d.matchId);
    if (!m) return [];
    return to(await captainsOf(view, otherTeam(m, d.rejectedByTeamId)), {
      kind: 'report-rejected',
      params: {
        matchId: d.matchId,
        teamId: d.rejectedByTeamId,
        withdrawn: d.reason === 'withdrawn',
      },
    });
  }),
  rule('MatchReportVerified', verifiedResult),
  rule('MatchResultInsertedByAdmin', verifiedResult),
  rule('ApplicationSubmitted', async (d, view) =>
    to(await captainsOf(view, d.teamId), {
      kind: 'application-received',
      params: { teamId: d.teamId, applicantId: d.userId },
    }),
  ),
  rule('ApplicationAccepted', async (d) =>
    to([d.userId], {
      kind: 'application-decided',
      params: { teamId: d.teamId, accepted: true },
    }),
  ),
  rule('ApplicationCancelled', async (d) =>
    to([d.userId], {
      kind: 'application-decided',
      params: { teamId: d.teamId, accepted: false },
    }),
  ),
  rule('CaptaincyHandedOver', async (d) =>
    to([d.toUserId], {
      kind: 'captaincy-handed-over',
      params: { teamId: d.teamId, fromUserId: d.fromUserId },
    }),
  ),
  rule('TeamOfferMade', async (d) =>
    to([d.userId], {
      kind: 'team-offer-received',
      params: { teamId: d.teamId, offerId: d.offerId },
    }),
  ),
  rule('TeamOfferAccepted', async (d, view) =>
    to(await captainsOf(view, d.teamId), {
      kind: 'team-offer-decided',
      params: { teamId: d.teamId, playerId: d.userId, accepted: true },
    }),
  ),
  rule('TeamOfferDeclined', async (d, view) =>
    to(await captainsOf(view, d.teamId), {
      kind: 'team-offer-decided',
      params: { teamId: d.teamId, playerId: d.userId, accepted: false },
    }),
  ),
  rule('CupDrawn', cupDraw),
  rule('TeamAdvancedInCup', async (d, view) => {
    const tie = await view.cupTieOf(d.tieId);
    if (!tie?.teamA || !tie.teamB) return [];
    const out: DerivedNotification[] = [];
    for (const [teamId, opponentTeamId] of [
      [tie.teamA, tie.teamB],
      [tie.teamB, tie.teamA],
    ]) {
      out.push(
        ...to(await view.membersOf(teamId), {
          kind: 'cup-next-tie',
          params: {
            ...{ cupId: d.cupId, tieId: d.tieId, teamId, opponentTeamId },
            ...{ round: tie.round, deadline: tie.deadline },
          },
        }),
      );
    }
    return out;
  }),
  rule('TeamAssignedToLeague', async (d, view) =>
    to(await view.membersOf(d.teamId), {
      kind: 'team-assigned-to-league',
      params: { teamId: d.teamId, leagueId: d.leagueId },
    }),
  ),
];

const RULES_BY_EVENT = new Map<string, NotificationRule>(
  NOTIFICATION_RULES.map((r) => [r.event, r]),
);

/** The event types that make notifications (the projection subscribes to each). */
export const NOTIFYING_EVENTS: readonly string[] = NOTIFICATION_RULES.map((r) => r.event);

/**
 * The notifications of one event: one per recipient (the first rule's content wins if a
 * person were reached twice), never to the person whose act the event records.
 */
export async function deriveNotifications(
  event: Pick<StoredEvent, 'type' | 'data' | 'metadata'>,
  view: RecipientView,
): Promise<DerivedNotification[]> {
  const found = RULES_BY_EVENT.get(event.type);
  if (!found) return [];
  const derived = await found.derive(event.data as never, view, event.metadata.time);
  const actor = event.metadata.actorUserId;
  const seen = new Set<string>();
  return derived.filter((n) => {
    if (n.userId === actor || seen.has(n.userId)) return false;
    seen.add(n.userId);
    return true;
  });
}

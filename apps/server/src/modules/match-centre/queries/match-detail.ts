import {
  type AvailabilityAnswer,
  type AvailabilityDto,
  type AvailabilityTeamDto,
  ERASED_PLAYER_NAME,
  isWalkover,
  MATCH_CENTRE_RULES,
  MATCH_STATUS,
  type PlayerRefDto,
  type RescheduleStateDto,
  type ResultSideDto,
} from '@liga/contracts';
import type { TeamSheet } from '../../matches/domain/match.events';
import { pendingProposal } from '../../matches/queries/reschedule-proposal';
import { type FixtureRow, inMatch, type Viewer } from './fixture-rows';

export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  erased: boolean;
}

/** Names by user id; an erased (or unknown) person is "Usunięty zawodnik". */
export class People {
  private readonly names = new Map<string, string>();
  constructor(rows: PersonRow[]) {
    for (const r of rows) {
      this.names.set(r.id, r.erased ? ERASED_PLAYER_NAME : `${r.first_name} ${r.last_name}`);
    }
  }
  ref(userId: string): PlayerRefDto {
    return { userId, name: this.names.get(userId) ?? ERASED_PLAYER_NAME };
  }
}

/** Every user id a report's sheets name. */
export function sheetPeople(sheets: TeamSheet[]): string[] {
  const ids = new Set<string>();
  for (const s of sheets) {
    s.attendances.forEach((id) => ids.add(id));
    s.goals.forEach((g) => g.userId && ids.add(g.userId));
    s.mvp.forEach((m) => ids.add(m.userId));
    s.keepers.forEach((k) => ids.add(k.userId));
  }
  return [...ids];
}

function sideOf(own: TeamSheet, other: TeamSheet, goals: number, people: People): ResultSideDto {
  const scored = new Map<string, number>();
  for (const g of own.goals) {
    if (!g.isSuicide && g.userId) scored.set(g.userId, (scored.get(g.userId) ?? 0) + 1);
  }
  const byName = (a: PlayerRefDto, b: PlayerRefDto) => a.name.localeCompare(b.name, 'pl');
  return {
    teamId: own.teamId,
    goals,
    scorers: [...scored]
      .map(([id, n]) => ({ ...people.ref(id), goals: n }))
      .sort((a, b) => b.goals - a.goals || byName(a, b)),
    ownGoalsFor: other.goals.filter((g) => g.isSuicide).length,
    mvp: own.mvp
      .filter((m) => m.rate > 0)
      .map((m) => ({ ...people.ref(m.userId), points: m.rate }))
      .sort((a, b) => b.points - a.points || byName(a, b)),
    keepers: own.keepers.map((k) => ({ ...people.ref(k.userId), rate: k.rate })),
    players: own.attendances.map((id) => people.ref(id)).sort(byName),
  };
}

/**
 * Both teams' parts of a filed result, [team A, team B], or null for a walkover (10:0, no
 * details) or a score the viewer may not see.
 */
export function resultSides(
  row: FixtureRow,
  people: People,
  visible: boolean,
): [ResultSideDto, ResultSideDto] | null {
  const sheets = row.report_teams as [TeamSheet, TeamSheet] | null;
  if (!visible || !sheets || isWalkover(row.walkover_type ?? 1)) return null;
  const a = sheets.find((s) => s.teamId === row.sender_team_id);
  const b = sheets.find((s) => s.teamId === row.receiver_team_id);
  if (!a || !b) return null;
  const homeIsA = row.home_team_id === row.sender_team_id;
  const aGoals = (homeIsA ? row.home_goals : row.enemy_goals) ?? 0;
  const bGoals = (homeIsA ? row.enemy_goals : row.home_goals) ?? 0;
  return [sideOf(a, b, aGoals, people), sideOf(b, a, bGoals, people)];
}

/** The members of both teams and their answers, as read (viewer-independent). */
export interface AvailabilityBase {
  matchId: string;
  teamIds: [string, string];
  startsAt: Date;
  /** Answers taken: an accepted match without a report. */
  accepting: boolean;
  members: Array<{ team_id: string; user_id: string }>;
  answers: Array<{ user_id: string; team_id: string; answer: AvailabilityAnswer }>;
}

const HOUR = 3_600_000;

/** Who is coming, as `viewer` may see it at `now`: names only for the two teams and admins. */
export function availabilityOf(
  base: AvailabilityBase,
  people: People,
  viewer: Viewer,
  now: Date,
): AvailabilityDto {
  const open = base.accepting && base.startsAt.getTime() > now.getTime();
  const soon = base.startsAt.getTime() - now.getTime() <= MATCH_CENTRE_RULES.warnHoursBefore * HOUR;
  const answerOf = new Map(base.answers.map((a) => [a.user_id, a.answer]));
  const [teamA, teamB] = base.teamIds;
  const insider = viewer.admin || viewer.teamIds.has(teamA) || viewer.teamIds.has(teamB);
  const myTeamId = viewer.teamIds.has(teamA) ? teamA : viewer.teamIds.has(teamB) ? teamB : null;
  const team = (teamId: string): AvailabilityTeamDto => {
    const members = base.members.filter((m) => m.team_id === teamId);
    const answered = members.map((m) => answerOf.get(m.user_id) ?? null);
    const count = (a: AvailabilityAnswer) => answered.filter((x) => x === a).length;
    const yes = count('yes');
    return {
      teamId,
      yes,
      no: count('no'),
      maybe: count('maybe'),
      unanswered: insider ? answered.filter((x) => x === null).length : null,
      warning: open && soon && yes < MATCH_CENTRE_RULES.minPlayers,
      players: insider
        ? members
            .map((m) => ({
              ...people.ref(m.user_id),
              userId: m.user_id,
              answer: answerOf.get(m.user_id) ?? null,
            }))
            .sort((x, y) => x.name.localeCompare(y.name, 'pl'))
        : null,
    };
  };
  const myTeamMember = myTeamId !== null && base.members.some((m) => m.user_id === viewer.userId);
  return {
    open,
    canAnswer: open && myTeamMember,
    myTeamId,
    myAnswer: answerOf.get(viewer.userId) ?? null,
    teams: [team(teamA), team(teamB)],
  };
}

/**
 * What the match page's shape depends on besides its cached parts: the viewer (outsiders, who
 * see counts and verified scores only, all alike; anyone else by id and role) and the phase
 * of the clock (answers open until kick-off, the warning from 48 hours before, a pending
 * proposal until it lapses).
 */
export function detailViewerKey(
  base: { row: FixtureRow; availability: AvailabilityBase },
  viewer: Viewer,
  now: Date,
): string {
  const { row, availability } = base;
  const at = now.getTime();
  const startsAt = row.starts_at.getTime();
  const phase = [
    at < startsAt,
    startsAt - at <= MATCH_CENTRE_RULES.warnHoursBefore * HOUR,
    pendingProposal(row, now) !== null,
  ]
    .map((flag) => (flag ? 1 : 0))
    .join('');
  const outsider =
    !viewer.admin &&
    !inMatch(row, viewer) &&
    row.a_captain_id !== viewer.userId &&
    row.b_captain_id !== viewer.userId &&
    !availability.answers.some((a) => a.user_id === viewer.userId);
  if (outsider) return `outsider:${phase}`;
  const sides = `${viewer.teamIds.has(row.sender_team_id) ? 1 : 0}${viewer.teamIds.has(row.receiver_team_id) ? 1 : 0}`;
  return `${viewer.admin ? 'admin' : 'user'}:${viewer.userId}:${sides}:${phase}`;
}

/**
 * Rescheduling as `viewer` may act on it at `now`: the pending proposal (not lapsed), whether
 * they may propose (they captain one of the teams of an accepted match without a report that
 * has not started, nothing pending) or answer (they captain the other team). The server decides
 * again on the match stream; this only says which buttons to show.
 */
export function rescheduleStateOf(row: FixtureRow, viewer: Viewer, now: Date): RescheduleStateDto {
  const pending = pendingProposal(row, now);
  const captainOf =
    row.a_captain_id === viewer.userId
      ? row.sender_team_id
      : row.b_captain_id === viewer.userId
        ? row.receiver_team_id
        : null;
  const open =
    row.status === MATCH_STATUS.accepted &&
    row.report_id === null &&
    row.starts_at.getTime() > now.getTime();
  return {
    pending,
    canPropose: open && captainOf !== null && pending === null,
    canAnswer: pending !== null && captainOf !== null && captainOf !== pending.proposedByTeamId,
  };
}

export { inMatch };

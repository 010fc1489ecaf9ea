import {
  isWalkover,
  KEEPER_RATE,
  nextMvpStep,
  ownGoalEntries,
  REPORT_LIMITS,
  reportScore,
  WALKOVER_TYPE,
  type MatchReportDto,
  type MatchReportPayloadInput,
  type MvpStep,
  type ReportGoal,
  type WalkoverTypeId,
} from '@liga/contracts';

/**
 * The report form (spec: "Match report popup", section 5 "Report"), as pure state and
 * transitions shared by the captain's popup and the admin's manual entry.
 */
export interface PlayerEntry {
  userId: string;
  firstName: string;
  lastName: string;
  present: boolean;
  /** 'Ocena Bramkarska' 1..10, null when not rated. */
  keeperRate: number | null;
  mvp: MvpStep;
  goals: number;
}

export interface TeamEntry {
  teamId: string;
  name: string;
  players: PlayerEntry[];
  ownGoalsEnabled: boolean;
  ownGoals: number;
  /** Admin entry only: goals without a known scorer. */
  unknownGoals: number;
}

export interface ReportForm {
  walkoverType: WalkoverTypeId;
  /** [team A ('home', the captain's team), team B]. */
  teams: [TeamEntry, TeamEntry];
  /** A cup match: a level score needs the penalty shoot-out ([team A, team B], as typed). */
  cup?: boolean;
  penalties?: [string, string];
}

export type Side = 0 | 1;

interface Person {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

const byName = (a: PlayerEntry, b: PlayerEntry) =>
  a.firstName.localeCompare(b.firstName, 'pl', { sensitivity: 'base' }) ||
  a.lastName.localeCompare(b.lastName, 'pl', { sensitivity: 'base' });

/**
 * A team's entry: its players sorted by first name, then last name; checked present are those
 * in `present` (who said 'Będę'), nobody else.
 */
export function teamEntry(
  team: { id: string; name: string; users: readonly Person[] },
  present: readonly string[] = [],
): TeamEntry {
  const players = team.users
    .map((u) => ({
      userId: u.id,
      firstName: u.firstName ?? '',
      lastName: u.lastName ?? '',
      present: present.includes(u.id),
      keeperRate: null,
      mvp: 0 as MvpStep,
      goals: 0,
    }))
    .sort(byName);
  return {
    teamId: team.id,
    name: team.name,
    players,
    ownGoalsEnabled: false,
    ownGoals: 0,
    unknownGoals: 0,
  };
}

export const initialForm = (home: TeamEntry, enemy: TeamEntry, cup = false): ReportForm => ({
  walkoverType: WALKOVER_TYPE.normal,
  teams: [home, enemy],
  ...(cup ? { cup, penalties: ['', ''] as [string, string] } : {}),
});

/** True when the form needs the penalty shoot-out: a cup match with a level score. */
export function needsPenalties(form: ReportForm): boolean {
  if (!form.cup || isWalkover(form.walkoverType)) return false;
  const score = formScore(form);
  return score.teamA === score.teamB;
}

function updateTeam(form: ReportForm, side: Side, change: (team: TeamEntry) => TeamEntry) {
  const teams = [...form.teams] as [TeamEntry, TeamEntry];
  teams[side] = change(teams[side]);
  return { ...form, teams };
}

function updatePlayer(
  form: ReportForm,
  side: Side,
  userId: string,
  change: (player: PlayerEntry) => PlayerEntry,
): ReportForm {
  return updateTeam(form, side, (team) => ({
    ...team,
    players: team.players.map((p) => (p.userId === userId ? change(p) : p)),
  }));
}

const clampInt = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : min;

export type FormAction =
  | { type: 'walkover'; walkoverType: WalkoverTypeId }
  | { type: 'present'; side: Side; userId: string; present: boolean }
  | { type: 'mvp'; side: Side; userId: string }
  | { type: 'goals'; side: Side; userId: string; goals: number }
  | { type: 'keeper'; side: Side; userId: string; rate: number | null }
  | { type: 'ownGoalsEnabled'; side: Side; enabled: boolean }
  | { type: 'ownGoals'; side: Side; count: number }
  | { type: 'unknownGoals'; side: Side; count: number }
  | { type: 'penalties'; side: Side; value: string }
  | { type: 'reset'; form: ReportForm };

const MAX_GOALS = REPORT_LIMITS.maxGoalsPerTeam;

/** Every change of the form; an unchecked player's MVP, goals and rating cannot change. */
export function reportFormReducer(form: ReportForm, action: FormAction): ReportForm {
  switch (action.type) {
    case 'walkover':
      return { ...form, walkoverType: action.walkoverType };
    case 'penalties': {
      const penalties = [...(form.penalties ?? ['', ''])] as [string, string];
      penalties[action.side] = action.value.replace(/[^0-9]/g, '').slice(0, 2);
      return { ...form, penalties };
    }
    case 'present':
      return updatePlayer(form, action.side, action.userId, (p) =>
        action.present
          ? { ...p, present: true }
          : { ...p, present: false, mvp: 0, goals: 0, keeperRate: null },
      );
    case 'mvp':
      return updatePlayer(form, action.side, action.userId, (p) =>
        p.present ? { ...p, mvp: nextMvpStep(p.mvp) } : p,
      );
    case 'goals':
      return updatePlayer(form, action.side, action.userId, (p) =>
        p.present ? { ...p, goals: clampInt(action.goals, 0, MAX_GOALS) } : p,
      );
    case 'keeper':
      return updatePlayer(form, action.side, action.userId, (p) =>
        p.present
          ? {
              ...p,
              keeperRate:
                action.rate === null || !Number.isFinite(action.rate)
                  ? null
                  : clampInt(action.rate, KEEPER_RATE.min, KEEPER_RATE.max),
            }
          : p,
      );
    case 'ownGoalsEnabled':
      return updateTeam(form, action.side, (t) => ({
        ...t,
        ownGoalsEnabled: action.enabled,
        ownGoals: action.enabled ? Math.max(1, t.ownGoals) : t.ownGoals,
      }));
    case 'ownGoals':
      return updateTeam(form, action.side, (t) => ({
        ...t,
        ownGoals: clampInt(action.count, 0, MAX_GOALS),
      }));
    case 'unknownGoals':
      return updateTeam(form, action.side, (t) => ({
        ...t,
        unknownGoals: clampInt(action.count, 0, MAX_GOALS),
      }));
    case 'reset':
      return action.form;
  }
}

/** A team's goal list: checked players' goals, goals without a scorer, then own goals (if ticked). */
export function goalsOf(team: TeamEntry): ReportGoal[] {
  const goals: ReportGoal[] = [];
  for (const p of team.players) {
    if (!p.present) continue;
    for (let i = 0; i < p.goals; i++) goals.push({ userId: p.userId, isSuicide: false });
  }
  for (let i = 0; i < team.unknownGoals; i++) goals.push({ userId: null, isSuicide: false });
  if (team.ownGoalsEnabled) goals.push(...ownGoalEntries(team.ownGoals));
  return goals;
}

/** The score by the contracts' rule (recalculated on every change). */
export const formScore = (form: ReportForm) =>
  reportScore({
    walkoverType: form.walkoverType,
    goalsTeamA: goalsOf(form.teams[0]),
    goalsTeamB: goalsOf(form.teams[1]),
  });

function details(team: TeamEntry) {
  const present = team.players.filter((p) => p.present);
  return {
    attendances: present.map((p) => ({ userId: p.userId, attendance: 1 as const })),
    goals: goalsOf(team),
    rates: present.filter((p) => p.mvp > 0).map((p) => ({ userId: p.userId, rate: p.mvp })),
    keepers: present
      .filter((p) => p.keeperRate !== null)
      .map((p) => ({ userId: p.userId, rate: p.keeperRate as number })),
  };
}

export type PayloadTarget =
  | { kind: 'captain'; matchId: string }
  | { kind: 'admin'; pitchId: string; date: string; matchLength: number };

/** `POST /api/match-report/entity-insert` body; walkovers carry no attendances, goals or ratings. */
export function toPayload(form: ReportForm, target: PayloadTarget): MatchReportPayloadInput {
  const walkover = isWalkover(form.walkoverType);
  const [a, b] = form.teams.map(details);
  const score = formScore(form);
  const empty = { attendances: [], goals: [], rates: [], keepers: [] };
  const [da, db] = walkover ? [empty, empty] : [a, b];
  return {
    adminInsert: target.kind === 'admin',
    matchId: target.kind === 'captain' ? target.matchId : null,
    teamAId: form.teams[0].teamId,
    teamBId: form.teams[1].teamId,
    walkoverType: form.walkoverType,
    attendancesTeamA: da.attendances,
    attendancesTeamB: db.attendances,
    goalsTeamA: da.goals,
    goalsTeamB: db.goals,
    userRatesTeamA: da.rates,
    userRatesTeamB: db.rates,
    goalKeeperRatesTeamA: da.keepers,
    goalKeeperRatesTeamB: db.keepers,
    teamAGoals: score.teamA,
    teamBGoals: score.teamB,
    ...(needsPenalties(form)
      ? { penaltiesTeamA: form.penalties?.[0] ?? '', penaltiesTeamB: form.penalties?.[1] ?? '' }
      : {}),
    ...(target.kind === 'admin'
      ? { pitchId: target.pitchId, date: target.date, matchLength: target.matchLength }
      : {}),
  };
}

/**
 * The form of a verified report as it stands (for the admin's correction): the teams' rosters
 * with everyone the report names added (they may have left the team since), ticked, with their
 * goals, MVP points and goalkeeper ratings; own goals and goals without a scorer as counts.
 */
export function formFromReport(
  report: MatchReportDto,
  rosters: [
    { id: string; name: string; users: readonly Person[] },
    { id: string; name: string; users: readonly Person[] },
  ],
): ReportForm {
  const entry = (side: Side): TeamEntry => {
    const team = report.teams[side];
    const roster = rosters[side];
    const known = new Set(roster.users.map((u) => u.id));
    const extra = team.attendances.filter((p) => !known.has(p.id));
    const base = teamEntry({ ...roster, users: [...roster.users, ...extra] });
    const present = new Set(team.attendances.map((p) => p.id));
    const players = base.players.map((p) => ({
      ...p,
      present: present.has(p.userId),
      goals: team.goals.filter((g) => g.userId === p.userId && !g.isSuicide).length,
      mvp: (team.rating.find((r) => r.user.id === p.userId)?.rate ?? 0) as MvpStep,
      keeperRate: team.goalKeeperRates.find((r) => r.user.id === p.userId)?.rate ?? null,
    }));
    const ownGoals = team.goals.filter((g) => g.isSuicide).length;
    return {
      ...base,
      players,
      ownGoalsEnabled: ownGoals > 0,
      ownGoals,
      unknownGoals: team.goals.filter((g) => g.userId === null && !g.isSuicide).length,
    };
  };
  return { walkoverType: report.walkoverType as WalkoverTypeId, teams: [entry(0), entry(1)] };
}

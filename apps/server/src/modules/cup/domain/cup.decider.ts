import {
  CUP_LIMITS,
  CUP_STATUS,
  cupRoundDeadline,
  cupRoundName,
  cupRoundsFor,
  drawCup,
  TIE_DECIDED_BY,
} from '@liga/contracts';
import { assertNever, type Decider } from '../../../platform/event-store/decider';
import type { TeamFacts } from '../../teams/domain/team-facts';
import { decideAndAdvance } from './cup-bracket';
import type {
  AddCupTeam,
  CancelCup,
  CreateCup,
  CupCommand,
  DecideTie,
  DrawCup,
  EnterCup,
  RecordTieResult,
  RemoveCupTeam,
  WithdrawFromCup,
} from './cup.commands';
import { cupErrors } from './cup.errors';
import type { CupEvent, CupLeague, DrawnCupRound } from './cup.events';
import { type CupState, evolveCup, initialCupState, type OpenCup } from './cup.state';

const BEFORE_DRAW: string[] = [CUP_STATUS.planned, CUP_STATUS.open, CUP_STATUS.closed];

function existing(state: CupState): OpenCup {
  if (state.status === 'none') throw cupErrors.notFound();
  return state;
}

function adminCup(command: { isAdmin: boolean }, state: CupState): OpenCup {
  if (!command.isAdmin) throw cupErrors.notAdmin();
  return existing(state);
}

function beforeDraw(cup: OpenCup): void {
  if (cup.status === CUP_STATUS.cancelled) throw cupErrors.cancelled();
  if (!BEFORE_DRAW.includes(cup.status)) throw cupErrors.alreadyDrawn();
}

function create(command: CreateCup, state: CupState): CupEvent[] {
  if (!command.isAdmin) throw cupErrors.notAdmin();
  if (state.status !== 'none') throw cupErrors.wrongStatus();
  if (command.leagues.some((l) => l === null)) throw cupErrors.leagueNotFound();
  const leagues = command.leagues as CupLeague[];
  const { cupId, seasonId, name, entryDeadline, roundDeadlines, separateTopTier } = command;
  return [
    {
      type: 'CupCreated',
      data: {
        ...{ cupId, seasonId, name, leagues, entryDeadline, roundDeadlines, separateTopTier },
        createdBy: command.actorUserId,
      },
    },
  ];
}

/** The team an entry names, with its league allowed by the cup and room in the bracket. */
function admissible(cup: OpenCup, team: TeamFacts) {
  if (!team.active) throw cupErrors.teamNotFound();
  if (cup.entries[team.teamId]) throw cupErrors.alreadyEntered();
  if (!team.leagueId) throw cupErrors.teamWithoutLeague();
  const league = cup.leagues.find((l) => l.leagueId === team.leagueId);
  if (!league) throw cupErrors.leagueNotAllowed();
  if (Object.keys(cup.entries).length >= 2 ** cup.roundDeadlines.length) {
    throw cupErrors.bracketFull();
  }
  return { teamId: team.teamId, leagueId: league.leagueId, tier: league.tier };
}

function enter(command: EnterCup, state: CupState): CupEvent[] {
  const cup = existing(state);
  const { team } = command;
  if (!team || team.captainId !== command.actorUserId) throw cupErrors.notCaptain();
  beforeDraw(cup);
  if (cup.status !== CUP_STATUS.open) throw cupErrors.entriesNotOpen();
  if (new Date(command.at).getTime() > new Date(cup.entryDeadline).getTime()) {
    throw cupErrors.entryDeadlinePassed();
  }
  const entry = admissible(cup, team);
  const data = { cupId: cup.cupId, ...entry, by: command.actorUserId, byAdmin: false };
  return [{ type: 'TeamEnteredCup', data: { ...data, reason: null, at: command.at } }];
}

function addTeam(command: AddCupTeam, state: CupState): CupEvent[] {
  const cup = adminCup(command, state);
  beforeDraw(cup);
  if (!command.team) throw cupErrors.teamNotFound();
  const entry = admissible(cup, command.team);
  const data = { cupId: cup.cupId, ...entry, by: command.actorUserId, byAdmin: true };
  return [{ type: 'TeamEnteredCup', data: { ...data, reason: command.reason, at: command.at } }];
}

function withdraw(command: WithdrawFromCup, state: CupState): CupEvent[] {
  const cup = existing(state);
  const { team } = command;
  if (!team || team.captainId !== command.actorUserId) throw cupErrors.notCaptain();
  beforeDraw(cup);
  if (!cup.entries[team.teamId]) throw cupErrors.notEntered();
  const data = { cupId: cup.cupId, teamId: team.teamId, by: command.actorUserId };
  return [{ type: 'TeamWithdrawnFromCup', data: { ...data, byAdmin: false, reason: null } }];
}

function removeTeam(command: RemoveCupTeam, state: CupState): CupEvent[] {
  const cup = adminCup(command, state);
  beforeDraw(cup);
  if (!cup.entries[command.teamId]) throw cupErrors.notEntered();
  const data = { cupId: cup.cupId, teamId: command.teamId, by: command.actorUserId };
  return [
    { type: 'TeamWithdrawnFromCup', data: { ...data, byAdmin: true, reason: command.reason } },
  ];
}

function draw(command: DrawCup, state: CupState): CupEvent[] {
  const cup = adminCup(command, state);
  beforeDraw(cup);
  const entries = Object.values(cup.entries)
    .map(({ teamId, tier }) => ({ teamId, tier }))
    .sort((a, b) => (a.teamId < b.teamId ? -1 : 1));
  if (entries.length < CUP_LIMITS.minEntries) throw cupErrors.tooFewEntries();
  const bracket = drawCup(command.seed, entries, { separateTopTier: cup.separateTopTier });
  const count = bracket.rounds.length;
  if (count !== cupRoundsFor(entries.length) || count > cup.roundDeadlines.length) {
    throw cupErrors.bracketFull();
  }
  let next = 0;
  const ids = bracket.rounds.map((round) => round.map(() => command.tieIds[next++]));
  const rounds: DrawnCupRound[] = bracket.rounds.map((round, r) => ({
    number: r + 1,
    name: cupRoundName(r + 1, count, bracket.byes.length > 0),
    deadline: cupRoundDeadline(cup.roundDeadlines, r + 1, count),
    ties: round.map((tie) => {
      const nextRound = bracket.rounds[r + 1];
      const target = nextRound?.find((t) => t.sourceA === tie.index || t.sourceB === tie.index);
      return {
        tieId: ids[r][tie.index],
        teamA: tie.teamA,
        teamB: tie.teamB,
        sourceA: tie.sourceA === null ? null : ids[r - 1][tie.sourceA],
        sourceB: tie.sourceB === null ? null : ids[r - 1][tie.sourceB],
        next: target
          ? { tieId: ids[r + 1][target.index], slot: target.sourceA === tie.index ? 'A' : 'B' }
          : null,
      };
    }),
  }));
  if (ids.flat().some((id) => !id)) throw new Error('not enough tie ids for the draw');
  return [
    {
      type: 'CupDrawn',
      data: {
        cupId: cup.cupId,
        seasonId: cup.seasonId,
        seed: bracket.seed,
        method: bracket.method,
        separateTopTier: cup.separateTopTier,
        entries,
        byes: bracket.byes,
        rounds,
        by: command.actorUserId,
        at: command.at,
      },
    },
  ];
}

function inProgress(cup: OpenCup): void {
  if (cup.status === CUP_STATUS.cancelled) throw cupErrors.cancelled();
  if (cup.status !== CUP_STATUS.inProgress) throw cupErrors.notDrawn();
}

/**
 * A verified cup match decides its tie. Idempotent: a tie already decided (an admin's decision
 * came first) or a cup no longer in progress gives no events, and the verification stands.
 */
function recordResult(command: RecordTieResult, state: CupState): CupEvent[] {
  if (state.status !== CUP_STATUS.inProgress) return [];
  const tie = state.ties[command.tieId];
  if (!tie || tie.decided) return [];
  const { homeTeamId, enemyTeamId, homeGoals, enemyGoals, penalties } = command;
  const homeIsA = tie.teamA === homeTeamId && tie.teamB === enemyTeamId;
  if (!homeIsA && !(tie.teamB === homeTeamId && tie.teamA === enemyTeamId)) return [];
  const homeWins =
    homeGoals !== enemyGoals
      ? homeGoals > enemyGoals
      : penalties !== null && penalties.home > penalties.enemy;
  if (homeGoals === enemyGoals && (!penalties || penalties.home === penalties.enemy)) return [];
  const winner = homeWins ? homeTeamId : enemyTeamId;
  const [scoreA, scoreB] = homeIsA ? [homeGoals, enemyGoals] : [enemyGoals, homeGoals];
  const pens = penalties
    ? homeIsA
      ? [penalties.home, penalties.enemy]
      : [penalties.enemy, penalties.home]
    : [null, null];
  return decideAndAdvance(state, {
    tieId: tie.tieId,
    winner,
    decidedBy: command.walkover ? TIE_DECIDED_BY.walkover : TIE_DECIDED_BY.match,
    outcome: winner === tie.teamA ? 'teamA' : 'teamB',
    matchId: command.matchId,
    scoreA,
    scoreB,
    penaltiesA: pens[0],
    penaltiesB: pens[1],
    reason: null,
    by: command.actorUserId,
  });
}

function decideTie(command: DecideTie, state: CupState): CupEvent[] {
  const cup = adminCup(command, state);
  inProgress(cup);
  const tie = cup.ties[command.tieId];
  if (!tie) throw cupErrors.tieNotFound();
  if (tie.decided) throw cupErrors.tieDecided();
  if (!tie.teamA || !tie.teamB) throw cupErrors.tieNotReady();
  const winner =
    command.outcome === 'teamA' ? tie.teamA : command.outcome === 'teamB' ? tie.teamB : null;
  return decideAndAdvance(cup, {
    tieId: tie.tieId,
    winner,
    decidedBy: TIE_DECIDED_BY.admin,
    outcome: command.outcome,
    matchId: null,
    scoreA: null,
    scoreB: null,
    penaltiesA: null,
    penaltiesB: null,
    reason: command.reason,
    by: command.actorUserId,
  });
}

function cancel(command: CancelCup, state: CupState): CupEvent[] {
  const cup = adminCup(command, state);
  if (cup.status === CUP_STATUS.cancelled) throw cupErrors.cancelled();
  if (cup.status === CUP_STATUS.finished) throw cupErrors.wrongStatus();
  const data = { cupId: cup.cupId, seasonId: cup.seasonId, reason: command.reason };
  return [{ type: 'CupCancelled', data: { ...data, by: command.actorUserId } }];
}

function openOrClose(command: CupCommand & { isAdmin: boolean }, state: CupState): CupEvent[] {
  const cup = adminCup(command, state);
  beforeDraw(cup);
  const by = command.actorUserId;
  if (command.type === 'OpenCupEntries') {
    if (cup.status === CUP_STATUS.open) throw cupErrors.wrongStatus();
    return [{ type: 'CupEntriesOpened', data: { cupId: cup.cupId, by } }];
  }
  if (cup.status !== CUP_STATUS.open) throw cupErrors.entriesNotOpen();
  return [{ type: 'CupEntriesClosed', data: { cupId: cup.cupId, by } }];
}

export const cupDecider: Decider<CupState, CupCommand, CupEvent> = {
  initialState: initialCupState,
  evolve: evolveCup,
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateCup':
        return create(command, state);
      case 'OpenCupEntries':
      case 'CloseCupEntries':
        return openOrClose(command, state);
      case 'EnterCup':
        return enter(command, state);
      case 'WithdrawFromCup':
        return withdraw(command, state);
      case 'AddCupTeam':
        return addTeam(command, state);
      case 'RemoveCupTeam':
        return removeTeam(command, state);
      case 'DrawCup':
        return draw(command, state);
      case 'RecordTieResult':
        return recordResult(command, state);
      case 'DecideTie':
        return decideTie(command, state);
      case 'CancelCup':
        return cancel(command, state);
      default:
        return assertNever(command);
    }
  },
};

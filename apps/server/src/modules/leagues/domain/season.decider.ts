import { assertNever, type Decider, type DomainEvent } from '../../../platform/event-store/decider';
import { leagueErrors } from './league.errors';

export type SeasonOpened = DomainEvent<
  'SeasonOpened',
  { seasonId: string; key: string; name: string; startDate: string; endDate: string }
>;
/**
 * The season turn happened: from `startedAt` (00:00 Warsaw on the first day, or later when no
 * node was up at that minute) this season is the league's current one. Recorded once per season.
 */
export type SeasonStarted = DomainEvent<
  'SeasonStarted',
  { seasonId: string; previousSeasonId: string; startDate: string; startedAt: string }
>;
/** One team's way into the new season: from its league last season to its league now. */
export interface CarriedTeam {
  teamId: string;
  fromLeagueId: string;
  toLeagueId: string;
  /** The new league-team link (TeamAssignedToLeague on the new league's stream). */
  leagueTeamId: string;
}
/**
 * Without a confirmed plan every team of the previous season enters the league of the same name
 * in the new one. The audit record of the turn; the links themselves are TeamAssignedToLeague
 * events on the new leagues' streams, written in the same transaction.
 */
export type TeamsCarriedOver = DomainEvent<
  'TeamsCarriedOver',
  { seasonId: string; fromSeasonId: string; teams: CarriedTeam[] }
>;
export type SeasonEvent = SeasonOpened | SeasonStarted | TeamsCarriedOver;

export type OpenSeason = {
  type: 'OpenSeason';
  seasonId: string;
  key: string;
  name: string;
  startDate: string;
  endDate: string;
};
export type StartSeason = {
  type: 'StartSeason';
  previousSeasonId: string;
  /** When the turn runs (the injected clock); never before the season's start. */
  now: string;
  carried: CarriedTeam[];
};
export type SeasonCommand = OpenSeason | StartSeason;

export type SeasonState =
  | { status: 'none' }
  | { status: 'open'; seasonId: string; name: string; startDate: string; started: boolean };

export const seasonStream = (seasonId: string) => ({
  streamId: `season-${seasonId}`,
  streamType: 'season',
});

function start(command: StartSeason, state: SeasonState): SeasonEvent[] {
  if (state.status !== 'open') throw leagueErrors.seasonNotFound();
  // the turn is idempotent: a second node, a restart or a late tick finds it done
  if (state.started) return [];
  if (new Date(command.now).getTime() < new Date(state.startDate).getTime()) {
    throw leagueErrors.seasonNotStarted();
  }
  const { seasonId, startDate } = state;
  const { previousSeasonId, now, carried } = command;
  const events: SeasonEvent[] = [
    { type: 'SeasonStarted', data: { seasonId, previousSeasonId, startDate, startedAt: now } },
  ];
  if (carried.length > 0) {
    events.push({
      type: 'TeamsCarriedOver',
      data: { seasonId, fromSeasonId: previousSeasonId, teams: carried },
    });
  }
  return events;
}

export const seasonDecider: Decider<SeasonState, SeasonCommand, SeasonEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SeasonOpened': {
        const { seasonId, name, startDate } = event.data;
        return { status: 'open', seasonId, name, startDate, started: false };
      }
      case 'SeasonStarted':
        return state.status === 'open' ? { ...state, started: true } : state;
      case 'TeamsCarriedOver':
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'OpenSeason': {
        if (state.status === 'open') {
          throw leagueErrors.seasonAlreadyOpen();
        }
        const { seasonId, key, name, startDate, endDate } = command;
        return [{ type: 'SeasonOpened', data: { seasonId, key, name, startDate, endDate } }];
      }
      case 'StartSeason':
        return start(command, state);
      default:
        return assertNever(command);
    }
  },
};

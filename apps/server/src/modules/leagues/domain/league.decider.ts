import { assertNever, type Decider, type DomainEvent } from '../../../platform/event-store/decider';
import { ConflictError } from '../../../platform/http/app-errors';

export type LeagueOpened = DomainEvent<
  'LeagueOpened',
  { leagueId: string; seasonId: string; name: string }
>;
export type LeagueEvent = LeagueOpened;

export type OpenLeague = { type: 'OpenLeague'; leagueId: string; seasonId: string; name: string };
export type LeagueCommand = OpenLeague;

export type LeagueState =
  { status: 'none' } | { status: 'open'; leagueId: string; seasonId: string; name: string };

/** One league in one season: the league-season stream. */
export const leagueStream = (leagueId: string) => ({
  streamId: `league-${leagueId}`,
  streamType: 'league-season',
});

export const leagueDecider: Decider<LeagueState, LeagueCommand, LeagueEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'LeagueOpened':
        return { status: 'open', ...event.data };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'OpenLeague': {
        if (state.status === 'open') {
          throw new ConflictError(
            'league.already_open',
            'Ta liga została już otwarta w tym sezonie.',
          );
        }
        const name = command.name.trim();
        return [
          {
            type: 'LeagueOpened',
            data: { leagueId: command.leagueId, seasonId: command.seasonId, name },
          },
        ];
      }
      default:
        return assertNever(command.type);
    }
  },
};

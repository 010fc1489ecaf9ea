import { assertNever, type Decider, type DomainEvent } from '../../../platform/event-store/decider';
import { leagueErrors } from './league.errors';

export type SeasonOpened = DomainEvent<
  'SeasonOpened',
  { seasonId: string; key: string; name: string; startDate: string; endDate: string }
>;
export type SeasonEvent = SeasonOpened;

export type OpenSeason = {
  type: 'OpenSeason';
  seasonId: string;
  key: string;
  name: string;
  startDate: string;
  endDate: string;
};
export type SeasonCommand = OpenSeason;

export type SeasonState = { status: 'none' } | { status: 'open'; seasonId: string; name: string };

export const seasonStream = (seasonId: string) => ({
  streamId: `season-${seasonId}`,
  streamType: 'season',
});

export const seasonDecider: Decider<SeasonState, SeasonCommand, SeasonEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'SeasonOpened':
        return { status: 'open', seasonId: event.data.seasonId, name: event.data.name };
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
      default:
        return assertNever(command.type);
    }
  },
};

import { assertNever, type Decider, type DomainEvent } from '../../../platform/event-store/decider';
import { pitchErrors } from './pitch.errors';

/** Facts of the pitch stream `pitch-{id}`. Coordinates are WGS84 degrees. */
export type PitchAdded = DomainEvent<
  'PitchAdded',
  { pitchId: string; name: string; latitude: number; longitude: number }
>;
export type PitchUpdated = DomainEvent<
  'PitchUpdated',
  { pitchId: string; name: string; latitude: number; longitude: number }
>;
/** The pitch is no longer offered; matches already played or booked there keep its name. */
export type PitchRemoved = DomainEvent<'PitchRemoved', { pitchId: string }>;
export type PitchEvent = PitchAdded | PitchUpdated | PitchRemoved;

interface PitchData {
  name: string;
  latitude: number;
  longitude: number;
}
export type AddPitch = { type: 'AddPitch'; pitchId: string } & PitchData;
export type UpdatePitch = { type: 'UpdatePitch' } & PitchData;
export type RemovePitch = { type: 'RemovePitch' };
export type PitchCommand = AddPitch | UpdatePitch | RemovePitch;

export type PitchState =
  { status: 'none' } | ({ status: 'active' | 'removed'; pitchId: string } & PitchData);

export const pitchStream = (pitchId: string) => ({
  streamId: `pitch-${pitchId}`,
  streamType: 'pitch',
});

function evolve(state: PitchState, event: PitchEvent): PitchState {
  switch (event.type) {
    case 'PitchAdded':
    case 'PitchUpdated': {
      const { pitchId, name, latitude, longitude } = event.data;
      return { status: 'active', pitchId, name, latitude, longitude };
    }
    case 'PitchRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed' };
  }
}

function decide(command: PitchCommand, state: PitchState): PitchEvent[] {
  switch (command.type) {
    case 'AddPitch': {
      if (state.status !== 'none') throw pitchErrors.exists();
      const { pitchId, name, latitude, longitude } = command;
      return [{ type: 'PitchAdded', data: { pitchId, name, latitude, longitude } }];
    }
    case 'UpdatePitch': {
      if (state.status !== 'active') throw pitchErrors.notFound();
      const { name, latitude, longitude } = command;
      if (name === state.name && latitude === state.latitude && longitude === state.longitude) {
        return [];
      }
      return [
        { type: 'PitchUpdated', data: { pitchId: state.pitchId, name, latitude, longitude } },
      ];
    }
    case 'RemovePitch':
      if (state.status !== 'active') throw pitchErrors.notFound();
      return [{ type: 'PitchRemoved', data: { pitchId: state.pitchId } }];
    default:
      return assertNever(command);
  }
}

export const pitchDecider: Decider<PitchState, PitchCommand, PitchEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

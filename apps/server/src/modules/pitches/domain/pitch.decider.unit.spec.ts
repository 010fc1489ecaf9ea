import { answerWith } from '../../../../../../test/support/refusals';
import { foldEvents } from '../../../platform/event-store/decider';
import type { AppError } from '../../../platform/http/app-errors';
import { type PitchCommand, pitchDecider, type PitchEvent } from './pitch.decider';
import { pitchErrorResponses } from '../http/pitch.error-responses';

const answer = answerWith(pitchErrorResponses);

const pitchId = 'b0000000-0000-4000-8000-000000000001';
const added: PitchEvent = {
  type: 'PitchAdded',
  data: { pitchId, name: 'Orlik Błonia', latitude: 50.06, longitude: 19.91 },
};
const run = (events: PitchEvent[], command: PitchCommand) =>
  pitchDecider.decide(command, foldEvents(pitchDecider, events));
const refusal = (events: PitchEvent[], command: PitchCommand): AppError => {
  try {
    run(events, command);
  } catch (error) {
    return answer(error);
  }
  throw new Error('expected a refusal');
};

describe('pitch decider', () => {
  it('adds, updates and removes a pitch', () => {
    expect(run([], { type: 'AddPitch', ...added.data })).toEqual([added]);
    const update = { type: 'UpdatePitch' as const, name: 'Orlik', latitude: 50, longitude: 19 };
    expect(run([added], update)).toEqual([
      { type: 'PitchUpdated', data: { pitchId, name: 'Orlik', latitude: 50, longitude: 19 } },
    ]);
    expect(run([added], { type: 'RemovePitch' })).toEqual([
      { type: 'PitchRemoved', data: { pitchId } },
    ]);
  });

  it('writes nothing for an update that changes nothing', () => {
    const { name, latitude, longitude } = added.data;
    expect(run([added], { type: 'UpdatePitch', name, latitude, longitude })).toEqual([]);
  });

  it('refuses an unknown or removed pitch (404) and a second add (409)', () => {
    const removed: PitchEvent = { type: 'PitchRemoved', data: { pitchId } };
    expect(refusal([], { type: 'RemovePitch' }).status).toBe(404);
    expect(refusal([added, removed], { type: 'RemovePitch' }).status).toBe(404);
    expect(
      refusal([added, removed], { type: 'UpdatePitch', name: 'x', latitude: 0, longitude: 0 })
        .status,
    ).toBe(404);
    expect(refusal([added], { type: 'AddPitch', ...added.data }).status).toBe(409);
  });
});

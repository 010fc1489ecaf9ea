import { answerWith, thrown } from '../../../../../../test/support/refusals';
import { operationsErrorResponses } from '../http/operations.error-responses';
import { operationsDecider, type SeenCheckpoint } from './operations.decider';

const decide = operationsDecider.decide;
const answer = answerWith(operationsErrorResponses);
const expectRefusal = (run: () => unknown, _table: unknown, status: number) =>
  expect(answer(thrown(run)).status).toBe(status);
const running: SeenCheckpoint = { status: 'running', poison: null, rebuilding: false };
const poison = {
  globalPosition: 42,
  eventType: 'PitchAdded',
  streamId: 'pitch-1',
  error: 'Error: x',
};
const stopped: SeenCheckpoint = { status: 'stopped', poison, rebuilding: false };

describe('operations decider: given the checkpoint seen, command -> events', () => {
  it('pauses a running projection, and does nothing for a paused one', () => {
    expect(decide({ type: 'PauseProjection', projection: 'teams', seen: running }, null)).toEqual([
      { type: 'ProjectionPaused', data: { projection: 'teams' } },
    ]);
    expect(
      decide(
        { type: 'PauseProjection', projection: 'teams', seen: { ...running, status: 'paused' } },
        null,
      ),
    ).toEqual([]);
  });

  it('skips the poison event with its reason, and refuses any other position or a healthy projection', () => {
    expect(
      decide(
        {
          type: 'SkipPoisonEvent',
          projection: 'pitches',
          seen: stopped,
          globalPosition: 42,
          reason: 'zły wpis',
        },
        null,
      ),
    ).toEqual([
      {
        type: 'PoisonEventSkipped',
        data: { projection: 'pitches', ...poison, reason: 'zły wpis' },
      },
    ]);
    for (const seen of [stopped, running]) {
      expectRefusal(
        () =>
          decide(
            {
              type: 'SkipPoisonEvent',
              projection: 'pitches',
              seen,
              globalPosition: 43,
              reason: 'x',
            },
            null,
          ),
        operationsErrorResponses,
        409,
      );
    }
  });

  it('refuses an unknown projection and a second rebuild', () => {
    expectRefusal(
      () => decide({ type: 'RebuildProjection', projection: 'nie', seen: null }, null),
      operationsErrorResponses,
      404,
    );
    expectRefusal(
      () =>
        decide(
          {
            type: 'RebuildProjection',
            projection: 'teams',
            seen: { ...running, rebuilding: true },
          },
          null,
        ),
      operationsErrorResponses,
      409,
    );
  });
});

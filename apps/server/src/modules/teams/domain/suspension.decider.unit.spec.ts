import { answerWith, thrown } from '../../../../../../test/support/refusals';
import { foldEvents } from '../../../platform/event-store/decider';
import { NotFoundError, ValidationError } from '../../../platform/http/app-errors';
import { teamErrorResponses } from '../http/team.error-responses';
import { type SuspendPlayer, suspensionDecider } from './suspension.decider';
import type { TeamEvent } from './team.events';

const answer = answerWith(teamErrorResponses);

const created: TeamEvent = {
  type: 'TeamCreated',
  data: { teamId: 't1', name: 'Orły', shortName: 'ORL', captainId: 'cap', requestedLeagueId: null },
} as TeamEvent;
const joined: TeamEvent = {
  type: 'PlayerJoinedTeam',
  data: { teamId: 't1', userId: 'p1', userTeamId: 'ut1' },
} as TeamEvent;
const suspend = (over: Partial<SuspendPlayer> = {}): SuspendPlayer => ({
  type: 'SuspendPlayer',
  suspensionId: 's1',
  userId: 'p1',
  seasonId: 'season',
  matches: 2,
  until: null,
  now: '2025-09-20T10:00:00.000Z',
  reason: 'Czerwona kartka',
  ...over,
});
const team = foldEvents(suspensionDecider, [created, joined]);

describe('suspension decider (team stream)', () => {
  it('suspends a member for N matches of the team, from now on, with the reason', () => {
    expect(suspensionDecider.decide(suspend(), team)).toEqual([
      {
        type: 'PlayerSuspended',
        data: {
          teamId: 't1',
          suspensionId: 's1',
          userId: 'p1',
          seasonId: 'season',
          matches: 2,
          until: null,
          from: '2025-09-20T10:00:00.000Z',
          reason: 'Czerwona kartka',
        },
      },
    ]);
  });

  it('suspends the captain until a date; the state keeps every suspension', () => {
    const until = '2025-10-01T22:00:00.000Z';
    const [event] = suspensionDecider.decide(
      suspend({ userId: 'cap', matches: null, until }),
      team,
    );
    expect(event.data).toMatchObject({ userId: 'cap', matches: null, until });
    const state = foldEvents(suspensionDecider, [created, joined, event]);
    expect(state.status === 'active' && state.suspensions).toEqual([
      expect.objectContaining({ suspensionId: 's1', userId: 'cap', until }),
    ]);
  });

  it('refuses a player not in the team, a length that is neither or both, a past date', () => {
    const refusal = (command: SuspendPlayer, state = team) =>
      answer(thrown(() => suspensionDecider.decide(command, state)));
    const stranger = refusal(suspend({ userId: 'p9' }));
    expect(stranger).toBeInstanceOf(ValidationError);
    expect(stranger.errors[0].message).toMatch(/nie gra w tej drużynie/);
    expect(refusal(suspend({ matches: null }))).toBeInstanceOf(ValidationError);
    expect(refusal(suspend({ until: '2025-12-01T00:00:00.000Z' }))).toBeInstanceOf(ValidationError);
    expect(refusal(suspend({ matches: null, until: '2025-09-01T00:00:00.000Z' }))).toBeInstanceOf(
      ValidationError,
    );
    expect(refusal(suspend(), foldEvents(suspensionDecider, []))).toBeInstanceOf(NotFoundError);
  });
});

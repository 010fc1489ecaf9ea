import type { MatchState } from '../../matches/domain/match.state';
import { reminderDecider } from './reminder.decider';

const kickOff = '2025-09-05T17:00:00.000Z';
const match = {
  matchId: 'M',
  seasonId: 'S',
  senderTeamId: 'T1',
  receiverTeamId: 'T2',
  leagueId: 'L',
  senderLeagueId: 'L',
  receiverLeagueId: 'L',
  pitchId: 'P',
  date: kickOff,
  length: 60,
  matchType: 1,
  issuedBy: 'c1',
};
const accepted: MatchState = { phase: 'accepted', match, acceptedBy: 'c2' };
const command = (over: Partial<{ match: MatchState; kickOff: string; now: string }> = {}) => ({
  type: 'SendMatchReminder' as const,
  matchId: 'M',
  kickOff,
  now: '2025-09-04T17:00:00.000Z',
  match: accepted,
  ...over,
});
const decide = (c: ReturnType<typeof command>, reminded: string[] = []) =>
  reminderDecider.decide(c, { reminded });

describe('reminder decider: a due reminder is decided on the write side', () => {
  it('reminds an accepted match once, with what the notification shows', () => {
    expect(decide(command())).toEqual([
      {
        type: 'MatchReminderDue',
        data: { matchId: 'M', kickOff, senderTeamId: 'T1', receiverTeamId: 'T2', pitchId: 'P' },
      },
    ]);
    expect(decide(command(), [kickOff])).toEqual([]);
  });

  it('decides nothing for a moved, cancelled, reported or started match', () => {
    expect(decide(command({ kickOff: '2025-09-06T17:00:00.000Z' }))).toEqual([]);
    expect(decide(command({ match: { phase: 'cancelled', match } }))).toEqual([]);
    expect(decide(command({ match: { phase: 'pending', match } }))).toEqual([]);
    expect(decide(command({ now: kickOff }))).toEqual([]);
  });

  it('reminds again when the match moved to a new time', () => {
    const moved = { ...match, date: '2025-09-06T17:00:00.000Z' };
    const c = command({
      kickOff: moved.date,
      match: { phase: 'accepted', match: moved, acceptedBy: 'c2' },
    });
    expect(decide(c, [kickOff])).toHaveLength(1);
  });
});

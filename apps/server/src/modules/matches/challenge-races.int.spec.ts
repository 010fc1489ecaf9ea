import { CHALLENGE_MESSAGES, type LeagueDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type TestInfrastructure } from '../../../../../test/support/infrastructure';
import { type TestTeam } from '../../../../../test/support/matches';
import { challengeWorld } from './challenges.fixture';

/**
 * Challenges over HTTP under concurrency (a racing accept and cancel, two overlapping
 * acceptances at once), the calendar across the end of DST (26 Oct 2025), and bad input.
 */
jest.setTimeout(120_000);

describe('challenges API: races, calendar, bad input', () => {
  const world = challengeWorld();
  const { team, issue, messagesOf } = world;
  let infra: TestInfrastructure;
  let http: ReturnType<typeof apiClient>;
  let leagues: LeagueDto[];
  let A: TestTeam;
  let D: TestTeam;
  let P2: string;
  let P3: string;
  let raceTeams: TestTeam[] = [];
  beforeAll(() => {
    ({ infra, http, leagues, A, D, P2, P3 } = world);
  });

  it('lets exactly one of a racing accept and cancel win (200 and 409, never both)', async () => {
    const receiver = await team(leagues[2].id);
    const senders = [await team(leagues[2].id), await team(leagues[2].id), await team(null)];
    for (const [round, sender] of senders.entries()) {
      const id = await issue(sender, receiver, `2025-11-0${round + 1}T18:00:00Z`, P3);
      const other =
        round === 2
          ? http.post('/api/match/cancel', { matchId: id }, receiver.captain.token)
          : http.delete(`/api/match/${id}`, sender.captain.token);
      const [a, b] = await Promise.all([
        http.post('/api/match/accept', { matchId: id }, receiver.captain.token),
        other,
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const events: Array<{ event_type: string }> = await infra.db.query(
        'SELECT event_type FROM events WHERE stream_id = $1 ORDER BY version',
        [`match-${id}`],
      );
      expect(events).toHaveLength(2);
      const booked: unknown[] = await infra.db.query(
        'SELECT 1 FROM pitch_bookings WHERE match_id = $1',
        [id],
      );
      expect(booked.length).toBe(events[1].event_type === 'ChallengeAccepted' ? 1 : 0);
    }
    raceTeams = [receiver, ...senders];
  });

  it('lets exactly one of two overlapping acceptances on one pitch win, even at once', async () => {
    const [k2, k3] = raceTeams;
    const first = await issue(D, k2, '2025-11-05T18:00:00Z', P2, 90);
    const second = await issue(D, k3, '2025-11-05T19:00:00Z', P2, 60);
    const answers = await Promise.all([
      http.post('/api/match/accept', { matchId: first }, k2.captain.token),
      http.post('/api/match/accept', { matchId: second }, k3.captain.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(messagesOf(answers.find((a) => a.status === 409)!)).toEqual([
      CHALLENGE_MESSAGES.pitchBooked,
    ]);
  });

  it('answers bad input with 400 (never 500) and unknown matches with 404', async () => {
    const token = A.captain.token;
    const bad = [
      await http.call('POST', '/api/match', { raw: '{"date":', token }),
      await http.post('/api/match', [1], token),
      await http.get('/api/pitch/get-calendar?StartDate=jutro&EndDate=2025-10-27'),
      await http.get('/api/pitch/get-calendar?StartDate=2025-10-27&EndDate=2025-10-20'),
      await http.get('/api/pitch/get-calendar'),
      await http.get(`/api/match/get-matches-by-status?Case=7&TeamId=${A.id}`, token),
      await http.get('/api/match/get-matches-by-status?Case=1&TeamId=x', token),
      await http.get(`/api/match/get-accepted-matches?teamId=${A.id}&pageSize=1000`, token),
      await http.get(`/api/match/get-accepted-matches?teamId=${A.id}&page=-1`, token),
      await http.delete('/api/match/nie-uuid', token),
      await http.post('/api/match/accept', { matchId: 5 }, token),
      await http.post('/api/match/get-teams-without-match-with-team', {}, token),
    ];
    expect(bad.map((r) => r.status)).toEqual(bad.map(() => 400));
    expect(bad.every((r) => r.body.isFailure && r.body.errors[0].message)).toBe(true);
    const unknown = await http.post(
      '/api/match/accept',
      { matchId: '00000000-0000-4000-8000-0000000000cc' },
      token,
    );
    expect([unknown.status, messagesOf(unknown)]).toEqual([404, ['Nie znaleziono wyzwania.']]);
    expect((await http.get(`/api/match/get-matches-by-status?Case=1&TeamId=${A.id}`)).status).toBe(
      401,
    );
  });
});

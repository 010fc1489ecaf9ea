import { MATCH_STATUS, REPORT_STATUS } from '@liga/contracts';
import { type FixtureRow, fixturesViewerKey, toFixture, type Viewer } from './fixture-rows';
import { type AvailabilityBase, availabilityOf, detailViewerKey, People } from './match-detail';

/**
 * The keys under which shaped answers are shared (ShapedAnswers): viewers with one key must get
 * exactly the answer shaped for each of them, and viewers who see differently must get
 * different keys.
 */
const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const C = 'cccccccc-0000-4000-8000-000000000003';
const KICK_OFF = new Date('2026-12-05T18:00:00Z');

function row(id: string, over: Partial<FixtureRow> = {}): FixtureRow {
  return {
    ...{ id, season_id: 's', sender_team_id: A, receiver_team_id: B, league_id: 'l' },
    ...{ sender_league_id: 'l', receiver_league_id: 'l', pitch_id: 'p', starts_at: KICK_OFF },
    ...{ length_minutes: 60, match_type: 1, status: MATCH_STATUS.finished, decided_at: null },
    ...{ created_at: new Date('2026-11-01T10:00:00Z'), cancel_reason: null, a_name: 'A' },
    ...{ a_short: 'A', a_has_image: false, a_image_version: null, b_name: 'B', b_short: 'B' },
    ...{ b_has_image: false, b_image_version: null, league_name: 'Liga 1', pitch_name: 'Orlik' },
    ...{ latitude: 50, longitude: 19, report_id: `r-${id}`, report_status: 0, home_team_id: A },
    ...{ home_goals: 3, enemy_goals: 1, walkover_type: null, submitted_by_team_id: A },
    ...{ report_teams: null, report_created_at: null, report_verified_at: null },
    ...{ a_captain_id: 'captain-a', b_captain_id: 'captain-b', proposal_id: null },
    ...{ proposal_team_id: null, proposal_starts_at: null, proposal_pitch_id: null },
    ...{ proposal_at: null, proposal_expires_at: null, proposal_pitch_name: null },
    ...over,
  };
}

const viewer = (userId: string, teams: string[] = [], admin = false): Viewer => ({
  userId,
  admin,
  teamIds: new Set(teams),
});

const viewers = [
  viewer('guest'),
  viewer('outsider', [C]),
  viewer('member-a', [A]),
  viewer('captain-b', [B]),
  viewer('both', [A, B]),
  viewer('admin', [], true),
];

describe('fixturesViewerKey', () => {
  const rows = [
    row('1', { report_status: REPORT_STATUS.verified }),
    row('2', { report_status: REPORT_STATUS.waitingForReceiver }),
    row('3', { sender_team_id: C, receiver_team_id: B, report_status: REPORT_STATUS.verified }),
    row('4', { report_id: null, report_status: null, status: MATCH_STATUS.accepted }),
  ];

  it('gives every viewer with one key the answer shaped for them', () => {
    const byKey = new Map<string, unknown>();
    for (const v of viewers) {
      const answer = rows.map((r) => toFixture(r, v));
      const key = fixturesViewerKey(rows, v);
      if (byKey.has(key)) expect(answer).toEqual(byKey.get(key));
      else byKey.set(key, answer);
    }
    // public, A's or B's view of the unverified match 2, the admin's
    expect([...byKey.keys()].sort()).toEqual(['', '2,', 'admin']);
  });

  it('shares the public answer when no unverified score is the viewer’s to see', () => {
    const verified = rows.filter((r) => r.report_status !== REPORT_STATUS.waitingForReceiver);
    expect(new Set(viewers.slice(0, 5).map((v) => fixturesViewerKey(verified, v)))).toEqual(
      new Set(['']),
    );
  });
});

describe('detailViewerKey', () => {
  const accepted = row('m', {
    report_id: null,
    report_status: null,
    status: MATCH_STATUS.accepted,
  });
  const availability: AvailabilityBase = {
    matchId: 'm',
    teamIds: [A, B],
    startsAt: KICK_OFF,
    accepting: true,
    members: [
      { team_id: A, user_id: 'member-a' },
      { team_id: B, user_id: 'captain-b' },
    ],
    answers: [{ user_id: 'member-a', team_id: A, answer: 'yes' }],
  };
  const base = { row: accepted, availability };
  const people = new People([]);

  it('puts all outsiders under one key, and their availability is the same', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const outsiders = [viewer('guest'), viewer('outsider', [C])];
    expect(new Set(outsiders.map((v) => detailViewerKey(base, v, now))).size).toBe(1);
    const [first, second] = outsiders.map((v) => availabilityOf(availability, people, v, now));
    expect(second).toEqual(first);
  });

  it('gives members, captains and admins keys of their own', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const keys = viewers.map((v) => detailViewerKey(base, v, now));
    expect(new Set(keys).size).toBe(viewers.length - 1); // the two outsiders share one
  });

  it('changes with the phase of the clock: the 48-hour warning and the kick-off', () => {
    const guest = viewer('guest');
    const at = (iso: string) => detailViewerKey(base, guest, new Date(iso));
    expect(at('2026-12-01T12:00:00Z')).not.toBe(at('2026-12-04T12:00:00Z'));
    expect(at('2026-12-04T12:00:00Z')).not.toBe(at('2026-12-05T18:00:00Z'));
    expect(at('2026-12-04T12:00:00Z')).toBe(at('2026-12-05T17:59:59Z'));
  });
});

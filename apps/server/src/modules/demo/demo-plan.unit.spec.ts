import { DEFAULT_LEAGUE_NAMES, matchReportPayloadSchema, reportScore } from '@liga/contracts';
import { seasonOf } from '../../config/season-calendar';
import { PitchSlots, roundRobin, scheduleSeason } from './fixtures';
import { planLeague } from './league-plan';
import { teamNames } from './names';
import { Random } from './random';
import { reportPayload } from './reports';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('demo league plan', () => {
  it('the seeded source repeats itself and forks independently', () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
    expect(new Random(42).fork('x').next()).toBe(new Random(42).fork('x').next());
    expect(new Random(42).fork('x').next()).not.toBe(new Random(42).fork('y').next());
  });

  it('plans every league with 8 to 12 teams of 8 to 14 players, a captain each', () => {
    const plan = planLeague(new Random(2026), 2026);
    expect(plan.leagues.map((l) => l.name)).toEqual([...DEFAULT_LEAGUE_NAMES]);
    for (const league of plan.leagues) {
      expect(league.teams.length).toBeGreaterThanOrEqual(8);
      expect(league.teams.length).toBeLessThanOrEqual(12);
      for (const team of league.teams) {
        const squad = [team.captain, ...team.players];
        expect(squad.length).toBeGreaterThanOrEqual(8);
        expect(squad.length).toBeLessThanOrEqual(14);
        expect(team.shortName).toMatch(/^[A-Z0-9ĄĆĘŁŃÓŚŹŻ]{3}$/);
        expect(new Set(squad.map((p) => p.shirtNumber)).size).toBe(squad.length);
        expect(squad.some((p) => p.position === 1)).toBe(true);
      }
    }
    const emails = plan.people.map((p) => p.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(plan.awaiting.length).toBeGreaterThan(0);
    expect(JSON.stringify(planLeague(new Random(2026), 2026).leagues)).toBe(
      JSON.stringify(plan.leagues),
    );
  });

  it('gives different team names within the name rules', () => {
    const names = teamNames(new Random(1), 150);
    expect(new Set(names).size).toBe(150);
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(40);
      expect(name).toMatch(/^[A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż]+( [A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż]+)*$/);
    }
  });

  it('a round robin meets every pair once per leg', () => {
    const rounds = roundRobin(['a', 'b', 'c', 'd', 'e'], 2);
    const pairs = rounds.flat().map((p) => [...p].sort().join(''));
    expect(pairs).toHaveLength(20);
    expect(new Set(pairs).size).toBe(10);
    for (const round of rounds) {
      const teams = round.flat();
      expect(new Set(teams).size).toBe(teams.length);
    }
  });

  it('schedules inside the season, never two matches on one pitch at once', () => {
    const season = seasonOf('autumn', 2025);
    const now = new Date('2025-11-20T18:00:00Z');
    const slots = new PitchSlots(16);
    const fixtures = scheduleSeason(
      {
        season,
        leagues: [
          { name: 'Liga 1', teams: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] },
          { name: 'Liga 2', teams: ['i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't'] },
        ],
        now,
        playedShare: 0.5,
      },
      slots,
      new Random(3),
    );
    const booked = new Set<string>();
    for (const f of fixtures) {
      expect(f.date >= season.start && f.date <= season.end).toBe(true);
      const key = `${f.pitch}:${f.date.getTime()}`;
      expect(booked.has(key)).toBe(false);
      booked.add(key);
      if (f.report?.submitAt) expect(f.report.submitAt > f.date).toBe(true);
      if (f.acceptAt) expect(f.acceptAt < f.date).toBe(true);
    }
    const played = fixtures.filter((f) => f.date < now).length;
    expect(played / fixtures.length).toBeGreaterThan(0.35);
    expect(played / fixtures.length).toBeLessThan(0.65);
  });

  it('writes reports the contract accepts, goals only by present players', () => {
    const squad = (offset: number) =>
      Array.from({ length: 10 }, (_, i) => ({ userId: uuid(offset + i), position: (i % 4) + 1 }));
    for (let seed = 0; seed < 50; seed++) {
      const input = reportPayload(
        uuid(999),
        { teamId: uuid(900), squad: squad(0), strength: 1 },
        { teamId: uuid(901), squad: squad(100), strength: 1.2 },
        seed % 17 === 0,
        new Random(seed),
      );
      const parsed = matchReportPayloadSchema.safeParse(input);
      expect(parsed.success).toBe(true);
      const p = parsed.data!;
      const present = new Set(p.attendancesTeamA.map((a) => a.userId));
      expect(p.goalsTeamA.every((g) => g.userId === null || present.has(g.userId))).toBe(true);
      expect(p.userRatesTeamA.every((r) => [1, 3, 5].includes(r.rate))).toBe(true);
      expect(reportScore(p).teamA).toBeGreaterThanOrEqual(0);
    }
  });
});

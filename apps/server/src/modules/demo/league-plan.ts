import { DEFAULT_LEAGUE_NAMES } from '@liga/contracts';
import { type ShieldStyle, shieldStyle } from './images';
import { teamNames, shortNameOf } from './names';
import { type DemoPerson, PeopleFactory, squadPositions } from './people';
import type { Random } from './random';

export interface DemoTeam {
  key: string;
  name: string;
  shortName: string;
  style: ShieldStyle;
  /** Around 1; better teams play in higher leagues. */
  strength: number;
  captain: DemoPerson;
  /** Members other than the captain. */
  players: DemoPerson[];
  /** The league it plays in this season; null = created lately, waits for an admin. */
  league: string | null;
  /** The league asked for at creation. */
  requestedLeague: string;
}

export interface LeaguePlan {
  leagues: Array<{ name: string; teams: DemoTeam[] }>;
  awaiting: DemoTeam[];
  /** Players without a team; some of them have applied to one (`appliesTo`). */
  freeAgents: Array<{ person: DemoPerson; appliesTo: string | null }>;
  teams: Map<string, DemoTeam>;
  people: DemoPerson[];
}

/**
 * Who plays where: every league of the spec with 8 to 12 teams of 8 to 14 players (a captain
 * each), a few new teams waiting for a league, and free players, some with an application
 * pending. Pure: a function of the random source.
 */
export function planLeague(random: Random, year: number): LeaguePlan {
  const sizes = DEFAULT_LEAGUE_NAMES.map(() => random.int(8, 12));
  const awaitingCount = random.int(4, 6);
  const names = teamNames(
    random.fork('team-names'),
    sizes.reduce((a, b) => a + b, 0) + awaitingCount,
  );
  const shortNames = new Set<string>();
  const factory = new PeopleFactory(random.fork('people'), year);
  const teams = new Map<string, DemoTeam>();
  const people: DemoPerson[] = [];
  let nameIndex = 0;

  const makeTeam = (league: string | null, requested: string, level: number, size: number) => {
    const name = names[nameIndex++];
    const numbers = new Set<number>();
    const squad = random.shuffle(squadPositions(size)).map((p) => factory.person(p, numbers));
    people.push(...squad);
    const captainIndex = squad.findIndex((p) => p.position !== 1);
    const captain = squad[captainIndex];
    const team: DemoTeam = {
      key: `t${teams.size + 1}`,
      name,
      shortName: shortNameOf(name, shortNames, random),
      style: shieldStyle(random),
      strength: (1.2 - level * 0.02) * (0.82 + random.next() * 0.36),
      captain,
      players: squad.filter((_, i) => i !== captainIndex),
      league,
      requestedLeague: requested,
    };
    teams.set(team.key, team);
    return team;
  };

  const leagues = DEFAULT_LEAGUE_NAMES.map((name, level) => ({
    name: name as string,
    teams: Array.from({ length: sizes[level] }, () =>
      makeTeam(name, name, level, random.int(8, 14)),
    ),
  }));
  const awaiting = Array.from({ length: awaitingCount }, () => {
    const requested = random.pick(DEFAULT_LEAGUE_NAMES.slice(4));
    return makeTeam(null, requested, 8, random.int(2, 5));
  });
  const playing = leagues.flatMap((l) => l.teams);
  const freeAgents = Array.from({ length: random.int(20, 30) }, (_, i) => {
    const person = factory.person(
      random.weighted([
        [1, 1],
        [2, 3],
        [3, 3],
        [4, 3],
      ] as const),
      new Set(),
    );
    people.push(person);
    // the first one has applied to the demo captain's team (Liga 1, first team)
    if (i === 0) return { person, appliesTo: playing[0].key };
    return { person, appliesTo: i % 3 === 2 ? null : random.pick(playing).key };
  });
  return { leagues, awaiting, freeAgents, teams, people };
}

import { createTeamSchema } from '@liga/contracts';
import type { SeasonPeriod } from '../../config/season-calendar';
import type { Principal } from '../../platform/auth/principal';
import { leagueIdFor } from '../leagues/commands/ensure-current-season';
import { AssignTeamToLeagueCommand } from '../teams/commands/assign-team-to-league.handler';
import { CreateTeamCommand } from '../teams/commands/create-team.handler';
import { HandleApplicationCommand } from '../teams/commands/handle-application.handler';
import { SubmitApplicationCommand } from '../teams/commands/submit-application.handler';
import { type DemoCommandRunner, groupBy } from './demo-runner';
import { shieldPng } from './images';
import type { DemoTeam, LeaguePlan } from './league-plan';
import type { DemoPerson } from './people';
import { inParallel } from './timeline-clock';

/** Teams with their shields and squads: created by their captains, joined by their players. */
export class DemoTeams {
  /** The team id of each team's key. */
  readonly ids = new Map<string, string>();

  constructor(
    private readonly runner: DemoCommandRunner,
    private readonly userIds: Map<string, string>,
  ) {}

  actorOf = (person: DemoPerson): Principal => ({
    userId: this.userIds.get(person.key)!,
    role: 'User',
  });

  /** The teams created by their captains (asking for a league of `season`), then filled. */
  async create(teams: DemoTeam[], season: SeasonPeriod): Promise<void> {
    await inParallel(teams, this.runner.parallel, (team) =>
      this.createTeam(team, leagueIdFor(season, team.requestedLeague)),
    );
    await this.runner.drain();
    await this.fillRosters(teams);
  }

  /** The admin places every team of the plan in its league of `season`. */
  async assignLeagues(plan: LeaguePlan, season: SeasonPeriod, adminId: string): Promise<void> {
    // one league-season stream per league: its teams one after another
    await inParallel(plan.leagues, this.runner.parallel, async (league) => {
      for (const team of league.teams) {
        const link = {
          leagueId: leagueIdFor(season, league.name),
          teamId: this.ids.get(team.key)!,
        };
        await this.runner.execute(
          `assign:${season.key}:${team.key}`,
          adminId,
          (context) => new AssignTeamToLeagueCommand(link, context),
        );
      }
    });
    await this.runner.drain();
  }

  /** Free agents apply to a team and wait for its captain; returns how many applied. */
  async pendingApplications(plan: LeaguePlan): Promise<number> {
    const applicants = plan.freeAgents.filter((a) => a.appliesTo !== null);
    // applications land on the team's stream: one team's applicants one after another
    await inParallel(
      groupBy(applicants, (a) => a.appliesTo!),
      this.runner.parallel,
      async (group) => {
        for (const { person, appliesTo } of group) {
          await this.apply(person, appliesTo!);
        }
      },
    );
    return applicants.length;
  }

  private async createTeam(team: DemoTeam, leagueId: string): Promise<void> {
    const input = createTeamSchema.parse({ name: team.name, shortName: team.shortName, leagueId });
    const png = await shieldPng(input.shortName, team.league ?? team.requestedLeague, team.style);
    const actor = this.actorOf(team.captain);
    const { id } = await this.runner.execute<{ id: string }>(
      `team:${team.key}`,
      actor.userId,
      (context) =>
        new CreateTeamCommand(
          { actor, name: input.name, shortName: input.shortName, leagueId, png },
          context,
        ),
    );
    this.ids.set(team.key, id);
  }

  private apply(person: DemoPerson, teamKey: string): Promise<{ id: string }> {
    const actor = this.actorOf(person);
    return this.runner.execute<{ id: string }>(
      `apply:${person.key}`,
      actor.userId,
      (context) =>
        new SubmitApplicationCommand(
          { actor, teamId: this.ids.get(teamKey)!, userId: actor.userId },
          context,
        ),
    );
  }

  /** Every player applies to his team; once the inbox shows them, the captain accepts. */
  private async fillRosters(teams: DemoTeam[]): Promise<void> {
    // a team's applications and answers land on its stream: one team at a time each
    const applications = new Map<DemoTeam, Array<{ person: DemoPerson; id: string }>>();
    await inParallel(teams, this.runner.parallel, async (team) => {
      const list: Array<{ person: DemoPerson; id: string }> = [];
      applications.set(team, list);
      for (const person of team.players) {
        const { id } = await this.apply(person, team.key);
        list.push({ person, id });
      }
    });
    await this.runner.drain();
    await inParallel(teams, this.runner.parallel, async (team) => {
      const captain = this.actorOf(team.captain);
      for (const { person, id } of applications.get(team)!) {
        await this.runner.execute(
          `join:${person.key}`,
          captain.userId,
          (context) =>
            new HandleApplicationCommand(
              { actor: captain, applicationId: id, action: 'accept' },
              context,
            ),
        );
      }
    });
    await this.runner.drain();
  }
}

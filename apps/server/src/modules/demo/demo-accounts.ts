import { createPitchSchema, registerUserSchema } from '@liga/contracts';
import type { SeasonPeriod } from '../../config/season-calendar';
import type { Principal } from '../../platform/auth/principal';
import { stableId, withStableIds } from '../../platform/ids/ids';
import { RunPitchCommand } from '../pitches/commands/pitch-command.handler';
import { hashPassword } from '../users/auth/password-hasher';
import { ChangeAvatarCommand } from '../users/commands/change-avatar.handler';
import { RegisterUserCommand } from '../users/commands/register-user.handler';
import type { DemoCommandRunner } from './demo-runner';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, type DemoDependencies } from './demo-types';
import { avatarPng } from './images';
import type { LeaguePlan } from './league-plan';
import type { DemoPerson } from './people';
import { DEMO_PITCHES } from './pitches';
import type { Random } from './random';
import { inParallel } from './timeline-clock';

/** The acting admin, the seasons with their leagues, and the pitches around Kraków. */
export async function writeAdminSeasonsAndPitches(
  runner: DemoCommandRunner,
  deps: DemoDependencies,
  seasons: readonly SeasonPeriod[],
  admin: { email: string; password: string } = {
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_PASSWORD,
  },
): Promise<{ admin: Principal; pitchIds: string[] }> {
  const seed = runner.seed;
  const adminId = await withStableIds(`demo:${seed}:admin`, () =>
    deps.ensureAdmin(admin.email, admin.password),
  );
  for (const season of seasons) {
    await withStableIds(`demo:${seed}:season:${season.key}`, () => deps.openSeason(season));
  }
  const pitchIds: string[] = [];
  for (const [i, pitch] of DEMO_PITCHES.entries()) {
    const input = createPitchSchema.parse(pitch);
    const pitchId = stableId(`demo:${seed}:pitch:${i}`);
    await runner.execute(
      `pitch:${i}`,
      adminId,
      (context) => new RunPitchCommand(pitchId, { type: 'AddPitch', pitchId, ...input }, context),
    );
    pitchIds.push(pitchId);
  }
  await runner.drain();
  return { admin: { userId: adminId, role: 'Admin' }, pitchIds };
}

/**
 * Every person of the plan registers (verified, one argon2id hash of the demo password for
 * everyone); those with an avatar upload one in their team's kit colour.
 * Returns the user id of each person's key.
 */
export async function registerPeople(
  runner: DemoCommandRunner,
  plan: LeaguePlan,
  now: Date,
  images: Random,
): Promise<Map<string, string>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, string>();
  const kitOf = new Map<string, string>();
  for (const team of plan.teams.values()) {
    for (const p of [team.captain, ...team.players]) kitOf.set(p.key, team.style.kit);
  }
  await inParallel(plan.people, runner.parallel, async (person) => {
    const userId = await registerPerson(runner, person, now, passwordHash);
    userIds.set(person.key, userId);
    if (!person.hasAvatar) return;
    const initials = `${person.firstName[0]}${person.lastName[0]}`;
    const kit = kitOf.get(person.key) ?? '#475569';
    // drawn as the upload path stores a picture (a square PNG of AVATAR_SIZE, no metadata): no
    // second decode and re-encode (that was a third of the registration phase's time)
    const png = await avatarPng(initials, person.shirtNumber, kit, images.fork(person.key));
    await runner.execute(
      `avatar:${person.key}`,
      userId,
      (context) => new ChangeAvatarCommand(userId, png, { userId, role: 'User' }, context),
    );
  });
  return userIds;
}

/**
 * The user id of each person's key, for a resumed history: every registration is in the log,
 * so the runner answers each from it (nothing is sent; no avatar is drawn again).
 */
export async function userIdsOf(
  runner: DemoCommandRunner,
  plan: LeaguePlan,
  now: Date,
): Promise<Map<string, string>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, string>();
  for (const person of plan.people) {
    userIds.set(person.key, await registerPerson(runner, person, now, passwordHash));
  }
  return userIds;
}

async function registerPerson(
  runner: DemoCommandRunner,
  person: DemoPerson,
  now: Date,
  passwordHash: string,
): Promise<string> {
  const input = registerUserSchema(() => now).parse({
    email: person.email,
    password: DEMO_PASSWORD,
    firstName: person.firstName,
    lastName: person.lastName,
    shirtNumber: person.shirtNumber,
    birthDate: person.birthDate,
    height: person.height,
    dominateLeg: person.dominateLeg,
    position: person.position,
  });
  const { id } = await runner.execute<{ id: string }>(
    `register:${person.key}`,
    null,
    (context) =>
      new RegisterUserCommand(
        {
          email: input.email,
          password: input.password,
          profile: {
            firstName: input.firstName,
            lastName: input.lastName,
            birthDate: input.birthDate.slice(0, 10),
            height: input.height,
            shirtNumber: input.shirtNumber,
          },
          position: input.position,
          dominateLeg: input.dominateLeg,
        },
        context,
        false,
        { passwordHash, verified: true },
      ),
  );
  return id;
}

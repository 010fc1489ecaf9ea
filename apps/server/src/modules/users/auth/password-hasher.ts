import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane), passed explicitly so a library
 * default change never weakens stored hashes. `Algorithm.Argon2id` is a const enum (2).
 */
const OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Verifies against a hash of a random password with the same parameters: an unknown e-mail
 * costs as much time as a wrong password, so timing does not tell which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  await verifyPassword(await dummy, password);
  return false;
}

// Passwords are kept as argon2id hashes (@node-rs/argon2's prebuilt binaries; OWASP's minimum
// settings: 19 MiB, two passes, one lane), a memory-hard function a stolen table resists. A login
// for an e-mail that has no account still verifies a password against a hash of the same cost,
// so the answer takes as long whether the account exists or not.
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum its types declare, which esbuild cannot inline). */
const ARGON2ID = 2;
export const PASSWORD_HASH_OPTIONS = Object.freeze({
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** Whether `password` is the one hashed; false for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | null = null;

/** Spends the time a verification takes, for an e-mail that has no account. */
export async function verifyNothing(password: string): Promise<false> {
  decoy ??= hashPassword('a password nobody has; only its cost matters');
  await verifyPassword(await decoy, password);
  return false;
}

import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). `algorithm: 2` is
 * Argon2id; the package's enum is a const enum, which isolatedModules cannot import.
 */
const ARGON2ID_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an unknown username, so the answer's timing does
 * not tell whether an account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-never-matches');
  await verifyPassword(await dummyHash, password);
  return false;
}

import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). `algorithm: 2` is
 * Argon2id; the package's enum is a const enum, which isolatedModules cannot import.
 */
export const ARGON2ID_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  algorithm: 2,
} as const;

/** The argon2 calls, in one object so that a test can watch which checks really ran. */
export const argon2 = { hash, verify };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2ID_OPTIONS);
}

/**
 * False for a wrong password and for a stored value that is no argon2 hash (an invited account
 * whose first password is not set yet): that one costs a dummy check, so its answer takes as
 * long as any other and does not tell that the account is waiting for its invitation.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return verifyAgainstDummy(password);
  try {
    return await argon2.verify(passwordHash, password);
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

import { argon2 } from '../../src/lib/passwords.js';

// The API tests hash passwords with argon2id at a low cost: thousands of accounts are made and
// signed in across the suite, and at OWASP's 19 MiB and two passes (what the portal uses, see
// test/auth/password-hashing.test.ts) each hash takes tens of milliseconds of a core. A check
// reads the cost from the stored hash, so sign-ins check these as the portal checks its own.
const TEST_COST = { memoryCost: 256, timeCost: 1 } as const;

const CHEAP = Symbol.for('shala.cheapPasswordHashes');
const hashes = argon2 as typeof argon2 & { [CHEAP]?: true };
if (!hashes[CHEAP]) {
  const hash = argon2.hash;
  hashes.hash = (password, options) => hash(password, { ...options, ...TEST_COST });
  hashes[CHEAP] = true;
}

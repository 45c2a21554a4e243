import { describe, expect, it, vi } from 'vitest';
import { ARGON2ID_OPTIONS, argon2, hashPassword, verifyPassword } from '../../src/lib/passwords.js';

// The portal's passwords: argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane). The API tests
// hash at a lower cost (test/support/cheap-passwords.ts); what the portal asks for is this.
describe('password hashing', () => {
  it('asks for argon2id with 19 MiB, two passes and one lane', async () => {
    expect(ARGON2ID_OPTIONS).toEqual({
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
      algorithm: 2,
    });
    const hash = vi.spyOn(argon2, 'hash');
    try {
      const stored = await hashPassword('Orchid@Dune46');
      expect(hash).toHaveBeenCalledWith('Orchid@Dune46', ARGON2ID_OPTIONS);
      expect(stored).toMatch(/^\$argon2id\$v=19\$/);
      expect(await verifyPassword(stored, 'Orchid@Dune46')).toBe(true);
      expect(await verifyPassword(stored, 'orchid@Dune46')).toBe(false);
    } finally {
      hash.mockRestore();
    }
  });
});

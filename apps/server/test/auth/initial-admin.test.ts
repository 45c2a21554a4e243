import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, userProfiles } from '../../src/db/schema/index.js';
import { ensureInitialAdmin } from '../../src/modules/auth/initial-admin.js';
import { useTestApp } from '../support/app.js';
import { login } from '../support/auth-helpers.js';

const ENV = {
  INITIAL_ADMIN_USERNAME: 'principal',
  INITIAL_ADMIN_PASSWORD: 'Saffron@Tide95',
  INITIAL_ADMIN_EMAIL: 'Principal@School.in',
};

const t = useTestApp(ENV);

describe('initial admin', () => {
  it('creates a verified super admin once, and leaves it alone afterwards', async () => {
    await ensureInitialAdmin(t.app.deps, t.app.log);
    await ensureInitialAdmin(t.app.deps, t.app.log);
    const db = t.app.deps.database.db;
    const rows = await db.select().from(accounts).where(eq(accounts.username, 'principal'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accountRole: 'ROLE_SUPER_ADMIN',
      email: 'principal@school.in',
    });
    expect(rows[0]?.emailVerifiedAt).not.toBeNull();
    const profiles = await db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.accountId, rows[0]?.id ?? ''));
    expect(profiles).toMatchObject([{ verified: true, isDefault: true }]);

    const res = await login(t, 'principal', 'Saffron@Tide95');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accountRole: 'ROLE_SUPER_ADMIN', verified: 'VERIFIED' });
  });

  it('runs safely twice at the same time', async () => {
    await Promise.all([
      ensureInitialAdmin(t.app.deps, t.app.log),
      ensureInitialAdmin(t.app.deps, t.app.log),
    ]);
    const rows = await t.app.deps.database.db.select().from(accounts);
    expect(rows).toHaveLength(1);
  });

  it('refuses to start with a common password for a new admin, naming the variable', async () => {
    const { config } = t.app.deps;
    const admin = { username: 'principal', email: 'principal@school.in', password: 'Admin@2026' };
    const weak = { ...t.app.deps, config: { ...config, initialAdmin: admin } };
    await expect(ensureInitialAdmin(weak, t.app.log)).rejects.toThrow(
      /INITIAL_ADMIN_PASSWORD: this password is too common/,
    );
    expect(await t.app.deps.database.db.select().from(accounts)).toHaveLength(0);
  });
});

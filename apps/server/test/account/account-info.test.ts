import { describe, expect, it } from 'vitest';
import { headers, useTestApp } from '../support/app.js';
import { as, createProfile } from '../support/factories.js';

const t = useTestApp();

describe('account info', () => {
  it('shows the account and its number of linked profiles, never a secret', async () => {
    const parent = await createProfile(t);
    await createProfile(t, { accountId: parent.accountId });
    const res = await t.app.inject({
      method: 'GET',
      url: '/rest/account/info',
      headers: as(parent),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['accountRole', 'createdAt', 'email', 'emailVerified', 'linkedProfiles', 'username'].sort(),
    );
    expect(body).toMatchObject({
      accountRole: 'ROLE_USER',
      emailVerified: true,
      linkedProfiles: 2,
      createdAt: t.clock.now().toISOString(),
    });
    expect(body.username).toMatch(/^member_\d+$/);
    expect(res.body).not.toContain('not-a-usable-hash');
    expect(res.body).not.toContain('password');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/rest/account/info',
      headers: headers(),
    });
    expect(res.statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { ensureSystemAccount } from '../../src/modules/auth/system-accounts.js';
import { sessionCookie, useTestApp } from '../support/app.js';
import { get, login, post, verifiedAccount } from '../support/auth-helpers.js';

const t = useTestApp();

const request = (n = 1) => ({
  contactPerson: 'Meera Nair',
  email: 'Meera.Nair@example.com',
  phoneNo: '9876543210',
  category: n % 2 ? 'REPORT_BUG' : 'SALES_RELATED',
  subject: `Question number ${n}`,
  content: 'The fee page shows the wrong total.',
});

async function superAdminCookie() {
  await ensureSystemAccount(
    { db: t.app.deps.database.db, clock: t.clock },
    {
      username: 'chief',
      password: 'Chief@1234',
      email: 'chief@example.com',
      firstName: 'Sunita',
      lastName: 'Rao',
      accountRole: 'ROLE_SUPER_ADMIN',
    },
  );
  return sessionCookie(await login(t, 'chief', 'Chief@1234'));
}

describe('contact us', () => {
  it('stores the request with its category, thanks the sender and tells the super admin', async () => {
    const admin = await superAdminCookie();
    const res = await post(t, '/rest/contact', request());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBeTruthy();
    const thanks = t.mailer.last('meera.nair@example.com');
    // Fixed words only (review finding 15): the form's name and subject are not repeated.
    expect(thanks.text).toContain('Dear Sir or Madam,');
    expect(thanks.text).not.toContain('Meera');
    expect(t.mailer.last('chief@example.com').text).toContain(
      'The fee page shows the wrong total.',
    );

    const list = await get(t, '/rest/admin/contact-requests', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      page: 1,
      items: [
        { contactPerson: 'Meera Nair', category: 'REPORT_BUG', email: 'meera.nair@example.com' },
      ],
    });
  });

  it('lists newest first, page by page', async () => {
    const admin = await superAdminCookie();
    for (let n = 1; n <= 3; n += 1) {
      await post(t, '/rest/contact', request(n));
      t.clock.advanceSeconds(60);
    }
    const page1 = (await get(t, '/rest/admin/contact-requests?page=1&size=2', admin)).json();
    const page2 = (await get(t, '/rest/admin/contact-requests?page=2&size=2', admin)).json();
    expect(page1.total).toBe(3);
    expect(page1.items.map((i: { subject: string }) => i.subject)).toEqual([
      'Question number 3',
      'Question number 2',
    ]);
    expect(page2.items.map((i: { subject: string }) => i.subject)).toEqual(['Question number 1']);
  });

  it('keeps the list from normal users (403) and anonymous callers (401)', async () => {
    const { username } = await verifiedAccount(t);
    const user = sessionCookie(await login(t, username));
    expect((await get(t, '/rest/admin/contact-requests', user)).statusCode).toBe(403);
    expect((await get(t, '/rest/admin/contact-requests')).statusCode).toBe(401);
  });

  it("checks the spec's messages", async () => {
    const res = await post(t, '/rest/contact', { ...request(), subject: 'Hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Query subject Required');
    const badType = await post(t, '/rest/contact', { ...request(), category: 'PRAISE' });
    expect(badType.json().message).toBe('Query type Required');
  });
});

import { indiaDay } from '@shala/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, groups, notifications } from '../../src/db/schema/index.js';
import { seedDemo } from '../../src/demo/seed.js';
import { noticeDay } from '../../src/modules/fees/index.js';
import { headers, useTestApp } from '../support/app.js';
import { login } from '../support/auth-helpers.js';
import { demoSchool } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's chats and notifications (src/demo/live.ts): with a new school, and once to a
// school an older `npm run demo` left without them; and each role finds them through the API.

const t = useTestApp();
const db = () => t.app.deps.database.db;
const seed = () => seedDemo({ db: db(), clock: t.clock, files: t.app.deps.files });

async function signedIn(username: string, password: string) {
  const res = await login(t, username, password);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'shala_session');
  return `shala_session=${cookie?.value}`;
}

describe('the demo school’s chats and notifications', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('come with a new school, and once to a school seeded before it had any', async () => {
    const created = await demoSchool(t);
    const [institute] = await db()
      .select()
      .from(groups)
      .where(eq(groups.name, 'Demo Public School'));
    if (!institute) throw new Error('no demo school');
    const chats = async () =>
      (
        await db()
          .select({ n: count() })
          .from(chatMessages)
          .where(eq(chatMessages.instituteId, institute.id))
      )[0]?.n;
    expect(created.chats).toBe(await chats());
    expect(created.chats).toBeGreaterThan(10);

    const notices = async () =>
      (
        await db()
          .select({ n: count() })
          .from(notifications)
          // The notices module's bells come with its notices (test/notices/demo-notices.test.ts),
          // the expenses' with their entries (test/expenses/demo-expenses.test.ts), the store's
          // low item with it (test/inventory/demo-inventory.test.ts).
          .where(
            and(
              eq(notifications.instituteId, institute.id),
              ne(notifications.kind, 'notice.published'),
              ne(notifications.kind, 'expense.pending'),
              ne(notifications.kind, 'inventory.low'),
            ),
          )
      )[0]?.n;
    const first = await notices();
    await db().delete(chatMessages).where(eq(chatMessages.instituteId, institute.id));
    await db().delete(notifications).where(eq(notifications.instituteId, institute.id));
    expect((await seed()).chats).toBe(created.chats);
    expect((await seed()).chats).toBe(0);
    expect(await notices()).toBe(first);
  });

  it('gives Priya fee and payment notices true to her children’s dues and payments (issue 22)', async () => {
    await demoSchool(t);
    const priya = await signedIn('priya_sharma', 'Parent@123');
    const bell = async (cookie: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/rest/notification',
        headers: headers(cookie),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        schoolErpNotifications: { kind: string; message: string; createdAt: string }[];
        deadlineNotifications: { kind: string; title: string; deadline: string }[];
      };
    };
    const hers = await bell(priya);
    const fees = hers.schoolErpNotifications.filter((n) => n.kind.startsWith('fee.'));
    expect(fees.length).toBeGreaterThan(0);
    for (const n of fees) {
      expect(n.message).not.toContain('this week');
      // Aarav and Diya owe from months back in the demo: the reminder says so first.
      expect(n.message).toMatch(/^₹[\d,]+\.\d\d of (Aarav|Diya)’s fees is overdue\./);
    }
    const payments = hers.schoolErpNotifications.filter((n) => n.kind === 'payment.received');
    expect(payments.length).toBeGreaterThan(0);
    for (const n of payments) {
      // Dated on the payment's day, which the text names.
      expect(n.message).toContain(`paid on ${noticeDay(indiaDay(new Date(n.createdAt)))} `);
      expect(n.message).not.toContain('Recorded by the school');
    }
    // Upcoming Deadlines list the children's fees, what is overdue among them.
    const feeDeadlines = hers.deadlineNotifications.filter((d) => d.kind === 'FEE');
    expect(feeDeadlines.map((d) => d.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Aarav: Fees overdue: ₹/)]),
    );
    // Rohan has a father on record: no fee dunning or receipts in the child's own bell.
    const rohan = await signedIn('rohan_mehta', 'Student@123');
    const his = await bell(rohan);
    expect(his.schoolErpNotifications.filter((n) => /^(fee|payment)\./.test(n.kind))).toEqual([]);
    expect(his.deadlineNotifications.some((d) => d.kind === 'FEE')).toBe(true);
  });

  it('lets Rohan, Asha and Priya find their chats, and Anita her bell', async () => {
    await demoSchool(t);
    const rohan = await signedIn('rohan_mehta', 'Student@123');
    const list = await t.app.inject({
      method: 'GET',
      url: '/rest/chat/list',
      headers: headers(rohan),
    });
    expect(list.statusCode, list.body).toBe(200);
    const { friendsChats, groupChats } = list.json();
    expect(friendsChats.map((c: { receiverName: string }) => c.receiverName)).toContain(
      'Asha Verma',
    );
    expect(friendsChats.some((c: { unread: number }) => c.unread > 0)).toBe(true);
    expect(groupChats.map((c: { receiverName: string }) => c.receiverName)).toContain('Class 5 A');

    const priya = await signedIn('priya_sharma', 'Parent@123');
    const hers = (
      await t.app.inject({ method: 'GET', url: '/rest/chat/list', headers: headers(priya) })
    ).json();
    expect(hers.friendsChats.map((c: { receiverName: string }) => c.receiverName)).toEqual([
      'Asha Verma',
    ]);

    const anita = await signedIn('anita_desai', 'Admin@1234');
    const bell = (
      await t.app.inject({ method: 'GET', url: '/rest/notification', headers: headers(anita) })
    ).json();
    // The newest application waiting, the projector waiting for her approval
    // (test/expenses/demo-expenses.test.ts) and the store's low A4 paper
    // (test/inventory/demo-inventory.test.ts).
    expect(bell.unreadCount).toBe(3);
    // Of the applications waiting, in the admission module's words (issue 22); her notices,
    // read already, are the notices module's (test/notices/demo-notices.test.ts).
    const admissions = bell.schoolErpNotifications.filter((n: { kind: string }) =>
      n.kind.startsWith('admission.'),
    );
    expect(admissions).toHaveLength(2);
    for (const n of admissions) {
      expect(n.message).toMatch(/^\S+ \S+ applied for .+ \(.+\)\.$/);
    }
  });
});

import { API, indiaDay, NOTICES_API } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarEvents, groups, notices } from '../../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../src/demo/accounts.js';
import { seedDemo } from '../../src/demo/seed.js';
import { dayWords } from '../../src/demo/sports-day.js';
import { headers, sessionCookie, useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's notices (src/demo/notices.ts) as README says to try them: Rohan has Sports
// Day pinned on top and his class's project notice unread; Priya (no child in Class 5 A) does
// not see it; Anita sees each notice's seen-by count; the scheduled one is nobody's yet.

const t = useTestApp();
const db = () => t.app.deps.database.db;

async function signIn(username: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  const res = await t.app.inject({
    method: 'POST',
    url: API.login,
    headers: headers(),
    payload: { username, password: account?.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

const list = async (cookie: string, query: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${NOTICES_API.notices}?${new URLSearchParams(query)}`,
    headers: headers(cookie),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    unread: number;
    notices: { title: string; pinned: boolean; read: boolean | null; counts: unknown }[];
  };
};

describe('the demo school’s notices', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('show every demo account its notices, with read counts for their posters', async () => {
    await demoSchool(t);
    const [institute] = await db()
      .select()
      .from(groups)
      .where(eq(groups.name, 'Demo Public School'));
    const [classA] = institute
      ? await db()
          .select()
          .from(groups)
          .where(and(eq(groups.superGroupId, institute.id), eq(groups.name, 'Class 5 A')))
      : [];
    if (!institute || !classA) throw new Error('no demo school');

    // The pinned notice names the days the calendar's Sports Day is on, whenever it is seeded.
    const [sportsDay] = await db()
      .select()
      .from(calendarEvents)
      .where(
        and(eq(calendarEvents.instituteId, institute.id), eq(calendarEvents.title, 'Sports Day')),
      );
    if (!sportsDay) throw new Error('no Sports Day on the calendar');
    const first = dayWords(indiaDay(sportsDay.startsAt));
    const last = dayWords(indiaDay(new Date(sportsDay.endsAt.getTime() - 1)));
    const rohan = await list(await signIn('rohan_mehta'), { groupId: classA.id });
    expect(rohan.notices[0]).toMatchObject({
      title: `Annual Sports Day on ${first}`,
      pinned: true,
      read: false,
    });
    const [sportsNotice] = await db()
      .select()
      .from(notices)
      .where(and(eq(notices.instituteId, institute.id), eq(notices.pinned, true)));
    expect(sportsNotice?.body).toContain(`on ${first} and ${last}, from 8:30 am`);
    expect(rohan.notices.map((n) => n.title)).toContain('Class 5 A: science project due on Monday');
    expect(rohan.notices.map((n) => n.title)).not.toContain('Half-yearly examination timetable');
    expect(rohan.unread).toBe(2);

    const priya = await list(await signIn('priya_sharma'), { groupId: institute.id });
    expect(priya.notices.map((n) => n.title)).not.toContain(
      'Class 5 A: science project due on Monday',
    );

    const anita = await list(await signIn('anita_desai'), {
      groupId: institute.id,
      box: 'posted',
    });
    const sports = anita.notices.find((n) => n.title.startsWith('Annual Sports Day')) as {
      counts: { seen: number; total: number };
    };
    expect(sports.counts.total).toBeGreaterThan(300);
    expect(sports.counts.seen).toBeGreaterThan(sports.counts.total / 2);
    expect(sports.counts.seen).toBeLessThan(sports.counts.total);

    // A school seeded before it had notices gets them once.
    await db().delete(notices).where(eq(notices.instituteId, institute.id));
    await seedDemo({ db: db(), clock: t.clock, files: t.app.deps.files });
    await seedDemo({ db: db(), clock: t.clock, files: t.app.deps.files });
    const again = await db().select().from(notices).where(eq(notices.instituteId, institute.id));
    expect(again).toHaveLength(6);
  });
});

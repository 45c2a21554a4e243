import { API, ATTENDANCE_API, addDays } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups } from '../../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../src/demo/accounts.js';
import { headers, sessionCookie, useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// Demo Public School's attendance (src/demo/attendance.ts) as README says to try it.

const t = useTestApp();
const db = () => t.app.deps.database.db;

async function signIn(username: string): Promise<{ cookie: string; profileId: string }> {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  const res = await t.app.inject({
    method: 'POST',
    url: API.login,
    headers: headers(),
    payload: { username, password: account?.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: sessionCookie(res), profileId: res.json().userProfileId };
}

const get = (cookie: string, url: string, query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(query)}`,
    headers: headers(cookie),
  });

describe('the demo school’s attendance', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('lets Asha mark Class 5 A today, shows a month, three habitual absentees and Priya’s leave', async () => {
    await demoSchool(t);
    const [institute] = await db()
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.type, 'INSTITUTE'), eq(groups.name, 'Demo Public School')));
    const groupId = institute?.id ?? '';
    const asha = await signIn('asha_verma');
    const mine = await get(asha.cookie, ATTENDANCE_API.mine, { groupId });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().classes).toEqual([
      expect.objectContaining({ name: 'Class 5 A', marked: false }),
    ]);
    const day = await get(asha.cookie, ATTENDANCE_API.classDay, {
      groupId: mine.json().classes[0].id,
      day: mine.json().day,
    });
    expect(day.json()).toMatchObject({ saved: false, holiday: null });
    expect(day.json().students.length).toBeGreaterThan(5);

    const anita = await signIn('anita_desai');
    const risk = await get(anita.cookie, ATTENDANCE_API.atRisk, { groupId });
    expect(risk.json().students).toHaveLength(3);
    const summary = await get(anita.cookie, ATTENDANCE_API.summary, {
      groupId,
      day: mine.json().day,
    });
    const classes = summary.json().classes as { name: string; marked: boolean }[];
    expect(classes.find((c) => c.name === 'Class 5 A')?.marked).toBe(false);
    expect(classes.find((c) => c.name === 'Class 10 A')?.marked).toBe(true);

    const priya = await signIn('priya_sharma');
    const leave = await get(priya.cookie, ATTENDANCE_API.leave, { groupId });
    expect(
      leave
        .json()
        .mine.map((l: { state: string }) => l.state)
        .sort(),
    ).toEqual(['APPROVED', 'PENDING']);
    // Rohan's own request waits for Asha, his class teacher: she has it to decide, he sees it.
    const toDecide = (await get(asha.cookie, ATTENDANCE_API.leave, { groupId })).json().toDecide;
    expect(toDecide.map((l: { name: string; state: string }) => [l.name, l.state])).toEqual([
      ['Rohan Mehta', 'PENDING'],
    ]);
    const rohan = await signIn('rohan_mehta');
    const his = (await get(rohan.cookie, ATTENDANCE_API.leave, { groupId })).json().mine;
    expect(his.map((l: { state: string }) => l.state)).toEqual(['PENDING']);
    // Her own months as staff: the front office marked the 30 days before the seed.
    const today = mine.json().day as string;
    let marked = 0;
    for (const month of [today.slice(0, 7), addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)]) {
      const own = await get(asha.cookie, ATTENDANCE_API.person, {
        groupId,
        profileId: asha.profileId,
        month,
      });
      expect(own.statusCode, own.body).toBe(200);
      marked += own.json().figures.marked;
    }
    expect(marked).toBeGreaterThan(20);
    const holidays = await get(anita.cookie, ATTENDANCE_API.holidays, {
      groupId,
      year: mine.json().day.slice(0, 4),
    });
    expect(holidays.json().map((h: { name: string }) => h.name)).toContain('Independence Day');
  });
});

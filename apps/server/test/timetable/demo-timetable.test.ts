import { API, clashesOf, TIMETABLE_API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups, timetableLessons, timetableLoads } from '../../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../src/demo/accounts.js';
import { headers, sessionCookie, useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's timetable (src/demo/timetable.ts) as README says to try it: every class has
// a full week with no clash; Asha sees her teaching, Rohan Class 5 A, Priya her child's class.

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

const week = (cookie: string, query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `${TIMETABLE_API.week}?${new URLSearchParams(query)}`,
    headers: headers(cookie),
  });

type Lesson = {
  id: string;
  day: number;
  period: number;
  duration: number;
  classes: { id: string; name: string }[];
  teachers: { id: string; name: string }[];
  room: { id: string } | null;
};

describe('the demo school’s timetable', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('places every lesson of every class with no clash, and each account sees its own week', async () => {
    await demoSchool(t);
    const [institute] = await db()
      .select()
      .from(groups)
      .where(eq(groups.name, 'Demo Public School'));
    if (!institute) throw new Error('no demo school');
    const loads = await db()
      .select()
      .from(timetableLoads)
      .where(eq(timetableLoads.instituteId, institute.id));
    const lessons = await db()
      .select()
      .from(timetableLessons)
      .where(eq(timetableLessons.instituteId, institute.id));
    expect(lessons.length).toBe(loads.reduce((n, l) => n + l.lessonsPerWeek, 0));

    const anita = await signIn('anita_desai');
    const all: Lesson[] = [];
    const first = await week(anita, { groupId: institute.id });
    const classes = first.json().choices.classes as { id: string; name: string }[];
    expect(classes).toHaveLength(23);
    expect(first.json().canManage).toBe(true);
    for (const c of classes) {
      const res = await week(anita, { groupId: institute.id, classId: c.id });
      const got = res.json().lessons as Lesson[];
      expect(got.length, c.name).toBeGreaterThan(20);
      for (const l of got) if (!all.some((x) => x.id === l.id)) all.push(l);
    }
    const placed = all.map((l) => ({
      id: l.id,
      day: l.day,
      period: l.period,
      duration: l.duration,
      classIds: l.classes.map((c) => c.id),
      teacherIds: l.teachers.map((x) => x.id),
      roomId: l.room?.id ?? null,
    }));
    for (const l of placed) expect(clashesOf(l, placed)).toEqual([]);

    const asha = await week(await signIn('asha_verma'), { groupId: institute.id });
    expect(asha.json().view).toMatchObject({ kind: 'teacher', name: 'Asha Verma' });
    expect(asha.json().lessons).toHaveLength(20);
    const classA = classes.find((c) => c.name === 'Class 5 A');
    const rohan = await week(await signIn('rohan_mehta'), { groupId: classA?.id ?? '' });
    expect(rohan.json().view).toMatchObject({ kind: 'class', name: 'Class 5 A' });
    const priya = await week(await signIn('priya_sharma'), { groupId: institute.id });
    expect(priya.json().view).toMatchObject({ kind: 'class', name: 'Class 3 A' });
    // Her children's classes, so the dashboard's Today card shows Diya's day beside Aarav's.
    expect(priya.json().ownClasses.map((c: { name: string }) => c.name)).toEqual([
      'Class 3 A',
      'Class 7 B',
    ]);
    // A chosen week is that week alone: the own classes are read only for the caller's own.
    const chosen = await week(await signIn('priya_sharma'), {
      groupId: institute.id,
      classId: priya.json().ownClasses[1].id,
    });
    expect(chosen.json()).toMatchObject({
      view: { name: 'Class 7 B' },
      own: false,
      ownClasses: [],
    });
  });
});

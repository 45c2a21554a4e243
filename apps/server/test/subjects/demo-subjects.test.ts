import { API, PROFILE_API, SUBJECTS_API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classSubjects, groups } from '../../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../src/demo/accounts.js';
import { seedDemo } from '../../src/demo/seed.js';
import { headers, sessionCookie, useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's subjects (src/demo/subjects.ts) as README says to try them: Anita sees every
// class's subjects, Asha her classes and subjects on her dashboard.

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

const get = (cookie: string, url: string, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(query)}`,
    headers: headers(cookie),
  });

describe('the demo school’s subjects', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('give every class its stage’s subjects, and Asha hers on her dashboard', async () => {
    const created = await demoSchool(t);
    const [institute] = await db()
      .select()
      .from(groups)
      .where(eq(groups.name, 'Demo Public School'));
    const classes = institute
      ? await db().select().from(groups).where(eq(groups.superGroupId, institute.id))
      : [];
    const classA = classes.find((c) => c.name === 'Class 5 A');
    if (!institute || !classA) throw new Error('no demo school');
    expect(created.subjects).toBeGreaterThan(classes.length * 5);

    const anita = await signIn('anita_desai');
    const list = await get(anita, SUBJECTS_API.subjects, { groupId: institute.id });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().find((s: { name: string }) => s.name === 'English').classes).toBe(
      classes.length,
    );
    const five = await get(anita, SUBJECTS_API.classSubjects, { groupId: classA.id });
    expect(five.json().classTeachers).toEqual([
      expect.objectContaining({ fullName: 'Asha Verma' }),
    ]);
    const english = five.json().subjects.find((s: { name: string }) => s.name === 'English');
    expect(english.teachers).toEqual([expect.objectContaining({ fullName: 'Asha Verma' })]);

    const asha = await signIn('asha_verma');
    const dashboard = await get(asha, PROFILE_API.dashboard);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const taught = dashboard.json().subjectsTaught;
    expect(
      taught.map(
        (c: { className: string; classTeacher: boolean; subjects: { name: string }[] }) => [
          c.className,
          c.classTeacher,
          c.subjects.map((s) => s.name),
        ],
      ),
    ).toEqual([
      ['Class 5 A', true, ['English', 'EVS']],
      ['Class 5 B', false, ['English']],
    ]);

    // A school seeded before it had class subjects gets them once.
    await db().delete(classSubjects).where(eq(classSubjects.instituteId, institute.id));
    const seed = () => seedDemo({ db: db(), clock: t.clock, files: t.app.deps.files });
    expect((await seed()).subjects).toBe(created.subjects);
    expect((await seed()).subjects).toBe(0);
  });
});

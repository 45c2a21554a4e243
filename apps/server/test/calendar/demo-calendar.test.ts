import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarEvents, groups } from '../../src/db/schema/index.js';
import { seedDemo } from '../../src/demo/seed.js';
import { useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';
import { demoCalendarOf } from './calendar-school.js';

// The demo school's calendar (src/demo/calendar.ts) as README says to try it: Priya sees her
// children's exam windows and fee due dates beside the school's events, her own and her to-dos.

const t = useTestApp();
const db = () => t.app.deps.database.db;
const calendarOf = (username: string) => demoCalendarOf(t, username);

describe('the demo school’s calendar', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it("shows Priya her children's exam windows and fee due dates, the school's events, her own", async () => {
    await demoSchool(t);
    const priya = await calendarOf('priya_sharma');
    const kinds = (kind: string) => priya.filter((e) => e.kind === kind).map((e) => e.title);
    expect(
      kinds('EXAM').some((x) => /^(Aarav|Diya): Exam: /.test(x)),
      JSON.stringify(priya),
    ).toBe(true);
    expect(
      kinds('FEE').some((x) => /^(Aarav|Diya): Fees due: /.test(x)),
      JSON.stringify(priya),
    ).toBe(true);
    expect(kinds('EVENT')).toEqual(
      expect.arrayContaining(['Annual Day', 'Sports Day', 'Parent–Teacher Meeting (primary)']),
    );
    expect(kinds('PERSONAL')).toEqual(['Diya’s dance class']);
    expect(kinds('TODO')).toEqual(expect.arrayContaining(['To-do: Sign Aarav’s almanac']));
    // The PTM is for the primary classes: Rohan's 5 A has it; a class without it does not.
    expect((await calendarOf('rohan_mehta')).map((e) => e.title)).toContain(
      'Parent–Teacher Meeting (primary)',
    );
    expect((await calendarOf('kavita_rao')).map((e) => e.title)).toContain('Annual Day');

    // Run again: nothing twice; a school seeded before the calendar gets it once.
    const seed = () => seedDemo({ db: db(), clock: t.clock, files: t.app.deps.files });
    await seed();
    const [school] = await db().select().from(groups).where(eq(groups.name, 'Demo Public School'));
    if (!school) throw new Error('no demo school');
    const count = async () =>
      (await db().select().from(calendarEvents).where(eq(calendarEvents.instituteId, school.id)))
        .length;
    expect(await count()).toBe(3);
    await db().delete(calendarEvents).where(eq(calendarEvents.instituteId, school.id));
    await seed();
    expect(await count()).toBe(3);
  });
});

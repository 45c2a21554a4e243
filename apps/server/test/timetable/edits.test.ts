import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { as } from '../support/factories.js';
import {
  call,
  classAWeek,
  generatedSchool,
  generateWeek,
  importSchoolLoad,
  timetableSchool,
} from './timetable-school.js';

// GET and PUT rest/timetable/teacher (a teacher's weekly maximum and unavailable periods),
// PUT rest/timetable/lesson/fixed (a lesson kept where it is by the generator), and the audit
// log's entries of the timetable's changes (issue 24 §2).

const t = useTestApp();
const db = () => t.app.deps.database.db;

type Lesson = {
  id: string;
  day: number;
  period: number;
  fixed: boolean;
  subject: { name: string };
};

async function auditOf(instituteId: string, action: string) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.instituteId, instituteId), eq(auditEvents.action, action)));
}

describe("a teacher's maximum and unavailable periods, and lessons kept fixed", () => {
  it("sets and reads a teacher's maximum and unavailable periods, checked, and logs it", async () => {
    const s = await generatedSchool(t);
    const query = { groupId: s.institute.id, teacherId: s.ravi.profileId };
    const before = await call(t, s.admin, 'GET', 'teacher', query);
    expect(before.statusCode, before.body).toBe(200);
    // The availability file made Ravi unavailable on day 1, period 1; he teaches 5 periods.
    expect(before.json()).toMatchObject({
      teacher: { id: s.ravi.profileId, name: 'Ravi Test' },
      maxPerWeek: null,
      unavailable: [{ day: 1, period: 1 }],
      periods: 5,
    });
    const body = {
      ...query,
      maxPerWeek: 6,
      unavailable: [
        { day: 2, period: 5 },
        { day: 2, period: 4 },
        { day: 2, period: 5 },
      ],
    };
    expect((await call(t, s.asha, 'PUT', 'teacher', body)).statusCode).toBe(403);
    expect((await call(t, s.asha, 'GET', 'teacher', query)).statusCode).toBe(403);
    const outside = { ...body, unavailable: [{ day: 3, period: 1 }] };
    const refused = await call(t, s.admin, 'PUT', 'teacher', outside);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('That period is not in the school week.');
    const student = { ...body, teacherId: s.student.profileId };
    expect((await call(t, s.admin, 'PUT', 'teacher', student)).statusCode).toBe(404);
    const saved = await call(t, s.admin, 'PUT', 'teacher', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Teacher saved.');
    const after = await call(t, s.admin, 'GET', 'teacher', query);
    expect(after.json()).toMatchObject({
      maxPerWeek: 6,
      unavailable: [
        { day: 2, period: 4 },
        { day: 2, period: 5 },
      ],
    });
    const [logged] = await auditOf(s.institute.id, 'timetable.teacherSaved');
    expect(logged).toMatchObject({
      actorAccountId: s.admin.accountId,
      targetType: 'profile',
      targetId: s.ravi.profileId,
      detail: { maxPerWeek: 6, unavailable: 2 },
    });
    // Another institute's admin does not find Ravi.
    const elsewhere = { ...query, groupId: s.other.institute.id };
    expect((await call(t, s.other.admin, 'GET', 'teacher', elsewhere)).statusCode).toBe(404);
  });

  it('keeps a fixed lesson where it is when the week is generated again, and lets it go', async () => {
    const s = await generatedSchool(t);
    const week = await classAWeek(t, s);
    const lessons = week.json().lessons as Lesson[];
    expect(lessons.every((l) => !l.fixed)).toBe(true);
    const chosen = lessons.find((l) => l.subject.name === 'Mathematics');
    if (!chosen) throw new Error('no maths');
    const pin = { groupId: s.institute.id, id: chosen.id, fixed: true };
    expect((await call(t, s.asha, 'PUT', 'lesson/fixed', pin)).statusCode).toBe(403);
    const pinned = await call(t, s.admin, 'PUT', 'lesson/fixed', pin);
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json()).toMatchObject({
      message: 'Lesson kept fixed: the generator leaves it where it is.',
      lesson: { id: chosen.id, day: chosen.day, period: chosen.period, fixed: true },
    });
    await generateWeek(t, s);
    const again = await classAWeek(t, s);
    const kept = (again.json().lessons as Lesson[]).find((l) => l.id === chosen.id);
    expect(kept).toMatchObject({ day: chosen.day, period: chosen.period, fixed: true });
    expect(again.json().lessons).toHaveLength(lessons.length);
    const released = await call(t, s.admin, 'PUT', 'lesson/fixed', { ...pin, fixed: false });
    expect(released.json().lesson.fixed).toBe(false);
    const log = await auditOf(s.institute.id, 'timetable.lessonFixed');
    expect(log.map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        { name: 'Mathematics in Class 5 A', fixed: true },
        { name: 'Mathematics in Class 5 A', fixed: false },
      ]),
    );
    const missing = { ...pin, id: s.institute.id };
    expect((await call(t, s.admin, 'PUT', 'lesson/fixed', missing)).statusCode).toBe(404);
  });

  it("logs the import, the generated week, a hand move, and a class's own week set and removed", async () => {
    const s = await timetableSchool(t);
    await importSchoolLoad(t, s);
    const runId = await generateWeek(t, s);
    const [imported] = await auditOf(s.institute.id, 'timetable.imported');
    expect(imported).toMatchObject({
      actorAccountId: s.admin.accountId,
      detail: { loads: 5, lessons: 8, unavailable: 1 },
    });
    const [generated] = await auditOf(s.institute.id, 'timetable.generated');
    expect(generated).toMatchObject({
      actorAccountId: s.admin.accountId,
      actorProfileId: s.admin.profileId,
      detail: { runId, placed: 8, total: 8, unplaced: 0, hardViolations: 0 },
    });
    const lessons = (await classAWeek(t, s)).json().lessons as Lesson[];
    const lesson = lessons[0];
    if (!lesson) throw new Error('no lesson');
    const moved = await call(t, s.admin, 'PUT', 'lesson', {
      groupId: s.institute.id,
      id: lesson.id,
      day: lesson.day,
      period: lesson.period,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [move] = await auditOf(s.institute.id, 'timetable.lessonMoved');
    expect(move).toMatchObject({
      targetType: 'lesson',
      targetId: lesson.id,
      detail: {
        from: { day: lesson.day, period: lesson.period },
        to: { day: lesson.day, period: lesson.period },
        fixed: true,
        warnings: [],
      },
    });
    const settings = (
      await call(t, s.admin, 'GET', 'settings', { groupId: s.institute.id })
    ).json();
    const saved = await call(t, s.admin, 'PUT', 'settings', {
      groupId: s.institute.id,
      classId: s.classA.id,
      days: [settings.days[0]],
      slots: settings.slots,
      maxConsecutive: settings.maxConsecutive,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [week] = await auditOf(s.institute.id, 'timetable.weekSaved');
    expect(week).toMatchObject({
      targetId: s.classA.id,
      detail: { classId: s.classA.id, days: [settings.days[0]], periods: 5 },
    });
    // The class's own week read back as its own, then removed: the school's again.
    const classQuery = { groupId: s.institute.id, classId: s.classA.id };
    const own = await call(t, s.admin, 'GET', 'settings', classQuery);
    expect(own.json()).toMatchObject({ own: true, days: [settings.days[0]] });
    const del = (profile: typeof s.admin, q: Record<string, string>) =>
      t.app.inject({
        method: 'DELETE',
        url: `/rest/timetable/settings?${new URLSearchParams(q).toString()}`,
        headers: as(profile),
      });
    expect((await del(s.asha, classQuery)).statusCode).toBe(403);
    const elsewhere = { ...classQuery, classId: s.other.institute.id };
    expect((await del(s.admin, elsewhere)).statusCode).toBe(404);
    const removed = await del(s.admin, classQuery);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe("The class follows the school's week again.");
    const back = await call(t, s.admin, 'GET', 'settings', classQuery);
    expect(back.json()).toMatchObject({ own: false, days: settings.days });
    const [gone] = await auditOf(s.institute.id, 'timetable.weekRemoved');
    expect(gone).toMatchObject({ targetId: s.classA.id, detail: { classId: s.classA.id } });
  });
});

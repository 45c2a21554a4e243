import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import {
  call,
  classAWeek,
  generatedSchool,
  generateWeek,
  importSchoolLoad,
  timetableSchool,
} from './timetable-school.js';

// GET rest/timetable/week (a class's, a teacher's, a room's week; the caller's own by default),
// PUT rest/timetable/lesson (a hand edit: a clash refused, the move fixed) and the settings.

const t = useTestApp();

type Lesson = {
  id: string;
  day: number;
  period: number;
  duration: number;
  subject: { name: string };
  classes: { name: string }[];
  teachers: { name: string }[];
  fixed: boolean;
};

describe('a week and its hand edits', () => {
  it("shows a student their class's week and a teacher their own", async () => {
    const s = await generatedSchool(t);
    const student = await call(t, s.student, 'GET', 'week', { groupId: s.classA.id });
    expect(student.statusCode).toBe(200);
    expect(student.json()).toMatchObject({
      view: { kind: 'class', name: 'Class 5 A' },
      canManage: false,
    });
    expect(student.json().lessons).toHaveLength(5);
    // The dashboard's Today card shows only the caller's own week, never a week they chose.
    expect(student.json().own).toBe(true);
    const chosen = await call(t, s.admin, 'GET', 'week', {
      groupId: s.institute.id,
      classId: s.classA.id,
    });
    expect(chosen.json().own).toBe(false);
    const admin = await call(t, s.admin, 'GET', 'week', { groupId: s.institute.id });
    expect(admin.json()).toMatchObject({ own: false, view: { kind: 'class', name: 'Class 5 A' } });
    const teacher = await call(t, s.asha, 'GET', 'week', { groupId: s.institute.id });
    expect(teacher.json().view).toMatchObject({ kind: 'teacher', name: 'Asha Test' });
    const lessons = teacher.json().lessons as Lesson[];
    expect(lessons.every((l) => l.teachers.some((x) => x.name === 'Asha Test'))).toBe(true);
    expect(lessons).toHaveLength(6);
  });

  it('refuses a move that puts a teacher or class in two places, and fixes a free move', async () => {
    const s = await generatedSchool(t);
    const week = await classAWeek(t, s);
    const lessons = week.json().lessons as Lesson[];
    const maths = lessons.filter((l) => l.subject.name === 'Mathematics');
    const [first, second] = maths;
    if (!first || !second) throw new Error('no maths');
    const clash = await call(t, s.admin, 'PUT', 'lesson', {
      groupId: s.institute.id,
      id: first.id,
      day: second.day,
      period: second.period,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain(
      'Asha Test already teaches Mathematics in Class 5 A then.',
    );
    expect(clash.json().message).toContain('Class 5 A already has Mathematics then.');
    // A week of 2 × 5: Class 5 A and Asha are busy together in at most 9 of its 10 periods.
    const all = await call(t, s.admin, 'GET', 'week', {
      groupId: s.institute.id,
      teacherId: s.asha.profileId,
    });
    const busy = new Set<string>();
    for (const l of [...lessons, ...(all.json().lessons as Lesson[])]) {
      for (let k = 0; k < l.duration; k += 1) busy.add(`${l.day}:${l.period + k}`);
    }
    const free = [1, 2]
      .flatMap((day) => [1, 2, 3, 4, 5].map((period) => ({ day, period })))
      .find((x) => !busy.has(`${x.day}:${x.period}`));
    if (!free) throw new Error('no free period');
    const moved = await call(t, s.admin, 'PUT', 'lesson', {
      groupId: s.institute.id,
      id: first.id,
      ...free,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Lesson moved.',
      lesson: { ...free, fixed: true },
    });
  });

  it('refuses a move outside the week (400), by a teacher (403) and in another institute (404)', async () => {
    const s = await generatedSchool(t);
    const week = await classAWeek(t, s);
    const lesson = (week.json().lessons as Lesson[])[0];
    if (!lesson) throw new Error('no lesson');
    const outside = await call(t, s.admin, 'PUT', 'lesson', {
      groupId: s.institute.id,
      id: lesson.id,
      day: 3,
      period: 1,
    });
    expect(outside.statusCode).toBe(400);
    const teacher = await call(t, s.asha, 'PUT', 'lesson', {
      groupId: s.institute.id,
      id: lesson.id,
      day: 1,
      period: 1,
    });
    expect(teacher.statusCode).toBe(403);
    const other = await call(t, s.other.admin, 'PUT', 'lesson', {
      groupId: s.other.institute.id,
      id: lesson.id,
      day: 1,
      period: 1,
    });
    expect(other.statusCode).toBe(404);
    const otherWeek = await call(t, s.other.admin, 'GET', 'week', {
      groupId: s.other.institute.id,
      classId: s.classA.id,
    });
    expect(otherWeek.statusCode).toBe(404);
  });

  it('saves the week settings for the admin only, checked', async () => {
    const s = await timetableSchool(t);
    const body = {
      groupId: s.institute.id,
      days: [1, 2, 3, 4, 5],
      slots: [
        { kind: 'PERIOD', label: 'Period 1', start: '08:00', end: '08:40' },
        { kind: 'BREAK', label: 'Recess', start: '08:40', end: '09:00' },
        { kind: 'PERIOD', label: 'Period 2', start: '09:00', end: '09:40' },
      ],
      maxConsecutive: 3,
    };
    expect((await call(t, s.admin, 'PUT', 'settings', body)).statusCode).toBe(200);
    expect((await call(t, s.asha, 'PUT', 'settings', body)).statusCode).toBe(403);
    const bad = await call(t, s.admin, 'PUT', 'settings', {
      ...body,
      slots: [{ kind: 'PERIOD', label: 'P', start: '8', end: '9' }],
    });
    expect(bad.statusCode).toBe(400);
    const read = await call(t, s.asha, 'GET', 'settings', { groupId: s.institute.id });
    expect(read.json()).toMatchObject({ set: true, days: [1, 2, 3, 4, 5], maxConsecutive: 3 });
  });

  it("prints a class's week as a PDF, and none of another institute's", async () => {
    const s = await generatedSchool(t);
    const res = await call(t, s.student, 'GET', 'pdf', { groupId: s.classA.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('timetable-class-5-a.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await call(t, s.other.admin, 'GET', 'pdf', {
      groupId: s.other.institute.id,
      classId: s.classA.id,
    });
    expect(other.statusCode).toBe(404);
    const bad = await call(t, s.admin, 'GET', 'pdf', { groupId: s.institute.id, classId: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('warns on a move when a teacher teaches above their weekly maximum, set by the admin only', async () => {
    const s = await generatedSchool(t);
    const limit = { groupId: s.institute.id, teacherId: s.ravi.profileId, maxPerWeek: 2 };
    expect((await call(t, s.asha, 'PUT', 'teacher-limit', limit)).statusCode).toBe(403);
    expect(
      (await call(t, s.admin, 'PUT', 'teacher-limit', { ...limit, maxPerWeek: 0 })).statusCode,
    ).toBe(400);
    const student = { ...limit, teacherId: s.student.profileId };
    expect((await call(t, s.admin, 'PUT', 'teacher-limit', student)).statusCode).toBe(404);
    expect((await call(t, s.admin, 'PUT', 'teacher-limit', limit)).statusCode).toBe(200);
    const week = await call(t, s.admin, 'GET', 'week', {
      groupId: s.institute.id,
      teacherId: s.ravi.profileId,
    });
    const lesson = (week.json().lessons as { id: string; day: number; period: number }[])[0];
    if (!lesson) throw new Error('no lesson');
    // Ravi teaches 2 science doubles and yoga (5 periods): the lesson kept where it is warns.
    const moved = await call(t, s.admin, 'PUT', 'lesson', {
      groupId: s.institute.id,
      id: lesson.id,
      day: lesson.day,
      period: lesson.period,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().warnings).toEqual([
      'Ravi Test now teaches 5 periods a week, above their maximum of 2.',
    ]);
  });

  it("keeps a class's own shorter week, which the generator keeps the class within", async () => {
    const s = await timetableSchool(t);
    await importSchoolLoad(t, s);
    const classB = (await call(t, s.admin, 'GET', 'week', { groupId: s.institute.id }))
      .json()
      .choices.classes.find((c: { name: string }) => c.name === 'Class 5 B');
    const short = {
      groupId: s.institute.id,
      classId: classB.id,
      days: [1, 2],
      slots: [
        { kind: 'PERIOD', label: 'Period 1', start: '08:00', end: '08:40' },
        { kind: 'PERIOD', label: 'Period 2', start: '08:40', end: '09:20' },
        { kind: 'PERIOD', label: 'Period 3', start: '09:20', end: '10:00' },
      ],
      maxConsecutive: 4,
    };
    expect((await call(t, s.admin, 'PUT', 'settings', short)).statusCode).toBe(200);
    const wider = { ...short, days: [1, 2, 3] };
    expect((await call(t, s.admin, 'PUT', 'settings', wider)).statusCode).toBe(400);
    const elsewhere = { ...short, classId: s.other.institute.id };
    expect((await call(t, s.admin, 'PUT', 'settings', elsewhere)).statusCode).toBe(404);
    const read = await call(t, s.admin, 'GET', 'settings', {
      groupId: s.institute.id,
      classId: classB.id,
    });
    expect(read.json().slots).toHaveLength(3);
    await generateWeek(t, s);
    const week = await call(t, s.admin, 'GET', 'week', {
      groupId: s.institute.id,
      classId: classB.id,
    });
    const lessons = week.json().lessons as { period: number; duration: number }[];
    expect(lessons).toHaveLength(4);
    for (const l of lessons) expect(l.period + l.duration - 1).toBeLessThanOrEqual(3);
  });
});

import { ATTENDANCE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  subjects,
  timetableLessons,
  timetableLoadClasses,
  timetableLoads,
} from '../../src/db/schema/index.js';
import { type TestContext, useTestApp } from '../support/app.js';
import { as } from '../support/factories.js';
import {
  type AttendanceSchool,
  acall,
  attendanceSchool,
  marksFor,
  putSettings,
  TODAY,
} from './attendance-school.js';

// Period-wise marking by the timetable's periods (issue 24 §1): the school's week (Monday to
// Saturday, five periods and a recess), Class 5 A's own shorter week of three periods, and
// Abacus placed for Class 5 A on Monday's periods 2 and 3 (a double lesson). TODAY is a Monday.

const t = useTestApp();

const SLOTS = [
  { kind: 'PERIOD', label: 'Period 1', start: '08:00', end: '08:40' },
  { kind: 'PERIOD', label: 'Period 2', start: '08:40', end: '09:20' },
  { kind: 'BREAK', label: 'Recess', start: '09:20', end: '09:40' },
  { kind: 'PERIOD', label: 'Period 3', start: '09:40', end: '10:20' },
  { kind: 'PERIOD', label: 'Period 4', start: '10:20', end: '11:00' },
  { kind: 'PERIOD', label: 'Period 5', start: '11:00', end: '11:40' },
];

async function periodWiseSchool(t: TestContext, s: AttendanceSchool) {
  const week = (extra: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/rest/timetable/settings',
      headers: as(s.admin),
      payload: { groupId: s.institute.id, days: [1, 2, 3, 4, 5, 6], maxConsecutive: 4, ...extra },
    });
  expect((await week({ slots: SLOTS })).statusCode).toBe(200);
  const short = await week({ classId: s.classA.id, slots: SLOTS.slice(0, 4) });
  expect(short.statusCode, short.body).toBe(200);
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const [maths] = await db
    .insert(subjects)
    .values({ instituteId: s.institute.id, name: 'Abacus', code: 'ABCS', createdAt: now })
    .returning();
  const [load] = await db
    .insert(timetableLoads)
    .values({
      instituteId: s.institute.id,
      subjectId: maths?.id ?? '',
      lessonsPerWeek: 1,
      duration: 2,
      position: 1,
    })
    .returning();
  await db.insert(timetableLoadClasses).values({ loadId: load?.id ?? '', classId: s.classA.id });
  await db.insert(timetableLessons).values({
    instituteId: s.institute.id,
    loadId: load?.id ?? '',
    day: 1,
    period: 2,
    updatedAt: now,
  });
  const settings = await putSettings(t, s, { mode: 'PERIOD' });
  expect(settings.statusCode, settings.body).toBe(200);
}

describe('period-wise marking by the timetable', () => {
  it("offers the class's periods of the day with their times and the subject taught", async () => {
    const s = await attendanceSchool(t);
    await periodWiseSchool(t, s);
    const res = await acall(t, s.asha, 'GET', 'periods', { groupId: s.classA.id, day: TODAY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { number: 1, label: 'Period 1', start: '08:00', end: '08:40', subject: null },
      { number: 2, label: 'Period 2', start: '08:40', end: '09:20', subject: 'Abacus' },
      { number: 3, label: 'Period 3', start: '09:40', end: '10:20', subject: 'Abacus' },
    ]);
    // Tuesday: the same periods, no lesson placed.
    const tuesday = await acall(t, s.asha, 'GET', 'periods', {
      groupId: s.classA.id,
      day: '2026-05-26',
    });
    expect(tuesday.json().map((p: { subject: null }) => p.subject)).toEqual([null, null, null]);
    // Class 6 B keeps the school's five periods.
    const b = await acall(t, s.ravi, 'GET', 'periods', { groupId: s.classB.id, day: TODAY });
    expect(b.json().map((p: { number: number }) => p.number)).toEqual([1, 2, 3, 4, 5]);
    // Another class's teacher is refused.
    expect(
      (await acall(t, s.ravi, 'GET', 'periods', { groupId: s.classA.id, day: TODAY })).statusCode,
    ).toBe(403);
  });

  it("marks a period the class's day has and refuses one it does not have", async () => {
    const s = await attendanceSchool(t);
    await periodWiseSchool(t, s);
    const body = { groupId: s.classA.id, day: TODAY, marks: marksFor(s) };
    const saved = await acall(t, s.asha, 'PUT', 'class', { ...body, period: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.day.period).toBe(3);
    const message = ATTENDANCE_TEXTS.periodNotInDay('Class 5 A', TODAY, 3);
    for (const method of ['PUT', 'GET'] as const) {
      const refused = await acall(t, s.asha, method, 'class', { ...body, period: 4 });
      expect(refused.statusCode, method).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const none = await acall(t, s.asha, 'PUT', 'class', body);
    expect(none.json().message).toBe(ATTENDANCE_TEXTS.periodWise);
    // Class 6 B's fifth period is one of its day's.
    const b = await acall(t, s.ravi, 'GET', 'class', {
      groupId: s.classB.id,
      day: TODAY,
      period: 5,
    });
    expect(b.statusCode, b.body).toBe(200);
  });
});

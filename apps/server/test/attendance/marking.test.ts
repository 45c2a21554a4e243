import { ATTENDANCE_TEXTS } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  attendanceMonthCounts,
  attendanceRecords,
  notifications,
} from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { acall, attendanceSchool, marksFor, TODAY } from './attendance-school.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;

describe('marking a class', () => {
  it('shows the class teacher her class, everyone unmarked, and saves the list in one call', async () => {
    const s = await attendanceSchool(t);
    const view = await acall(t, s.asha, 'GET', 'class', { groupId: s.classA.id, day: TODAY });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ className: 'Class 5 A', saved: false, holiday: null });
    expect(view.json().students.map((x: { status: null }) => x.status)).toEqual([null, null, null]);

    const saved = await acall(t, s.asha, 'PUT', 'class', {
      groupId: s.classA.id,
      day: TODAY,
      marks: marksFor(s, { [s.meera.profileId]: 'A' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(ATTENDANCE_TEXTS.saved(3));
    expect(saved.json().data).toMatchObject({ changed: 0, day: { saved: true } });
    const mine = await acall(t, s.asha, 'GET', 'mine', { groupId: s.institute.id });
    expect(mine.json().classes).toEqual([
      { id: s.classA.id, name: 'Class 5 A', marked: true, holiday: null },
    ]);
  });

  it('keeps one record per student per day when two phones save, and asks why for a change', async () => {
    const s = await attendanceSchool(t);
    const body = { groupId: s.classA.id, day: TODAY, marks: marksFor(s) };
    const [a, b] = await Promise.all([
      acall(t, s.asha, 'PUT', 'class', body),
      acall(t, s.admin, 'PUT', 'class', body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await db()
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.classId, s.classA.id));
    expect(rows).toHaveLength(3);

    const change = { ...body, marks: marksFor(s, { [s.kabir.profileId]: 'L' }) };
    const refused = await acall(t, s.asha, 'PUT', 'class', change);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ATTENDANCE_TEXTS.reasonNeeded);
    const fixed = await acall(t, s.asha, 'PUT', 'class', { ...change, reason: 'Came at 9:20' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.changed).toBe(1);
    const history = await acall(t, s.asha, 'GET', 'changes', { groupId: s.classA.id, day: TODAY });
    expect(history.json()).toEqual([
      expect.objectContaining({
        profileId: s.kabir.profileId,
        fromStatus: 'P',
        toStatus: 'L',
        reason: 'Came at 9:20',
        changedBy: expect.stringContaining('Asha'),
      }),
    ]);
  });

  it('keeps the class’s monthly counts (what the statistics read) as the marks are', async () => {
    const s = await attendanceSchool(t);
    const counts = async () =>
      (
        await db()
          .select()
          .from(attendanceMonthCounts)
          .where(eq(attendanceMonthCounts.classId, s.classA.id))
      )
        .map((c) => `${c.month} ${c.status} ${c.marks}`)
        .sort();
    const body = {
      groupId: s.classA.id,
      day: TODAY,
      marks: marksFor(s, { [s.meera.profileId]: 'A' }),
    };
    // Two phones saving the same day at once count it once.
    await Promise.all([
      acall(t, s.asha, 'PUT', 'class', body),
      acall(t, s.admin, 'PUT', 'class', body),
    ]);
    expect(await counts()).toEqual(['2026-06-01 A 1', '2026-06-01 P 2']);
    const fixed = await acall(t, s.asha, 'PUT', 'class', {
      ...body,
      marks: marksFor(s),
      reason: 'Meera came late from the clinic',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await counts()).toEqual(['2026-06-01 P 3']);
  });

  it('is refused to a teacher of another class, and to a student', async () => {
    const s = await attendanceSchool(t);
    const body = { groupId: s.classA.id, day: TODAY, marks: marksFor(s) };
    const ravi = await acall(t, s.ravi, 'PUT', 'class', body);
    expect(ravi.statusCode).toBe(403);
    expect(ravi.json().message).toBe(ATTENDANCE_TEXTS.notClassTeacher);
    const student = await acall(t, s.rohan, 'GET', 'class', { groupId: s.classA.id, day: TODAY });
    expect(student.statusCode).toBe(403);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const s = await attendanceSchool(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ day: '2026-13-45' }, 400, ATTENDANCE_TEXTS.day],
      [{ day: '2026-06-02' }, 400, ATTENDANCE_TEXTS.future],
      [{ marks: [] }, 400, ATTENDANCE_TEXTS.marks],
      [
        { marks: marksFor(s, { [s.rohan.profileId]: 'ZZ' }) },
        400,
        ATTENDANCE_TEXTS.unknownStatus('ZZ'),
      ],
      [{ marks: [...marksFor(s), marksFor(s)[0]] }, 400, ATTENDANCE_TEXTS.markedTwice],
      [
        { marks: [{ profileId: s.priya.profileId, status: 'P' }] },
        400,
        ATTENDANCE_TEXTS.notInClass,
      ],
      [{ day: '2026-05-31' }, 409, ATTENDANCE_TEXTS.holiday('Weekly off')],
      [{ groupId: s.institute.id }, 404, ATTENDANCE_TEXTS.classNotFound],
      [{ period: 2 }, 400, ATTENDANCE_TEXTS.dayWise],
    ];
    for (const [change, status, message] of cases) {
      const res = await acall(t, s.asha, 'PUT', 'class', {
        groupId: s.classA.id,
        day: TODAY,
        marks: marksFor(s),
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await db().select().from(attendanceRecords)).toHaveLength(0);
  });

  it("is refused on another institute's class", async () => {
    const s = await attendanceSchool(t);
    const res = await acall(t, s.admin, 'PUT', 'class', {
      groupId: s.other.klass.id,
      day: TODAY,
      marks: [{ profileId: s.other.student.profileId, status: 'A' }],
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(await db().select().from(notifications)).toHaveLength(0);
  });
});

import { ATTENDANCE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { acall, attendanceSchool, marksFor, putSettings, TODAY } from './attendance-school.js';

const t = useTestApp();

describe("the institute's holidays and settings", () => {
  it('a holiday stops marking with its name; a class may work on it; a working Saturday opens', async () => {
    const s = await attendanceSchool(t);
    const added = await acall(t, s.admin, 'POST', 'holidays', {
      groupId: s.institute.id,
      day: TODAY,
      kind: 'HOLIDAY',
      name: 'Founders’ Day',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ day: TODAY, classId: null, className: null });
    const mark = (classId: string, day = TODAY) =>
      acall(t, s.admin, 'PUT', 'class', { groupId: classId, day, marks: marksFor(s) });
    const refused = await mark(s.classA.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ATTENDANCE_TEXTS.holiday('Founders’ Day'));
    const view = await acall(t, s.asha, 'GET', 'class', { groupId: s.classA.id, day: TODAY });
    expect(view.json().holiday).toBe('Founders’ Day');

    const classWorks = await acall(t, s.admin, 'POST', 'holidays', {
      groupId: s.institute.id,
      day: TODAY,
      kind: 'WORKING',
      name: 'Board practical',
      classId: s.classA.id,
    });
    expect(classWorks.json().data.className).toBe('Class 5 A');
    expect((await mark(s.classA.id)).statusCode).toBe(200);
    // The classes to mark today: Class 5 A works on the school's holiday, Class 6 B does not.
    const mine = await acall(t, s.admin, 'GET', 'mine', { groupId: s.institute.id });
    expect(mine.json()).toMatchObject({ day: TODAY, holiday: 'Founders’ Day' });
    const holidayOf = (id: string) =>
      mine.json().classes.find((c: { id: string }) => c.id === id)?.holiday;
    expect([holidayOf(s.classA.id), holidayOf(s.classB.id)]).toEqual([null, 'Founders’ Day']);

    const saturday = '2026-05-30';
    await putSettings(t, s, {
      riskThresholdPercent: 80,
      weeklyOff: [0, 6],
      staffSelfMark: true,
      markBy: '09:30',
      statuses: [{ code: 'sp', label: 'Sports meet', countsAs: 'PRESENT' }],
    });
    expect((await mark(s.classA.id, saturday)).json().message).toBe(
      ATTENDANCE_TEXTS.holiday('Weekly off'),
    );
    await acall(t, s.admin, 'POST', 'holidays', {
      groupId: s.institute.id,
      day: saturday,
      kind: 'WORKING',
      name: 'Working Saturday',
    });
    expect((await mark(s.classA.id, saturday)).statusCode).toBe(200);
    const list = await acall(t, s.rohan, 'GET', 'holidays', { groupId: s.classA.id, year: 2026 });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((h: { name: string }) => h.name)).toEqual([
      'Working Saturday',
      'Founders’ Day',
      'Board practical',
    ]);
    const settings = await acall(t, s.asha, 'GET', 'settings', { groupId: s.classA.id });
    expect(settings.json()).toMatchObject({ riskThresholdPercent: 80, weeklyOff: [0, 6] });
    expect(settings.json().statuses.at(-1)).toEqual({
      code: 'SP',
      label: 'Sports meet',
      countsAs: 'PRESENT',
      builtin: false,
    });
  });

  it('refuses bad input, a second entry on a day, strangers and other institutes', async () => {
    const s = await attendanceSchool(t);
    const body = { groupId: s.institute.id, day: TODAY, kind: 'HOLIDAY', name: 'Holi' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '' }, 400, ATTENDANCE_TEXTS.holidayName],
      [{ kind: 'PARTY' }, 400, ATTENDANCE_TEXTS.holidayKind],
      [{ day: 'tomorrow' }, 400, ATTENDANCE_TEXTS.day],
      [{ classId: s.other.klass.id }, 404, ATTENDANCE_TEXTS.classNotFound],
    ];
    for (const [change, status, message] of cases) {
      const res = await acall(t, s.admin, 'POST', 'holidays', { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const first = await acall(t, s.admin, 'POST', 'holidays', body);
    expect((await acall(t, s.admin, 'POST', 'holidays', body)).json().message).toBe(
      ATTENDANCE_TEXTS.holidayTaken,
    );
    expect((await acall(t, s.asha, 'POST', 'holidays', body)).statusCode).toBe(403);
    const id = first.json().data.id;
    const foreign = await acall(t, s.other.admin, 'DELETE', 'holidays', {
      groupId: s.other.institute.id,
      id,
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await acall(t, s.admin, 'DELETE', 'holidays', { groupId: s.institute.id, id });
    expect(removed.json().message).toBe(ATTENDANCE_TEXTS.holidayDeleted);

    const badSettings = await putSettings(t, s, { riskThresholdPercent: 0 });
    expect(badSettings.json().message).toBe(ATTENDANCE_TEXTS.threshold);
    const taken = await putSettings(t, s, {
      statuses: [{ code: 'A', label: 'Away', countsAs: 'ABSENT' }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ATTENDANCE_TEXTS.codeTaken);
    const byTeacher = await putSettings(t, s, { mode: 'PERIOD' }, s.asha);
    expect(byTeacher.statusCode).toBe(403);
  });

  it('period-wise marking keeps one record per period', async () => {
    const s = await attendanceSchool(t);
    await putSettings(t, s, { mode: 'PERIOD' });
    const body = { groupId: s.classA.id, day: TODAY, marks: marksFor(s) };
    expect((await acall(t, s.asha, 'PUT', 'class', body)).json().message).toBe(
      ATTENDANCE_TEXTS.periodWise,
    );
    expect((await acall(t, s.asha, 'PUT', 'class', { ...body, period: 1 })).statusCode).toBe(200);
    const second = await acall(t, s.asha, 'PUT', 'class', {
      ...body,
      period: 2,
      marks: marksFor(s, { [s.kabir.profileId]: 'A' }),
    });
    expect(second.json().data.changed).toBe(0);
    const p1 = await acall(t, s.asha, 'GET', 'class', {
      groupId: s.classA.id,
      day: TODAY,
      period: 1,
    });
    expect(p1.json().students.map((x: { status: string }) => x.status)).toEqual(['P', 'P', 'P']);
  });
});

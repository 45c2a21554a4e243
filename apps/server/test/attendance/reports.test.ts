import { addDays } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import {
  type AttendanceSchool,
  acall,
  attendanceSchool,
  marksFor,
  TODAY,
} from './attendance-school.js';

const t = useTestApp();

/** Marks Class 5 A on the school days of the 30 days up to today: Kabir absent every other day. */
async function aMonth(s: AttendanceSchool) {
  for (let i = 29; i >= 0; i -= 1) {
    const day = addDays(TODAY, -i);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) continue;
    const res = await acall(t, s.admin, 'PUT', 'class', {
      groupId: s.classA.id,
      day,
      marks: marksFor(s, i % 2 === 0 ? { [s.kabir.profileId]: 'A' } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('attendance reports', () => {
  it("give the class's register as JSON, CSV and PDF, and the person's month", async () => {
    const s = await attendanceSchool(t);
    await aMonth(s);
    const q = { groupId: s.classA.id, month: '2026-05' };
    const reg = await acall(t, s.asha, 'GET', 'register', q);
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json().days).toHaveLength(31);
    expect(reg.json().days[30]).toEqual({
      day: '2026-05-31',
      holiday: 'Weekly off',
      percent: null,
    });
    // The class's day and month agree with its rows: the month's over every row's marks.
    const rows = reg.json().rows as { marks: string[]; percent: number | null }[];
    const onDay = (i: number) => rows.map((r) => r.marks[i] ?? '').filter((m) => m !== '');
    const present = (codes: string[]) => codes.filter((c) => c === 'P' || c === 'L').length;
    // A day Kabir was absent: under 100.
    const absentDay = reg.json().days.findIndex((_: unknown, i: number) => onDay(i).includes('A'));
    const codes = onDay(absentDay);
    expect(reg.json().days[absentDay].percent).toBe(
      Math.round((present(codes) / codes.length) * 1000) / 10,
    );
    expect(reg.json().days[absentDay].percent).toBeLessThan(100);
    const all = rows.flatMap((r) => r.marks.filter((m) => m !== ''));
    expect(reg.json().percent).toBe(Math.round((present(all) / all.length) * 1000) / 10);
    const rohan = reg.json().rows.find((r: { name: string }) => r.name === 'Rohan Test');
    expect(rohan).toMatchObject({ percent: 100 });
    expect(rohan.marks[29]).toBe('P');
    const csv = await acall(t, s.asha, 'GET', 'register.csv', q);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toMatch(/^Roll,Name,01,02,.*,31,Present,%$/);
    expect(csv.body).toContain('Rohan Test');
    // The class's line last: each day's percentage under its column, the month's under %.
    const last = csv.body.trimEnd().split('\r\n').at(-1)?.split(',');
    expect(last?.slice(0, 2)).toEqual(['', 'Class %']);
    expect(last?.[2 + absentDay]).toBe(String(reg.json().days[absentDay].percent));
    expect(last?.[2 + 30]).toBe('');
    expect(last?.at(-1)).toBe(String(reg.json().percent));
    const pdf = await acall(t, s.asha, 'GET', 'register.pdf', q);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await acall(t, s.ravi, 'GET', 'register', q)).statusCode).toBe(403);
    expect(
      (await acall(t, s.asha, 'GET', 'register', { ...q, month: '2026-13' })).json().message,
    ).toBe('Please give a month as yyyy-mm.');

    const month = await acall(t, s.priya, 'GET', 'person', {
      groupId: s.institute.id,
      profileId: s.rohan.profileId,
      month: '2026-05',
    });
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json()).toMatchObject({
      className: 'Class 5 A',
      figures: { percent: 100, absent: 0 },
    });
    expect(month.json().trend).toHaveLength(6);
    const self = await acall(t, s.kabir, 'GET', 'person', {
      groupId: s.classA.id,
      profileId: s.kabir.profileId,
      month: '2026-05',
    });
    expect(self.json().figures.absent).toBeGreaterThan(10);
    const notHers = await acall(t, s.priya, 'GET', 'person', {
      groupId: s.institute.id,
      profileId: s.kabir.profileId,
      month: '2026-05',
    });
    expect(notHers.statusCode).toBe(403);
    const teacher = await acall(t, s.ravi, 'GET', 'person', {
      groupId: s.institute.id,
      profileId: s.kabir.profileId,
      month: '2026-05',
    });
    expect(teacher.statusCode).toBe(200);
    const stranger = await acall(t, s.admin, 'GET', 'person', {
      groupId: s.institute.id,
      profileId: s.other.student.profileId,
      month: '2026-05',
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('list the habitual absentees under the threshold, and the principal’s day', async () => {
    const s = await attendanceSchool(t);
    await aMonth(s);
    const risk = await acall(t, s.admin, 'GET', 'at-risk', { groupId: s.institute.id });
    expect(risk.statusCode, risk.body).toBe(200);
    expect(risk.json()).toMatchObject({ thresholdPercent: 75, to: TODAY });
    expect(risk.json().students).toEqual([
      expect.objectContaining({ name: 'Kabir Test', className: 'Class 5 A' }),
    ]);
    expect(risk.json().students[0].percent).toBeLessThan(75);
    const day = await acall(t, s.admin, 'GET', 'summary', { groupId: s.institute.id, day: TODAY });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().classes).toEqual([
      expect.objectContaining({
        name: 'Class 5 A',
        marked: true,
        students: 3,
        absent: [expect.objectContaining({ name: 'Kabir Test', status: 'A' })],
      }),
      expect.objectContaining({ name: 'Class 6 B', marked: false, absent: [] }),
    ]);
    expect(
      (await acall(t, s.asha, 'GET', 'summary', { groupId: s.institute.id, day: TODAY }))
        .statusCode,
    ).toBe(403);
    expect(
      (await acall(t, s.admin, 'GET', 'summary', { groupId: s.institute.id, day: 'x' })).statusCode,
    ).toBe(400);
  });
});

import { readFileSync } from 'node:fs';
import { ATTENDANCE_TEXTS } from '@shala/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { createMember } from '../support/factories.js';
import { acall, attendanceSchool, SETTINGS_BODY, TODAY } from './attendance-school.js';

const t = useTestApp();

const SETTINGS = { ...SETTINGS_BODY, markBy: '09:30' };

describe('staff attendance', () => {
  it('is marked by the front office for the day, and shows in the principal’s day', async () => {
    const s = await attendanceSchool(t);
    const day = await acall(t, s.frontOffice, 'GET', 'staff', {
      groupId: s.institute.id,
      day: TODAY,
    });
    expect(day.statusCode, day.body).toBe(200);
    const names = day.json().staff.map((x: { name: string }) => x.name);
    expect(names).toEqual(expect.arrayContaining(['Asha Test', 'Ravi Test', 'Vikram Test']));
    expect(names).not.toContain('Priya Test');
    const saved = await acall(t, s.frontOffice, 'PUT', 'staff', {
      groupId: s.institute.id,
      day: TODAY,
      marks: [
        { profileId: s.asha.profileId, status: 'P' },
        { profileId: s.ravi.profileId, status: 'A' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(ATTENDANCE_TEXTS.staffSaved(2));
    const summary = await acall(t, s.admin, 'GET', 'summary', {
      groupId: s.institute.id,
      day: TODAY,
    });
    expect(summary.json().staff).toMatchObject({ marked: 2, present: 1 });
  });

  it('refuses a student, a teacher without the right, bad statuses and another institute', async () => {
    const s = await attendanceSchool(t);
    const body = {
      groupId: s.institute.id,
      day: TODAY,
      marks: [{ profileId: s.rohan.profileId, status: 'P' }],
    };
    expect((await acall(t, s.frontOffice, 'PUT', 'staff', body)).json().message).toBe(
      ATTENDANCE_TEXTS.notStaff,
    );
    expect((await acall(t, s.asha, 'PUT', 'staff', body)).statusCode).toBe(403);
    const bad = await acall(t, s.frontOffice, 'PUT', 'staff', {
      ...body,
      marks: [{ profileId: s.asha.profileId, status: 'Q' }],
    });
    expect(bad.json().message).toBe(ATTENDANCE_TEXTS.unknownStatus('Q'));
    const foreign = await acall(t, s.other.admin, 'PUT', 'staff', {
      groupId: s.other.institute.id,
      day: TODAY,
      marks: [{ profileId: s.asha.profileId, status: 'P' }],
    });
    expect(foreign.json().message).toBe(ATTENDANCE_TEXTS.notStaff);
  });

  it('is self-marked on arrival where the institute allows it, late after the mark-by time', async () => {
    const s = await attendanceSchool(t);
    const off = await acall(t, s.asha, 'POST', 'staff/self', { groupId: s.institute.id });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(ATTENDANCE_TEXTS.selfMarkOff);
    await acall(t, s.admin, 'PUT', 'settings', {
      groupId: s.institute.id,
      ...SETTINGS,
      staffSelfMark: true,
    });
    // The clock stands at 10:00 in India: after 09:30.
    const late = await acall(t, s.asha, 'POST', 'staff/self', { groupId: s.institute.id });
    expect(late.json().message).toBe(ATTENDANCE_TEXTS.selfLate);
    await acall(t, s.admin, 'PUT', 'settings', {
      groupId: s.institute.id,
      ...SETTINGS,
      markBy: '10:30',
      staffSelfMark: true,
    });
    const onTime = await acall(t, s.ravi, 'POST', 'staff/self', { groupId: s.institute.id });
    expect(onTime.json().message).toBe(ATTENDANCE_TEXTS.selfMarked);
    const day = await acall(t, s.frontOffice, 'GET', 'staff', {
      groupId: s.institute.id,
      day: TODAY,
    });
    const status = (id: string) =>
      day.json().staff.find((x: { profileId: string }) => x.profileId === id)?.status;
    expect([status(s.asha.profileId), status(s.ravi.profileId)]).toEqual(['L', 'P']);
    const parent = await acall(t, s.priya, 'POST', 'staff/self', { groupId: s.institute.id });
    expect(parent.json().message).toBe(ATTENDANCE_TEXTS.notStaff);
  });

  it('tells the caller whether they may mark their arrival today and what is marked', async () => {
    const s = await attendanceSchool(t);
    const read = (p: typeof s.asha) =>
      acall(t, p, 'GET', 'staff/self', { groupId: s.institute.id });
    expect((await read(s.asha)).json()).toEqual({
      day: TODAY,
      allowed: false,
      staff: true,
      holiday: null,
      status: null,
      markBy: '10:00',
    });
    await acall(t, s.admin, 'PUT', 'settings', {
      groupId: s.institute.id,
      ...SETTINGS,
      staffSelfMark: true,
    });
    await acall(t, s.asha, 'POST', 'staff/self', { groupId: s.institute.id });
    expect((await read(s.asha)).json()).toMatchObject({ allowed: true, staff: true, status: 'L' });
    expect((await read(s.priya)).json()).toMatchObject({
      allowed: true,
      staff: false,
      status: null,
    });
  });

  it("shows each staff member their own month; another's to those who mark it", async () => {
    const s = await attendanceSchool(t);
    await acall(t, s.frontOffice, 'PUT', 'staff', {
      groupId: s.institute.id,
      day: TODAY,
      marks: [{ profileId: s.asha.profileId, status: 'P' }],
    });
    const accountant = await createMember(t, s.institute, 'ACCOUNTANT', {
      institute: s.institute,
    });
    const monthOf = async (reader: typeof s.asha, whose: typeof s.asha) => {
      const res = await acall(t, reader, 'GET', 'person', {
        groupId: s.institute.id,
        profileId: whose.profileId,
        month: TODAY.slice(0, 7),
      });
      return res.statusCode === 200 ? res.json().figures.marked : res.json().message;
    };
    // Their own: the accountant's, the front office's, the teacher's.
    expect(await monthOf(accountant, accountant)).toBe(0);
    expect(await monthOf(s.frontOffice, s.frontOffice)).toBe(0);
    expect(await monthOf(s.asha, s.asha)).toBe(1);
    // A staff member's month to the front office, which marks the staff; a student's is not theirs.
    expect(await monthOf(s.frontOffice, s.asha)).toBe(1);
    expect(await monthOf(s.frontOffice, s.rohan)).toBe(ATTENDANCE_TEXTS.notYours);
    // A teacher reads her students' months, not a colleague's; the accountant reads neither.
    expect(await monthOf(s.ravi, s.rohan)).toBe(0);
    expect(await monthOf(s.ravi, s.asha)).toBe(ATTENDANCE_TEXTS.notYours);
    expect(await monthOf(accountant, s.asha)).toBe(ATTENDANCE_TEXTS.notYours);
    expect(await monthOf(accountant, s.rohan)).toBe(ATTENDANCE_TEXTS.notYours);
    expect(await monthOf(s.admin, s.asha)).toBe(1);
  });

  it('gives the office roles of institutes made before their own month (migration 0033)', async () => {
    const s = await attendanceSchool(t);
    const db = t.app.deps.database.db;
    const accountants = and(
      eq(roles.instituteId, s.institute.id),
      eq(roles.builtinKey, 'ACCOUNTANT'),
    );
    const [before] = await db
      .select({ permissions: roles.permissions })
      .from(roles)
      .where(accountants);
    // As an institute made before had it: no getAttendanceStats.
    await db
      .update(roles)
      .set({ permissions: (before?.permissions ?? []).filter((a) => a !== 'getAttendanceStats') })
      .where(accountants);
    const migration = readFileSync(
      new URL('../../drizzle/0033_staff_own_attendance.sql', import.meta.url),
      'utf8',
    );
    await db.execute(sql.raw(migration));
    await db.execute(sql.raw(migration));
    const [after] = await db
      .select({ permissions: roles.permissions })
      .from(roles)
      .where(accountants);
    expect(after?.permissions.filter((a) => a === 'getAttendanceStats')).toEqual([
      'getAttendanceStats',
    ]);
    expect(after?.permissions.length).toBe(before?.permissions.length);
  });
});

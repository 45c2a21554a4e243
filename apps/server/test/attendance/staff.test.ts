import { ATTENDANCE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { acall, attendanceSchool, TODAY } from './attendance-school.js';

const t = useTestApp();

const SETTINGS = {
  mode: 'DAY',
  riskThresholdPercent: 75,
  weeklyOff: [0],
  markBy: '09:30',
  statuses: [],
};

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
});

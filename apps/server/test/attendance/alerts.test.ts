import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceAlerts, notifications } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { acall, attendanceSchool, marksFor, TODAY } from './attendance-school.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;
const alertsOf = (profileId: string) =>
  db().select().from(notifications).where(eq(notifications.profileId, profileId));

describe('absence alerts', () => {
  it('tell each guardian once per child per day, however often the mark flips', async () => {
    const s = await attendanceSchool(t);
    const save = (status: string, reason?: string) =>
      acall(t, s.asha, 'PUT', 'class', {
        groupId: s.classA.id,
        day: TODAY,
        marks: marksFor(s, { [s.rohan.profileId]: status }),
        ...(reason ? { reason } : {}),
      });
    const first = await save('A');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.alerted).toBe(1);
    expect(await alertsOf(s.priya.profileId)).toEqual([
      expect.objectContaining({
        kind: 'attendance.absent',
        title: 'Rohan Test is absent today',
        target: `/erp/attendance/${s.rohan.profileId}`,
      }),
    ]);
    expect((await save('P', 'Was in the library')).statusCode).toBe(200);
    const again = await save('A', 'Left after the first period');
    expect(again.json().data.alerted).toBe(0);
    expect(await alertsOf(s.priya.profileId)).toHaveLength(1);
    // The student himself is not told; the e-mail copy went to the mailer's queue once.
    expect(await alertsOf(s.rohan.profileId)).toHaveLength(0);
    expect(await db().select().from(attendanceAlerts)).toHaveLength(1);
  });

  it('alert once when two saves of an absence race', async () => {
    const s = await attendanceSchool(t);
    const body = {
      groupId: s.classA.id,
      day: TODAY,
      marks: marksFor(s, { [s.rohan.profileId]: 'A' }),
    };
    await Promise.all([
      acall(t, s.asha, 'PUT', 'class', body),
      acall(t, s.admin, 'PUT', 'class', body),
    ]);
    expect(await alertsOf(s.priya.profileId)).toHaveLength(1);
  });

  it('are not sent for a correction of an earlier day, nor for a present child', async () => {
    const s = await attendanceSchool(t);
    const res = await acall(t, s.asha, 'PUT', 'class', {
      groupId: s.classA.id,
      day: '2026-05-29',
      marks: marksFor(s, { [s.rohan.profileId]: 'A' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    await acall(t, s.asha, 'PUT', 'class', {
      groupId: s.classA.id,
      day: TODAY,
      marks: marksFor(s),
    });
    expect(await alertsOf(s.priya.profileId)).toHaveLength(0);
  });
});

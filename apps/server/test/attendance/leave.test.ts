import { ATTENDANCE_TEXTS } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, leaveRequests, notifications } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { as } from '../support/factories.js';
import { multipart, tinyPng } from '../support/setup-helpers.js';
import {
  type AttendanceSchool,
  acall,
  attendanceSchool,
  marksFor,
  TODAY,
} from './attendance-school.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;
const bell = (profileId: string) =>
  db().select().from(notifications).where(eq(notifications.profileId, profileId));

const ask = (s: AttendanceSchool, extra: Record<string, unknown> = {}) =>
  acall(t, s.priya, 'POST', 'leave', {
    groupId: s.institute.id,
    profileId: s.rohan.profileId,
    fromDay: TODAY,
    toDay: '2026-06-02',
    reason: 'Fever',
    ...extra,
  });

describe('leave', () => {
  it('is withdrawn by its asker while it waits, telling the class teacher; decided leave stays', async () => {
    const s = await attendanceSchool(t);
    const asked = await ask(s);
    expect(asked.json().data).toMatchObject({ canWithdraw: true });
    const id = asked.json().data.id;
    const withdraw = (who: typeof s.priya, leaveId = id) =>
      acall(t, who, 'POST', 'leave/withdrawal', { groupId: s.institute.id, id: leaveId });
    // Only whoever asked, the child, or the child's guardian withdraws it: not the class teacher.
    const teachers = await withdraw(s.asha);
    expect(teachers.statusCode).toBe(403);
    expect(teachers.json().message).toBe(ATTENDANCE_TEXTS.notAsker);
    expect((await withdraw(s.kabir)).statusCode).toBe(403);
    expect((await withdraw(s.priya, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const withdrawn = await withdraw(s.priya);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: ATTENDANCE_TEXTS.leaveWithdrawn,
      data: { state: 'CANCELLED', canWithdraw: false, canDecide: false, decidedBy: 'Priya Test' },
    });
    const told = (await bell(s.asha.profileId)).map((n) => [n.kind, n.message]);
    expect(told).toContainEqual([
      'leave.withdrawn',
      'Rohan Test (Class 5 A): 1 Jun 2026 to 2 Jun 2026. It no longer waits for a decision.',
    ]);
    const [entry] = await db()
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.instituteId, s.institute.id),
          eq(auditEvents.action, 'attendance.leaveWithdrawn'),
        ),
      );
    expect(entry).toMatchObject({ targetId: s.rohan.profileId });
    // Withdrawn, it is decided by nobody, nor withdrawn twice; its days may be asked again.
    const decided = await acall(t, s.asha, 'POST', 'leave/decision', {
      groupId: s.institute.id,
      id,
      decision: 'APPROVED',
    });
    expect(decided.statusCode).toBe(409);
    expect((await withdraw(s.priya)).statusCode).toBe(409);
    const again = await ask(s);
    expect(again.statusCode, again.body).toBe(200);

    // A decided leave is not withdrawn: its days are marked already.
    await acall(t, s.asha, 'POST', 'leave/decision', {
      groupId: s.institute.id,
      id: again.json().data.id,
      decision: 'APPROVED',
    });
    const late = await withdraw(s.priya, again.json().data.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ATTENDANCE_TEXTS.leaveDecided);
  });

  it('is asked by a parent for her child, decided by the class teacher, and marks the days On leave', async () => {
    const s = await attendanceSchool(t);
    const asked = await ask(s);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      message: ATTENDANCE_TEXTS.leaveApplied,
      data: { state: 'PENDING', name: 'Rohan Test', className: 'Class 5 A', canDecide: false },
    });
    const [requested] = await bell(s.asha.profileId);
    expect(requested).toMatchObject({
      kind: 'leave.requested',
      message: 'Rohan Test (Class 5 A): 1 Jun 2026 to 2 Jun 2026. Fever',
    });
    const list = await acall(t, s.asha, 'GET', 'leave', { groupId: s.institute.id });
    expect(list.json().toDecide).toEqual([expect.objectContaining({ canDecide: true })]);
    const parentList = await acall(t, s.priya, 'GET', 'leave', { groupId: s.institute.id });
    expect(parentList.json().askFor).toEqual([
      { profileId: s.rohan.profileId, name: 'Rohan Test' },
    ]);

    const id = asked.json().data.id;
    const decided = await acall(t, s.asha, 'POST', 'leave/decision', {
      groupId: s.institute.id,
      id,
      decision: 'APPROVED',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data.state).toBe('APPROVED');
    expect(await bell(s.priya.profileId)).toEqual([
      expect.objectContaining({ kind: 'leave.decided', message: '1 Jun 2026 to 2 Jun 2026' }),
    ]);
    const day = await acall(t, s.asha, 'GET', 'class', { groupId: s.classA.id, day: TODAY });
    expect(
      day.json().students.find((x: { profileId: string }) => x.profileId === s.rohan.profileId),
    ).toMatchObject({ status: 'E', onLeave: true });
    const again = await acall(t, s.asha, 'POST', 'leave/decision', {
      groupId: s.institute.id,
      id,
      decision: 'DECLINED',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ATTENDANCE_TEXTS.leaveDecided);
  });

  it('keeps a child on approved leave from the absence alert', async () => {
    const s = await attendanceSchool(t);
    const asked = await ask(s);
    await acall(t, s.asha, 'POST', 'leave/decision', {
      groupId: s.institute.id,
      id: asked.json().data.id,
      decision: 'APPROVED',
    });
    const saved = await acall(t, s.asha, 'PUT', 'class', {
      groupId: s.classA.id,
      day: TODAY,
      marks: marksFor(s, { [s.rohan.profileId]: 'A' }),
      reason: 'Marked by mistake',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.alerted).toBe(0);
    expect((await bell(s.priya.profileId)).map((n) => n.kind)).toEqual(['leave.decided']);
  });

  it('takes a document checked by its content', async () => {
    const s = await attendanceSchool(t);
    const fields = {
      groupId: s.institute.id,
      profileId: s.rohan.profileId,
      fromDay: TODAY,
      toDay: TODAY,
      reason: 'Doctor’s note attached',
    };
    const good = multipart([{ field: 'document', name: 'note.png', bytes: tinyPng() }], fields);
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/attendance/leave',
      headers: { ...as(s.priya), 'content-type': good.contentType },
      payload: good.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.hasDocument).toBe(true);
    const doc = await acall(t, s.asha, 'GET', 'leave/document', {
      groupId: s.institute.id,
      id: res.json().data.id,
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('image/png');
    const bad = multipart(
      [{ field: 'document', name: 'note.pdf', bytes: Buffer.from('not a pdf at all') }],
      { ...fields, fromDay: '2026-06-03', toDay: '2026-06-03' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/rest/attendance/leave',
      headers: { ...as(s.priya), 'content-type': bad.contentType },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(await db().select().from(leaveRequests)).toHaveLength(1);
  });

  it('refuses bad input, other people, overlaps and deciders who are not the class teacher', async () => {
    const s = await attendanceSchool(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ toDay: '2026-05-30' }, 400, ATTENDANCE_TEXTS.leaveDays],
      [{ fromDay: '2026-05-01', toDay: '2026-05-02' }, 400, ATTENDANCE_TEXTS.leavePast],
      [{ reason: '' }, 400, ATTENDANCE_TEXTS.reason],
      [{ profileId: s.meera.profileId }, 403, ATTENDANCE_TEXTS.leaveFor],
    ];
    for (const [change, status, message] of cases) {
      const res = await ask(s, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const asked = await ask(s);
    expect((await ask(s)).json().message).toBe(ATTENDANCE_TEXTS.leaveOverlaps);
    const byRavi = await acall(t, s.ravi, 'POST', 'leave/decision', {
      groupId: s.institute.id,
      id: asked.json().data.id,
      decision: 'APPROVED',
    });
    expect(byRavi.statusCode).toBe(403);
    expect(byRavi.json().message).toBe(ATTENDANCE_TEXTS.notDecider);
    const byParent = await acall(t, s.priya, 'POST', 'leave/decision', {
      groupId: s.institute.id,
      id: asked.json().data.id,
      decision: 'APPROVED',
    });
    expect(byParent.statusCode).toBe(403);
    const otherInstitute = await acall(t, s.other.admin, 'POST', 'leave/decision', {
      groupId: s.other.institute.id,
      id: asked.json().data.id,
      decision: 'APPROVED',
    });
    expect(otherInstitute.statusCode).toBe(404);
  });

  it('of staff goes to the institute admin, who approves it', async () => {
    const s = await attendanceSchool(t);
    const asked = await acall(t, s.ravi, 'POST', 'leave', {
      groupId: s.institute.id,
      profileId: s.ravi.profileId,
      fromDay: '2026-06-03',
      toDay: '2026-06-05',
      reason: 'Sister’s wedding',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await bell(s.admin.profileId)).map((n) => n.kind)).toEqual(['leave.requested']);
    const byAsha = await acall(t, s.asha, 'POST', 'leave/decision', {
      groupId: s.institute.id,
      id: asked.json().data.id,
      decision: 'APPROVED',
    });
    expect(byAsha.statusCode).toBe(403);
    const byAdmin = await acall(t, s.admin, 'POST', 'leave/decision', {
      groupId: s.institute.id,
      id: asked.json().data.id,
      decision: 'DECLINED',
      note: 'Exams that week',
    });
    expect(byAdmin.json().data).toMatchObject({
      state: 'DECLINED',
      decisionNote: 'Exams that week',
    });
  });
});

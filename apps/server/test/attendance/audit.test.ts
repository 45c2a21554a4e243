import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { acall, attendanceSchool, marksFor, putSettings, TODAY } from './attendance-school.js';

// Attendance's changes in the institute's audit log (issue 24 §1): a correction of saved marks,
// the settings, a holiday added and removed, a leave decided; a first save writes none.

const t = useTestApp();

/** The institute's attendance events (the school's setting-up records its members too). */
const eventsOf = (instituteId: string) =>
  t.app.deps.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.instituteId, instituteId), like(auditEvents.action, 'attendance.%')))
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.action));

describe('attendance in the audit log', () => {
  it('records corrections, settings, holidays and leave decisions with who made them', async () => {
    const s = await attendanceSchool(t);
    const body = { groupId: s.classA.id, day: TODAY, marks: marksFor(s) };
    expect((await acall(t, s.asha, 'PUT', 'class', body)).statusCode).toBe(200);
    expect(await eventsOf(s.institute.id)).toHaveLength(0);
    const fixed = await acall(t, s.asha, 'PUT', 'class', {
      ...body,
      marks: marksFor(s, { [s.kabir.profileId]: 'L' }),
      reason: 'Came at 9:20',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);

    t.clock.advance(60_000);
    const settings = await acall(t, s.admin, 'PUT', 'settings', {
      groupId: s.institute.id,
      mode: 'DAY',
      riskThresholdPercent: 80,
      weeklyOff: [0],
      staffSelfMark: true,
      markBy: '09:45',
      statuses: [{ code: 'spt', label: 'Sports meet', countsAs: 'PRESENT' }],
    });
    expect(settings.statusCode, settings.body).toBe(200);

    t.clock.advance(60_000);
    const added = await acall(t, s.admin, 'POST', 'holidays', {
      groupId: s.institute.id,
      day: '2026-08-15',
      kind: 'WORKING',
      name: 'Board practice',
      classId: s.classA.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    t.clock.advance(60_000);
    const removed = await acall(t, s.admin, 'DELETE', 'holidays', {
      groupId: s.institute.id,
      id: added.json().data.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    t.clock.advance(60_000);
    const asked = await acall(t, s.priya, 'POST', 'leave', {
      groupId: s.institute.id,
      profileId: s.rohan.profileId,
      fromDay: '2026-06-02',
      toDay: '2026-06-03',
      reason: 'Fever',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const decided = await acall(t, s.asha, 'POST', 'leave/decision', {
      groupId: s.institute.id,
      id: asked.json().data.id,
      decision: 'DECLINED',
      note: 'Exams that week',
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const events = (await eventsOf(s.institute.id)).map((e) => ({
      action: e.action,
      by: e.actorProfileId,
      targetType: e.targetType,
      targetId: e.targetId,
      detail: e.detail,
    }));
    const holiday = {
      day: '2026-08-15',
      kind: 'WORKING',
      name: 'Board practice',
      classId: s.classA.id,
    };
    expect(events).toEqual([
      {
        action: 'attendance.corrected',
        by: s.asha.profileId,
        targetType: 'group',
        targetId: s.classA.id,
        detail: {
          classId: s.classA.id,
          day: TODAY,
          period: null,
          reason: 'Came at 9:20',
          changes: [{ name: 'Kabir Test', from: 'P', to: 'L' }],
        },
      },
      {
        action: 'attendance.settingsChanged',
        by: s.admin.profileId,
        targetType: 'group',
        targetId: s.institute.id,
        detail: {
          mode: 'DAY',
          riskThresholdPercent: 80,
          weeklyOff: [0],
          staffSelfMark: true,
          markBy: '09:45',
          statuses: ['SPT'],
        },
      },
      {
        action: 'attendance.holidayAdded',
        by: s.admin.profileId,
        targetType: 'group',
        targetId: s.classA.id,
        detail: holiday,
      },
      {
        action: 'attendance.holidayRemoved',
        by: s.admin.profileId,
        targetType: 'group',
        targetId: s.classA.id,
        detail: holiday,
      },
      {
        action: 'attendance.leaveDecided',
        by: s.asha.profileId,
        targetType: 'profile',
        targetId: s.rohan.profileId,
        detail: {
          decision: 'DECLINED',
          classId: s.classA.id,
          fromDay: '2026-06-02',
          toDay: '2026-06-03',
          note: 'Exams that week',
        },
      },
    ]);
  });

  it('writes nothing when a change is refused', async () => {
    const s = await attendanceSchool(t);
    const taken = await putSettings(t, s, {
      statuses: [{ code: 'A', label: 'Away', countsAs: 'ABSENT' }],
    });
    expect(taken.statusCode).toBe(409);
    const gone = await acall(t, s.admin, 'DELETE', 'holidays', {
      groupId: s.institute.id,
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(gone.statusCode).toBe(404);
    expect(await eventsOf(s.institute.id)).toHaveLength(0);
  });
});

import { clashesOf } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { NO_ID } from '../platform/tenant-walk.js';
import { useTestApp } from '../support/app.js';
import {
  call,
  generatedSchool,
  generateWeek,
  importSchoolLoad,
  timetableSchool,
} from './timetable-school.js';

// POST rest/timetable/generate (answers at once with the job's id), GET …/generate/status and
// GET rest/timetable/export (issue 24 §2): every lesson placed with no clash and none in a
// teacher's unavailable period, the export's exact columns, one run at a time.

const t = useTestApp();

describe('the generator through the API', () => {
  it('answers at once with the run, which the job completes: every lesson placed, no clash', async () => {
    const s = await timetableSchool(t);
    await importSchoolLoad(t, s);
    const started = await call(t, s.admin, 'POST', 'generate', { groupId: s.institute.id });
    expect(started.statusCode).toBe(200);
    const queued = await call(t, s.admin, 'GET', 'generate/status', {
      groupId: s.institute.id,
      id: started.json().id,
    });
    expect(queued.json()).toMatchObject({ state: 'QUEUED', progress: 0 });
    const again = await call(t, s.admin, 'POST', 'generate', { groupId: s.institute.id });
    expect(again.statusCode).toBe(409);
    const { generateJob } = await import('../../src/modules/timetable/generate-job.js');
    await generateJob.run(t.app.ctx, { runId: started.json().id });
    const done = await call(t, s.admin, 'GET', 'generate/status', {
      groupId: s.institute.id,
      id: started.json().id,
    });
    expect(done.json()).toMatchObject({
      state: 'DONE',
      progress: 100,
      placed: 8,
      total: 8,
      unplaced: [],
      hardViolations: 0,
    });
    const week = await call(t, s.admin, 'GET', 'week', {
      groupId: s.institute.id,
      teacherId: s.ravi.profileId,
    });
    const lessons = week.json().lessons as {
      id: string;
      day: number;
      period: number;
      duration: number;
      classes: { id: string }[];
      teachers: { id: string }[];
      room: { id: string } | null;
    }[];
    const placed = lessons.map((l) => ({
      id: l.id,
      day: l.day,
      period: l.period,
      duration: l.duration,
      classIds: l.classes.map((c) => c.id),
      teacherIds: l.teachers.map((x) => x.id),
      roomId: l.room?.id ?? null,
    }));
    // Ravi cannot teach day 1, period 1; his lessons never meet.
    for (const l of placed) {
      expect(clashesOf(l, placed, [{ teacherId: s.ravi.profileId, day: 1, period: 1 }])).toEqual(
        [],
      );
    }
  });

  it('exports the week as day,period,class,subject,teacher,room, one row per class and period', async () => {
    const s = await generatedSchool(t);
    const res = await call(t, s.student, 'GET', 'export', { groupId: s.classA.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('day,period,class,subject,teacher,room');
    // Class 5 A: 3 maths + a double science + yoga = 6 periods; Class 5 B: 2 + 2 + 1 = 5.
    expect(lines).toHaveLength(1 + 11);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d,\d,Class 5 A,Yoga,Asha Test\+Ravi Test,$/),
    );
    expect(lines.filter((l) => l.includes(',Science,Ravi Test,Science Lab'))).toHaveLength(4);
  });

  it('refuses to generate without a load (409), and a run of another institute is not found', async () => {
    const s = await timetableSchool(t);
    const none = await call(t, s.admin, 'POST', 'generate', { groupId: s.institute.id });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('There is no teaching load to place: import one first.');
    await importSchoolLoad(t, s);
    const id = await generateWeek(t, s);
    const elsewhere = await call(t, s.other.admin, 'GET', 'generate/status', {
      groupId: s.other.institute.id,
      id,
    });
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await call(t, s.admin, 'GET', 'generate/status', {
      groupId: s.institute.id,
      id: NO_ID,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(t, s.admin, 'GET', 'generate/status', {
      groupId: s.institute.id,
      id: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is kept by the admin: a teacher may not generate nor read a run', async () => {
    const s = await timetableSchool(t);
    await importSchoolLoad(t, s);
    const res = await call(t, s.asha, 'POST', 'generate', { groupId: s.institute.id });
    expect(res.statusCode).toBe(403);
    const status = await call(t, s.asha, 'GET', 'generate/status', {
      groupId: s.institute.id,
      id: NO_ID,
    });
    expect(status.statusCode).toBe(403);
  });
});

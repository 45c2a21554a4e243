import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows.js';
import { dailySummaryJob } from '../../src/modules/attendance/daily-summary-job.js';
import { attendanceModule } from '../../src/modules/attendance/module.js';
import { useTestApp } from '../support/app.js';
import { createMember } from '../support/factories.js';
import { acall, attendanceSchool, marksFor, putSettings, TODAY } from './attendance-school.js';

// The principal's daily summary (issue 24 §1): at the institute's mark-by time the holders of
// manageAttendance hear which classes are not marked, how many are absent in each, and which
// have late arrivals, half days or leave, once a day, by the job that waits for the time or the hourly sweep that catches a missed one; never
// on a holiday. The test clock moves; nothing sleeps. TODAY is Monday 1 June 2026, 10:00 in India.

const t = useTestApp();
const HOUR = 3_600_000;

type Told = { profileId: string; title: string; message: string; target: string };
const summaries = () =>
  selectRows<Told>(
    t.app.ctx.db,
    sql`select profile_id as "profileId", title, message, target from notifications
      where kind = 'attendance.summary' order by created_at`,
  );
const sweep = () => attendanceModule.reminders?.(t.app.ctx);

describe("the principal's daily summary", () => {
  it('goes at the mark-by time once a day, by its job or the sweep, and not on a holiday', async () => {
    const s = await attendanceSchool(t);
    await createMember(t, s.classB, 'STUDENT', { institute: s.institute, firstName: 'Isha' });
    const settings = await putSettings(t, s, { markBy: '11:00' });
    expect(settings.statusCode, settings.body).toBe(200);
    // Its job waits for 11:00 in India, an hour on.
    const jobs = await selectRows<{ data: unknown; wait: number }>(
      t.app.ctx.db,
      sql`select data, extract(epoch from start_after - created_on)::int as wait
        from pgboss.job where name = ${dailySummaryJob.name}`,
    );
    expect(jobs).toEqual([{ data: { instituteId: s.institute.id, day: TODAY }, wait: 3600 }]);

    const marked = await acall(t, s.asha, 'PUT', 'class', {
      groupId: s.classA.id,
      day: TODAY,
      marks: marksFor(s, {
        [s.meera.profileId]: 'A',
        [s.kabir.profileId]: 'E',
        [s.rohan.profileId]: 'L',
      }),
    });
    expect(marked.statusCode, marked.body).toBe(200);
    await sweep();
    expect(await summaries()).toEqual([]);

    t.clock.advance(HOUR);
    await dailySummaryJob.run(t.app.ctx, { instituteId: s.institute.id, day: TODAY });
    const first: Told = {
      profileId: s.admin.profileId,
      title: 'Attendance at 11:00: 1 of 2 classes not marked',
      message:
        'Not marked yet: Class 6 B. Absent by class: Class 5 A (1). Late: Class 5 A (1). On leave: Class 5 A (1).',
      target: '/erp/attendance/reports',
    };
    expect(await summaries()).toEqual([first]);
    // Once a day: the job again, or the sweep, tells nobody twice.
    await dailySummaryJob.run(t.app.ctx, { instituteId: s.institute.id, day: TODAY });
    await sweep();
    expect(await summaries()).toEqual([first]);

    // Tuesday is a holiday: no summary.
    await acall(t, s.admin, 'POST', 'holidays', {
      groupId: s.institute.id,
      day: '2026-06-02',
      kind: 'HOLIDAY',
      name: 'Founders Day',
    });
    t.clock.advance(24 * HOUR);
    await sweep();
    expect(await summaries()).toHaveLength(1);

    // Wednesday, past 11:00 with no job run (a stopped portal): the sweep sends it.
    t.clock.advance(24 * HOUR);
    await sweep();
    expect((await summaries())[1]).toEqual({
      ...first,
      title: 'Attendance at 11:00: 2 of 2 classes not marked',
      message: 'Not marked yet: Class 5 A, Class 6 B. Nobody is marked absent.',
    });
    expect(await summaries()).toHaveLength(2);
  });

  it('waits while the mark-by time is ahead, and tells no institute that does not use attendance', async () => {
    const s = await attendanceSchool(t);
    // Nobody has marked or set anything: no institute is swept.
    t.clock.advance(2 * HOUR);
    await sweep();
    expect(await summaries()).toEqual([]);
    await putSettings(t, s, { markBy: '13:00' });
    await dailySummaryJob.run(t.app.ctx, { instituteId: s.institute.id, day: TODAY });
    expect(await summaries()).toEqual([]);
    t.clock.advance(HOUR);
    await dailySummaryJob.run(t.app.ctx, { instituteId: s.institute.id, day: TODAY });
    expect((await summaries()).map((n) => n.profileId)).toEqual([s.admin.profileId]);
  });
});

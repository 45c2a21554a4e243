import { daysFromTo, schoolDay } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { insertChanges, upsertMarks } from './mark-queries.js';
import { calendarBetween, settingsRow } from './settings-queries.js';

/**
 * Approved leave marks its school days (up to today) On leave: a day marked otherwise before
 * is corrected, with "Leave approved" as the reason in its history.
 */
export async function markLeaveDays(
  db: Queryable,
  v: {
    instituteId: string;
    classId: string | null;
    profileId: string;
    from: string;
    to: string;
    by: string;
    now: Date;
    status: string;
  },
) {
  if (v.to < v.from) return;
  const settings = await settingsRow(db, v.instituteId);
  const calendar = await calendarBetween(db, v.instituteId, v.from, v.to);
  const days = daysFromTo(v.from, v.to).filter(
    (d) => schoolDay(d, settings.weeklyOff, calendar, v.classId).open,
  );
  if (days.length === 0) return;
  const before = await selectRows<{ id: string; day: string; status: string }>(
    db,
    sql`select id, to_char(day, 'YYYY-MM-DD') as day, status from attendance_records
      where profile_id = ${v.profileId} and period is null and day between ${v.from} and ${v.to}`,
  );
  const was = new Map(before.map((b) => [b.day, b]));
  for (const day of days) {
    const ids = await upsertMarks(db, {
      instituteId: v.instituteId,
      classId: v.classId,
      day,
      period: null,
      markedBy: v.by,
      now: v.now,
      marks: [{ profileId: v.profileId, status: v.status }],
    });
    const old = was.get(day);
    if (old && old.status !== v.status) {
      await insertChanges(db, [
        {
          recordId: ids.get(v.profileId) ?? old.id,
          instituteId: v.instituteId,
          fromStatus: old.status,
          toStatus: v.status,
          reason: 'Leave approved',
          changedBy: v.by,
          changedAt: v.now,
        },
      ]);
    }
  }
}

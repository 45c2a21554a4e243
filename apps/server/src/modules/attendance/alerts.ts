import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { type Raised, raiseNotification } from '../notifications/index.js';
import { guardiansOf } from '../people/index.js';

/**
 * Absence alerts (issue 24 §1): a child marked absent on the day, without approved leave, is
 * told to each guardian once per day, however often the mark changes after. The alert's row
 * (attendance_alerts, keyed by child and day) is claimed in the marking transaction; only the
 * save that claims it raises the notification, so two saves at once alert once.
 */

/** Claims the day's alert for each child not alerted yet; answers those claimed now. */
async function claimAlerts(
  db: Queryable,
  instituteId: string,
  day: string,
  profileIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (profileIds.length === 0) return [];
  const values = sql.join(
    profileIds.map((id) => sql`(${id}::uuid, ${day}::date, ${instituteId}::uuid, ${now})`),
    sql`, `,
  );
  const rows = await selectRows<{ profileId: string }>(
    db,
    sql`insert into attendance_alerts (profile_id, day, institute_id, sent_at) values ${values}
      on conflict do nothing returning profile_id as "profileId"`,
  );
  return rows.map((r) => r.profileId);
}

/** Tells the guardians of the children newly absent today; answers what to announce after the commit. */
export async function alertAbsences(
  ctx: AppContext,
  db: Queryable,
  v: {
    instituteId: string;
    classId: string;
    className: string;
    day: string;
    absent: readonly { profileId: string; name: string }[];
  },
): Promise<Raised[]> {
  const claimed = new Set(
    await claimAlerts(
      db,
      v.instituteId,
      v.day,
      v.absent.map((a) => a.profileId),
      ctx.clock.now(),
    ),
  );
  if (claimed.size === 0) return [];
  const guardians = await guardiansOf(db, [...claimed]);
  const raised: Raised[] = [];
  for (const child of v.absent) {
    const to = guardians.get(child.profileId) ?? [];
    if (!claimed.has(child.profileId) || to.length === 0) continue;
    raised.push(
      await raiseNotification(ctx, db, {
        kind: 'attendance.absent',
        profileIds: to,
        instituteId: v.instituteId,
        title: `${child.name} is absent today`,
        message: `${child.name} was marked absent in ${v.className} today. If this is unexpected, please contact the class teacher.`,
        target: `/erp/attendance/${child.profileId}`,
        groupId: v.classId,
        featureId: 'attendance',
        featureAction: 'absent',
      }),
    );
  }
  return raised;
}

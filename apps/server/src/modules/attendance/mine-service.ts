import { indiaDay, schoolDay } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import {
  type Caller,
  classTeacherships,
  type GroupScope,
  heldActions,
} from '../permissions/index.js';
import { calendarBetween } from './settings-queries.js';
import { rulesOf } from './settings-service.js';

/**
 * The classes the caller marks (their class-teacher classes; every class for whoever keeps the
 * institute's attendance), each with whether today's attendance is saved and, on a day it does
 * not work, why (a class's own working day on the school's holiday counts): the teacher's menu
 * and dashboard open the marking screen with these.
 */
export async function classesToMark(db: Queryable, caller: Caller, scope: GroupScope, now: Date) {
  const day = indiaDay(now);
  const rules = await rulesOf(db, scope.instituteId);
  const all = heldActions(caller, scope).held.has('manageAttendance');
  const sessionId = caller.selected.sessionId ?? scope.activeSessionId;
  const own = classTeacherships(caller.memberships, scope.instituteId, sessionId).map(
    (m) => m.groupId,
  );
  const classes =
    all || own.length > 0
      ? await selectRows<{ id: string; name: string; marked: boolean }>(
          db,
          sql`select g.id, g.name, exists (select 1 from attendance_records r
                where r.class_id = g.id and r.day = ${day}) as marked
            from groups g
            where g.type = 'CLASS' and g.super_group_id = ${scope.instituteId}
              ${all ? sql`` : sql`and g.id in ${own}`}
            order by g.name`,
        )
      : [];
  const calendar = await calendarBetween(db, scope.instituteId, day, day);
  const closed = (classId: string | null) => {
    const open = schoolDay(day, rules.weeklyOff, calendar, classId);
    return open.open ? null : open.name;
  };
  return {
    day,
    holiday: closed(null),
    classes: classes.map((c) => ({ ...c, holiday: closed(c.id) })),
  };
}

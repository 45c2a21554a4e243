import { periodsOf, schoolDayOf } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { settingsFor, settingsOf } from './week-service.js';

/**
 * A class's teaching periods on a date, for other modules (attendance marks period by period):
 * the periods of the class's own week where it has one, else the institute's (the starting week
 * while none is set), with their times and, where the timetable places a lesson of the class
 * then, its subject. A date whose weekday the week does not have (a working Saturday the
 * calendar adds) still has the week's periods, with no lessons.
 */
export type ClassPeriod = {
  number: number;
  label: string;
  start: string;
  end: string;
  subject: string | null;
};

export async function classPeriodsOn(
  db: Queryable,
  instituteId: string,
  classId: string,
  day: string,
  options: { subjects?: boolean } = {},
): Promise<ClassPeriod[]> {
  const week = await settingsFor(db, instituteId, classId);
  const periods = periodsOf(week.slots).map(({ number, slot }) => ({
    number,
    label: slot.label,
    start: slot.start,
    end: slot.end,
    subject: null as string | null,
  }));
  const classDay = schoolDayOf(week.days, day);
  if (options.subjects === false || classDay === null) return periods;
  // Lessons count the institute's days from 1 (a class's week only drops some); a class with
  // no week of its own already has the institute's.
  const schoolDay = week.own
    ? schoolDayOf((await settingsOf(db, instituteId)).days, day)
    : classDay;
  if (schoolDay === null) return periods;
  const lessons = await selectRows<{ period: number; duration: number; subject: string }>(
    db,
    sql`select l.period, ld.duration, s.name as subject
      from timetable_lessons l
      join timetable_loads ld on ld.id = l.load_id
      join timetable_load_classes lc on lc.load_id = ld.id and lc.class_id = ${classId}
      join subjects s on s.id = ld.subject_id
      where l.institute_id = ${instituteId} and l.day = ${schoolDay}
      order by l.period`,
  );
  for (const lesson of lessons) {
    for (let p = lesson.period; p < lesson.period + lesson.duration; p += 1) {
      const period = periods[p - 1];
      if (period && period.subject === null) period.subject = lesson.subject;
    }
  }
  return periods;
}

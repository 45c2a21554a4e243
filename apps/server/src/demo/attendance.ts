import { createHash } from 'node:crypto';
import { addDays, indiaDay, weekdayOf } from '@shala/shared';
import { sql } from 'drizzle-orm';
import { chunks } from '../db/chunks.js';
import type { Db, Tx } from '../db/client.js';
import { selectRows } from '../db/rows.js';
import {
  attendanceHolidays,
  attendanceRecords,
  attendanceSettings,
  leaveRequests,
} from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { recountMonths, staffOf } from '../modules/attendance/index.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import { addOnce } from './once.js';
import { DEMO_STUDENTS, TEACHER_CLASS } from './school.js';

/**
 * Demo Public School's attendance (issue 24 §1): the 30 days before today marked for every
 * class (a few absences and late arrivals, as in any month), three habitual absentees under the
 * 75 % threshold, a School Foundation Day holiday on which Class 10 A still works, the year's
 * national holidays, Diya Sharma's approved leave (her days On leave), Aarav Sharma's pending
 * one and Rohan Mehta's own pending day, for Asha Verma to decide. Today is marked for the senior classes only, so the principal's day shows classes still
 * to mark, and Asha Verma marks Class 5 A herself.
 */

/**
 * Students absent on about half the days: the risk list's first names. Their days follow a
 * fixed pattern, not the dice: the dice roll on profile ids, new in every seed, and 26 rolls
 * at 45 % now and then came out above the threshold, taking one off the list.
 */
const HABITUAL = [
  { className: TEACHER_CLASS, index: -1 },
  { className: 'Class 7 B', index: 2 },
  { className: 'Class 9 A', index: 4 },
];

/** A number 0–99 fixed by the text (the same demo on every run). */
const dice = (text: string) => createHash('sha256').update(text).digest()[0] ?? 0;
const roll = (text: string) => (dice(text) * 100) >> 8;

const NATIONAL = [
  ['01-26', 'Republic Day'],
  ['08-15', 'Independence Day'],
  ['10-02', 'Gandhi Jayanti'],
  ['12-25', 'Christmas'],
] as const;

async function profileOf(tx: Tx, username: string) {
  const account = await findAccountByUsername(tx, username);
  return account ? findDefaultProfile(tx, account.id) : undefined;
}

export async function seedAttendance(tx: Tx, clock: Clock, instituteId: string): Promise<number> {
  const now = clock.now();
  const today = indiaDay(now);
  const admin = await profileOf(tx, 'anita_desai');
  await tx
    .insert(attendanceSettings)
    .values({ instituteId, weeklyOff: [0], riskThresholdPercent: 75, updatedAt: now })
    .onConflictDoNothing();
  let foundation = addDays(today, -12);
  if (weekdayOf(foundation) === 0) foundation = addDays(foundation, -1);
  const classes = await selectRows<{ id: string; name: string }>(
    tx,
    sql`select id, name from groups where type = 'CLASS' and super_group_id = ${instituteId}`,
  );
  const class10 = classes.find((c) => c.name === 'Class 10 A');
  const year = today.slice(0, 4);
  await tx
    .insert(attendanceHolidays)
    .values([
      ...NATIONAL.map(([md, name]) => ({
        instituteId,
        day: `${year}-${md}`,
        kind: 'HOLIDAY' as const,
        name,
        createdAt: now,
      })),
      {
        instituteId,
        day: foundation,
        kind: 'HOLIDAY',
        name: 'School Foundation Day',
        createdAt: now,
      },
      ...(class10
        ? [
            {
              instituteId,
              classId: class10.id,
              day: foundation,
              kind: 'WORKING' as const,
              name: 'Board practicals',
              createdAt: now,
            },
          ]
        : []),
    ])
    .onConflictDoNothing();
  const holidays = new Set(NATIONAL.map(([md]) => `${year}-${md}`));

  const students = await selectRows<{
    classId: string;
    className: string;
    profileId: string;
    firstName: string;
  }>(
    tx,
    sql`select g.id as "classId", g.name as "className", m.profile_id as "profileId",
        p.first_name as "firstName"
      from memberships m join groups g on g.id = m.group_id and g.type = 'CLASS'
      join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
      join user_profiles p on p.id = m.profile_id
      where g.super_group_id = ${instituteId} and m.session_id = (select active_session_id from groups where id = ${instituteId})
      order by g.name, m.roll_no nulls last, p.first_name`,
  );
  // Each with its own place in the pattern, so their absences fall on different days.
  const habitual = new Map(
    HABITUAL.flatMap((h, place) => {
      const inClass = students.filter(
        (s) => s.className === h.className && s.firstName !== 'Rohan',
      );
      const pick = inClass.at(h.index);
      return pick ? [[pick.profileId, place * 4] as const] : [];
    }),
  );
  /** 5 absences and a late arrival in every 11 school days: about 55 % present, always under 75 %. */
  const habitualStatus = (schoolDayIndex: number, place: number) => {
    const k = (schoolDayIndex + place) % 11;
    return k < 5 ? 'A' : k === 5 ? 'L' : 'P';
  };
  const diya = students.find(
    (s) =>
      s.firstName === DEMO_STUDENTS.diya.firstName && s.className === DEMO_STUDENTS.diya.className,
  );
  const aarav = students.find(
    (s) =>
      s.firstName === DEMO_STUDENTS.aarav.firstName &&
      s.className === DEMO_STUDENTS.aarav.className,
  );
  // Two school days last week: neither of them a Sunday.
  let leaveFrom = addDays(today, -6);
  while (weekdayOf(leaveFrom) === 0 || weekdayOf(addDays(leaveFrom, 1)) === 0) {
    leaveFrom = addDays(leaveFrom, -1);
  }
  const leaveDays = new Set([leaveFrom, addDays(leaveFrom, 1)]);

  const rows: (typeof attendanceRecords.$inferInsert)[] = [];
  let schoolDayIndex = -1;
  for (let back = 30; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    if (weekdayOf(day) === 0 || holidays.has(day)) continue;
    schoolDayIndex += 1;
    for (const s of students) {
      if (day === foundation && s.classId !== class10?.id) continue;
      // Today only the senior classes are marked yet: the principal's day shows the rest.
      if (back === 0 && !/Class (9|10|11|12)/.test(s.className)) continue;
      const r = roll(`${s.profileId}:${day}`);
      const place = habitual.get(s.profileId);
      const status =
        s.profileId === diya?.profileId && leaveDays.has(day)
          ? 'E'
          : place !== undefined
            ? habitualStatus(schoolDayIndex, place)
            : r < 3
              ? 'A'
              : r < 6
                ? 'L'
                : r < 7
                  ? 'H'
                  : 'P';
      rows.push({
        instituteId,
        classId: s.classId,
        profileId: s.profileId,
        day,
        status,
        markedBy: admin?.id ?? null,
        markedAt: now,
      });
    }
  }
  // The staff's month, marked by the front office; today is left for it to mark.
  const office = await profileOf(tx, 'vikram_iyer');
  for (const member of await staffOf(tx, instituteId)) {
    for (let back = 30; back >= 1; back -= 1) {
      const day = addDays(today, -back);
      if (weekdayOf(day) === 0 || holidays.has(day) || day === foundation) continue;
      const r = roll(`staff:${member.profileId}:${day}`);
      rows.push({
        instituteId,
        classId: null,
        profileId: member.profileId,
        day,
        status: r < 2 ? 'A' : r < 8 ? 'L' : 'P',
        markedBy: office?.id ?? admin?.id ?? null,
        markedAt: now,
      });
    }
  }
  for (const slice of chunks(rows, 1000)) {
    await tx.insert(attendanceRecords).values(slice).onConflictDoNothing();
  }
  await recountMonths(tx, instituteId);

  // Rohan asks for a day himself (a student of age), so Asha has a request of her class to decide.
  const rohan = await profileOf(tx, 'rohan_mehta');
  const rohanClass = students.find((s) => s.profileId === rohan?.id);
  let rohanDay = addDays(today, 4);
  while (weekdayOf(rohanDay) === 0 || holidays.has(rohanDay)) rohanDay = addDays(rohanDay, 1);
  if (rohan && rohanClass) {
    await tx.insert(leaveRequests).values({
      instituteId,
      classId: rohanClass.classId,
      profileId: rohan.id,
      appliedBy: rohan.id,
      fromDay: rohanDay,
      toDay: rohanDay,
      reason: 'Inter-school chess tournament at the district sports complex',
      createdAt: now,
    });
  }

  const priya = await profileOf(tx, 'priya_sharma');
  if (priya && diya && aarav) {
    await tx.insert(leaveRequests).values([
      {
        instituteId,
        classId: diya.classId,
        profileId: diya.profileId,
        appliedBy: priya.id,
        fromDay: leaveFrom,
        toDay: addDays(leaveFrom, 1),
        reason: 'Family wedding in Jaipur',
        state: 'APPROVED',
        decidedBy: admin?.id ?? null,
        decidedAt: now,
        decisionNote: 'Approved. Please share the class notes with her.',
        createdAt: now,
      },
      {
        instituteId,
        classId: aarav.classId,
        profileId: aarav.profileId,
        appliedBy: priya.id,
        fromDay: addDays(today, 1),
        toDay: addDays(today, 2),
        reason: 'Fever; the doctor advised two days of rest',
        createdAt: now,
      },
    ]);
  }
  return rows.length;
}

/** A school seeded before it had attendance gets its month once. */
export function addMissingDemoAttendance(
  db: Db,
  clock: Clock,
  instituteId: string,
): Promise<number> {
  return addOnce(db, instituteId, attendanceRecords, (tx) =>
    seedAttendance(tx, clock, instituteId),
  );
}

import { ATTENDANCE_RISK_DEFAULT } from '@shala/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  attendanceHolidays,
  attendanceSettings,
  attendanceStatuses,
} from '../../db/schema/index.js';

/** The SQL of an institute's attendance settings, its own statuses and its calendar. */

export type SettingsRow = {
  mode: 'DAY' | 'PERIOD';
  riskThresholdPercent: number;
  weeklyOff: number[];
  staffSelfMark: boolean;
  markBy: string;
};

export const DEFAULT_SETTINGS: SettingsRow = {
  mode: 'DAY',
  riskThresholdPercent: ATTENDANCE_RISK_DEFAULT,
  weeklyOff: [0],
  staffSelfMark: false,
  markBy: '10:00',
};

export async function settingsRow(db: Queryable, instituteId: string): Promise<SettingsRow> {
  const [row] = await db
    .select({
      mode: attendanceSettings.mode,
      riskThresholdPercent: attendanceSettings.riskThresholdPercent,
      weeklyOff: attendanceSettings.weeklyOff,
      staffSelfMark: attendanceSettings.staffSelfMark,
      markBy: attendanceSettings.markBy,
    })
    .from(attendanceSettings)
    .where(eq(attendanceSettings.instituteId, instituteId))
    .limit(1);
  return row ?? DEFAULT_SETTINGS;
}

export async function saveSettingsRow(
  db: Queryable,
  instituteId: string,
  values: SettingsRow,
  now: Date,
) {
  await db
    .insert(attendanceSettings)
    .values({ instituteId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: attendanceSettings.instituteId,
      set: { ...values, updatedAt: now },
    });
}

/** The institute's own statuses, archived ones too (old marks keep their names). */
export function ownStatuses(db: Queryable, instituteId: string) {
  return db
    .select({
      code: attendanceStatuses.code,
      label: attendanceStatuses.label,
      countsAs: attendanceStatuses.countsAs,
      archived: attendanceStatuses.archived,
    })
    .from(attendanceStatuses)
    .where(eq(attendanceStatuses.instituteId, instituteId))
    .orderBy(asc(attendanceStatuses.code));
}

/**
 * Makes the institute's own statuses the list given: new ones added, named ones updated, the
 * rest archived (their marks keep them).
 */
export async function replaceOwnStatuses(
  db: Queryable,
  instituteId: string,
  list: readonly {
    code: string;
    label: string;
    countsAs: 'PRESENT' | 'ABSENT' | 'HALF' | 'EXCUSED';
  }[],
) {
  await db
    .update(attendanceStatuses)
    .set({ archived: true })
    .where(eq(attendanceStatuses.instituteId, instituteId));
  for (const s of list) {
    await db
      .insert(attendanceStatuses)
      .values({ instituteId, ...s, archived: false })
      .onConflictDoUpdate({
        target: [attendanceStatuses.instituteId, attendanceStatuses.code],
        set: { label: s.label, countsAs: s.countsAs, archived: false },
      });
  }
}

/** Holidays and working days between two days, the institute's and its classes'. */
export function calendarBetween(db: Queryable, instituteId: string, from: string, to: string) {
  return db
    .select({
      id: attendanceHolidays.id,
      day: attendanceHolidays.day,
      kind: attendanceHolidays.kind,
      name: attendanceHolidays.name,
      classId: attendanceHolidays.classId,
    })
    .from(attendanceHolidays)
    .where(
      and(
        eq(attendanceHolidays.instituteId, instituteId),
        gte(attendanceHolidays.day, from),
        lte(attendanceHolidays.day, to),
      ),
    )
    .orderBy(asc(attendanceHolidays.day), sql`${attendanceHolidays.classId} nulls first`);
}

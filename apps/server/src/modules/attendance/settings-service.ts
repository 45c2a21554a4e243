import {
  ATTENDANCE_TEXTS,
  type AttendanceSettingsBody,
  type AttendanceSettingsView,
  type AttendanceStatusView,
  BUILTIN_STATUSES,
  type DayOverride,
  type StatusCount,
  schoolDay,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../permissions/index.js';
import {
  calendarBetween,
  ownStatuses,
  replaceOwnStatuses,
  type SettingsRow,
  saveSettingsRow,
  settingsRow,
} from './settings-queries.js';
import { scheduleDailySummary } from './summary-schedule.js';

/** What marking and the reports read of an institute: its settings and statuses. */
export type AttendanceRules = SettingsRow & {
  /** Every status, built-in and own, archived ones too (old marks are read with them). */
  statuses: AttendanceStatusView[];
  /** The codes a mark may be given now. */
  usable: ReadonlySet<string>;
  countOf: (code: string) => StatusCount | undefined;
};

export async function rulesOf(db: Queryable, instituteId: string): Promise<AttendanceRules> {
  const settings = await settingsRow(db, instituteId);
  const own = await ownStatuses(db, instituteId);
  const statuses: AttendanceStatusView[] = [
    ...BUILTIN_STATUSES.map((s) => ({ ...s, builtin: true })),
    ...own.map((s) => ({ code: s.code, label: s.label, countsAs: s.countsAs, builtin: false })),
  ];
  const usable = new Set([
    ...BUILTIN_STATUSES.map((s) => s.code),
    ...own.filter((s) => !s.archived).map((s) => s.code),
  ]);
  const byCode = new Map(statuses.map((s) => [s.code, s.countsAs]));
  return { ...settings, statuses, usable, countOf: (code) => byCode.get(code) };
}

/** GET settings: what the screens need (the statuses one may mark with now). */
export async function settingsOf(
  db: Queryable,
  instituteId: string,
): Promise<AttendanceSettingsView> {
  const rules = await rulesOf(db, instituteId);
  return {
    mode: rules.mode,
    riskThresholdPercent: rules.riskThresholdPercent,
    weeklyOff: rules.weeklyOff,
    staffSelfMark: rules.staffSelfMark,
    markBy: rules.markBy,
    statuses: rules.statuses.filter((s) => rules.usable.has(s.code)),
  };
}

/** PUT settings (manageAttendance): a status of its own may not take a built-in's code. */
export async function saveSettings(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  body: AttendanceSettingsBody,
): Promise<AttendanceSettingsView> {
  const builtin = new Set(BUILTIN_STATUSES.map((s) => s.code));
  const codes = body.statuses.map((s) => s.code);
  if (codes.some((c) => builtin.has(c)) || new Set(codes).size !== codes.length) {
    throw new AppError(409, ATTENDANCE_TEXTS.codeTaken);
  }
  return ctx.db.transaction(async (tx) => {
    const row = {
      mode: body.mode,
      riskThresholdPercent: body.riskThresholdPercent,
      weeklyOff: [...new Set(body.weeklyOff)].sort(),
      staffSelfMark: body.staffSelfMark,
      markBy: body.markBy,
    };
    await saveSettingsRow(tx, instituteId, row, ctx.clock.now());
    await replaceOwnStatuses(tx, instituteId, body.statuses);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'attendance.settingsChanged',
      targetType: 'group',
      targetId: instituteId,
      detail: { ...row, statuses: codes },
    });
    // A mark-by time still ahead today: the principal's summary waits for it.
    await scheduleDailySummary(ctx, instituteId, row.markBy, tx);
    return settingsOf(tx, instituteId);
  });
}

/** Is the day a school day for the class (null: the institute's staff)? The holiday's name if not. */
export async function holidayOn(
  db: Queryable,
  instituteId: string,
  weeklyOff: readonly number[],
  day: string,
  classId: string | null,
): Promise<string | null> {
  const overrides: DayOverride[] = await calendarBetween(db, instituteId, day, day);
  const open = schoolDay(day, weeklyOff, overrides, classId);
  return open.open ? null : open.name;
}

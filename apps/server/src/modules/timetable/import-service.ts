import {
  dataRowNumber,
  IMPORT_MESSAGES,
  periodCount,
  readAvailabilityHeader,
  readLoadHeader,
  startingWeek,
  TIMETABLE_LIMITS,
  TIMETABLE_TEXTS,
  type TimetableImportReport,
  validateAvailabilityRow,
  validateLoadRow,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { UploadedFile } from '../../files/uploads.js';
import { badRequest } from '../../lib/errors.js';
import { type CsvColumns, csvRows, csvText } from '../imports/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { heldActions } from '../permissions/index.js';
import { type InstituteNames, instituteNames, nameKey, teacherNamed } from './import-names.js';
import { type ResolvedLoad, replaceLoad } from './import-writes.js';
import { instituteWeek } from './week-queries.js';

/**
 * POST rest/timetable/import: the teaching load (and teachers' unavailable periods) from CSV.
 * Every row is checked first; one bad row and nothing changes (the report says which and why),
 * otherwise the institute's load is replaced in one transaction, so importing the same files
 * again gives the same load, not twice it. Unknown classes (where the caller may create them),
 * subjects and rooms are created; teachers must be the institute's already.
 */

const columns = (read: CsvColumns['readHeader']): CsvColumns => ({
  readHeader: read,
  maxRows: TIMETABLE_LIMITS.maxRows,
  tooManyRows: IMPORT_MESSAGES.tooManyRows,
});

type Form = { days?: string; periods?: string };

function shapeOf(form: Form, existing: { days: number[]; periods: number } | null) {
  const number = (text: string | undefined, max: number, words: string) => {
    if (text === undefined || text.trim() === '') return null;
    if (!/^\d+$/.test(text.trim()) || Number(text) < 1 || Number(text) > max)
      throw badRequest(words);
    return Number(text);
  };
  const days = number(form.days, TIMETABLE_LIMITS.maxDays, TIMETABLE_TEXTS.badDays);
  const periods = number(form.periods, TIMETABLE_LIMITS.maxPeriods, TIMETABLE_TEXTS.badPeriods);
  if (existing) return { days: existing.days.length, periods: existing.periods, newWeek: null };
  if (days === null || periods === null) throw badRequest(TIMETABLE_TEXTS.noWeek);
  return { days, periods, newWeek: startingWeek(days, periods) };
}

export async function importTimetable(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  form: Form,
  files: UploadedFile[],
): Promise<TimetableImportReport> {
  const loadFile = files.find((f) => f.fieldname === 'load');
  if (!loadFile) throw badRequest(TIMETABLE_TEXTS.noLoadFile);
  const availabilityFile = files.find((f) => f.fieldname === 'availability');
  const week = await instituteWeek(ctx.db, scope.instituteId);
  const shape = shapeOf(form, week ? { days: week.days, periods: periodCount(week.slots) } : null);
  const loadRows = csvRows(
    columns(readLoadHeader),
    await csvText(loadFile.filename, loadFile.bytes),
  );
  const availabilityRows = availabilityFile
    ? csvRows(
        columns(readAvailabilityHeader),
        await csvText(availabilityFile.filename, availabilityFile.bytes),
      )
    : [];
  const names = await instituteNames(ctx.db, scope.instituteId);
  const mayCreateClasses = heldActions(caller, scope).held.has('manageGroup');
  const failed: TimetableImportReport['failed'] = [];
  const created = {
    classes: new Set<string>(),
    subjects: new Set<string>(),
    rooms: new Set<string>(),
  };
  const loads: ResolvedLoad[] = [];
  for (const { index, record } of loadRows) {
    const checked = validateLoadRow(record, shape.periods);
    if (!checked.ok) {
      failed.push({ file: 'load', row: dataRowNumber(index), errors: checked.errors });
      continue;
    }
    const row = checked.value;
    const errors: string[] = [];
    const teacherIds = row.teachers.flatMap((name) => {
      const found = teacherNamed(names, name);
      if (typeof found === 'string') return [found];
      errors.push(found.error);
      return [];
    });
    for (const klass of row.classes) {
      if (!names.classes.has(nameKey(klass))) {
        if (mayCreateClasses) created.classes.add(klass);
        else errors.push(TIMETABLE_TEXTS.unknownClass(klass));
      }
    }
    if (errors.length > 0) {
      failed.push({ file: 'load', row: dataRowNumber(index), errors });
      continue;
    }
    if (!names.subjects.has(nameKey(row.subject))) created.subjects.add(row.subject);
    if (row.room && !names.rooms.has(nameKey(row.room))) created.rooms.add(row.room);
    loads.push({ ...row, teacherIds });
  }
  const unavailable = availabilityRows.flatMap(({ index, record }) => {
    const checked = validateAvailabilityRow(record, shape.days, shape.periods);
    const found = checked.ok ? teacherNamed(names, checked.value.teacher) : null;
    const errors = checked.ok ? [] : checked.errors;
    if (found && typeof found !== 'string') errors.push(found.error);
    if (!checked.ok || typeof found !== 'string') {
      failed.push({ file: 'availability', row: dataRowNumber(index), errors });
      return [];
    }
    return [{ teacherId: found, day: checked.value.day, period: checked.value.period }];
  });
  const lessons = loads.reduce((n, l) => n + l.lessonsPerWeek, 0);
  const report = (imported: boolean, message: string): TimetableImportReport => ({
    message,
    imported,
    loads: imported ? loads.length : 0,
    lessons: imported ? lessons : 0,
    unavailable: imported ? unavailable.length : 0,
    created: imported
      ? {
          classes: [...created.classes],
          subjects: [...created.subjects],
          rooms: [...created.rooms],
        }
      : { classes: [], subjects: [], rooms: [] },
    failed,
  });
  if (failed.length > 0) return report(false, TIMETABLE_TEXTS.rowsNotImported(failed.length));
  await replaceLoad(ctx, caller, scope.instituteId, {
    names: names as InstituteNames,
    newWeek: shape.newWeek,
    loads,
    unavailable,
  });
  return report(true, TIMETABLE_TEXTS.imported(loads.length, lessons));
}

import type { z } from 'zod';
import { wireDateToIso } from '../schemas/academic.js';
import {
  IMPORT_COLUMNS,
  IMPORT_EXAMPLES,
  IMPORT_MESSAGES,
  IMPORT_REQUIRED_COLUMNS,
  type ImportKind,
  importLabel,
  type StaffImportRow,
  type StudentImportRow,
  staffImportRowSchema,
  studentImportRowSchema,
} from '../schemas/imports.js';

/** Pure rules of the CSV import: header, rows, duplicates within the file, templates. */

/** Row numbers as a spreadsheet shows them: the header is row 1, the first data row is 2. */
export const dataRowNumber = (index: number) => index + 2;

const squash = (name: string) => name.replace(/[\s_-]/g, '').toLowerCase();

/**
 * Maps each header cell to its column ("First Name", "first_name" and "firstName" are the
 * same); unknown cells map to null and are ignored. `missing` lists required columns absent.
 */
export function readHeader(
  kind: ImportKind,
  header: readonly string[],
): { columns: (string | null)[]; missing: string[] } {
  const known = new Map<string, string>(IMPORT_COLUMNS[kind].map((c) => [squash(c), c]));
  const columns = header.map((cell) => known.get(squash(cell.replace(/^\uFEFF/, ''))) ?? null);
  const missing = IMPORT_REQUIRED_COLUMNS[kind].filter((c) => !columns.includes(c));
  return { columns, missing };
}

/** A data row as column → cell (absent columns are empty). */
export function recordOf(columns: readonly (string | null)[], cells: readonly string[]) {
  const record: Record<string, string> = {};
  columns.forEach((column, i) => {
    if (column) record[column] = (cells[i] ?? '').trim();
  });
  return record;
}

/** True when every cell is empty (a spreadsheet's trailing ",,,," lines). */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** dd/mm/yyyy, also d/m/yyyy and dd-mm-yyyy as spreadsheets write them, as yyyy-mm-dd. */
export function importDateToIso(text: string): string | undefined {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  return wireDateToIso(`${d.padStart(2, '0')}/${m.padStart(2, '0')}/${y}`);
}

function issuesOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

export type ValidRow<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** A students row checked on its own; `today` (yyyy-mm-dd) bounds the date of birth. */
export function validateStudentRow(
  record: Record<string, string>,
  today: string,
): ValidRow<StudentImportRow & { dateOfBirthIso: string | null }> {
  const parsed = studentImportRowSchema.safeParse(record);
  const errors = parsed.success ? [] : issuesOf(parsed.error);
  let dateOfBirthIso: string | null = null;
  const dob = (record.dateOfBirth ?? '').trim();
  if (dob !== '') {
    const iso = importDateToIso(dob);
    if (!iso) errors.push(IMPORT_MESSAGES.date);
    else if (iso > today) errors.push(IMPORT_MESSAGES.futureDate);
    else dateOfBirthIso = iso;
  }
  if (!parsed.success || errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { ...parsed.data, dateOfBirthIso } };
}

export function validateStaffRow(record: Record<string, string>): ValidRow<StaffImportRow> {
  const parsed = staffImportRowSchema.safeParse(record);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: issuesOf(parsed.error) };
}

/**
 * For a column that must be unique within the file (students' own e-mails, registration
 * numbers): index → message for every repeat, naming the row where the value came first.
 * Empty values and case differences: empty is never a repeat; letters compare case-blind.
 */
export function repeatsInFile(values: readonly string[], column: string): Map<number, string> {
  const first = new Map<string, number>();
  const repeats = new Map<number, string>();
  values.forEach((raw, index) => {
    const value = raw.trim().toLowerCase();
    if (value === '') return;
    const seen = first.get(value);
    if (seen === undefined) first.set(value, index);
    else
      repeats.set(index, IMPORT_MESSAGES.duplicateInFile(importLabel(column), dataRowNumber(seen)));
  });
  return repeats;
}

/** One CSV line: cells with commas, quotes or line breaks are quoted. */
export function csvLine(cells: readonly string[]): string {
  return cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
}

/** The template of a kind: the header and one example row, CRLF line ends as spreadsheets write. */
export function importTemplate(kind: ImportKind): string {
  const columns = IMPORT_COLUMNS[kind];
  return `${csvLine(columns)}\r\n${csvLine(columns.map((c) => IMPORT_EXAMPLES[kind][c] ?? ''))}\r\n`;
}

import {
  csvLine,
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_REQUIRED_COLUMNS,
  type ImportKind,
  type ImportReport,
} from '@shala/shared';

/** A first check in the browser (the server decides by the file's content). */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (!/\.csv$/i.test(file.name)) return IMPORT_MESSAGES.notCsv(file.name);
  if (file.size === 0) return IMPORT_MESSAGES.empty;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  return undefined;
}

/** "12.3 KB" / "1.4 MB" */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1_048_576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** What each column wants, shown beside the template. */
const HINTS: Record<string, string> = {
  firstName: 'Letters only',
  lastName: 'Letters only',
  className: 'As the class is named here, e.g. Class 5 A',
  gender: 'male, female or Other',
  dateOfBirth: 'dd/mm/yyyy',
  email: "The student's own e-mail, if any: an own account",
  phone: '10 digits',
  registrationNo: 'Unique in the institute',
  parentFirstName: 'Letters only',
  parentLastName: 'Letters only',
  parentEmail: 'Needed when the student has no e-mail; the child becomes a linked profile',
  parentPhone: '10 digits',
  relation: 'Father, Mother or Guardian',
  sessionName: 'e.g. 2026-27; empty means the active session',
  role: 'A role of the institute, e.g. Teacher',
};

export function columnGuide(kind: ImportKind) {
  const required = IMPORT_REQUIRED_COLUMNS[kind] as readonly string[];
  return IMPORT_COLUMNS[kind].map((name) => ({
    name,
    required: required.includes(name) && name !== 'parentEmail',
    hint: HINTS[name] ?? '',
  }));
}

export function resultSummary(report: ImportReport): string {
  const rows = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'row' : 'rows'}`;
  if (report.failed.length === 0) return `${rows(report.imported)} imported.`;
  return `${rows(report.imported)} imported, ${rows(report.failed.length)} not imported.`;
}

/** The failed rows as a CSV to keep beside the spreadsheet while fixing it. */
export function failedRowsCsv(report: ImportReport): string {
  return [
    csvLine(['row', 'reasons']),
    ...report.failed.map((f) => csvLine([String(f.row), f.errors.join(' ')])),
  ].join('\r\n');
}

/** "parentFirstName" -> ["parent", "First", "Name"]: where a long column name may wrap. */
export function camelParts(name: string): string[] {
  return name.split(/(?=[A-Z])/);
}

import { csvLine, IMPORT_COLUMNS, type ImportKind } from '@shala/shared';
import type { TestContext } from './app.js';
import { multipart as multipartForm } from './setup-helpers.js';

/** A multipart/form-data body with one file field named `file`. */
export function multipart(filename: string, content: string | Buffer, type = 'text/csv') {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return multipartForm([{ field: 'file', name: filename, bytes, type }]);
}

/** A CSV of `kind` with the template's header and these rows (column → cell). */
export function csvOf(kind: ImportKind, rows: Record<string, string>[]): string {
  const columns = IMPORT_COLUMNS[kind];
  return [csvLine(columns), ...rows.map((r) => csvLine(columns.map((c) => r[c] ?? '')))].join(
    '\r\n',
  );
}

const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Ishaan', 'Tara', 'Rohan', 'Anika'];
const LAST = ['Sharma', 'Iyer', 'Nair', 'Gupta', 'Reddy', 'Das'];

/** A good students row (the student has no e-mail: a linked profile of the parent). */
export function studentRow(n: number, over: Record<string, string> = {}): Record<string, string> {
  const lastName = LAST[n % LAST.length] as string;
  return {
    firstName: FIRST[n % FIRST.length] as string,
    lastName,
    className: 'Class 5 A',
    gender: n % 2 === 0 ? 'male' : 'female',
    dateOfBirth: `${String((n % 28) + 1).padStart(2, '0')}/0${(n % 9) + 1}/2016`,
    registrationNo: `R${n}`,
    parentFirstName: 'Sunita',
    parentLastName: lastName,
    parentEmail: `parent${n}@example.com`,
    parentPhone: `98${String(n).padStart(8, '0')}`,
    relation: 'Mother',
    ...over,
  };
}

export function importStudents(
  t: TestContext,
  groupId: string,
  headers: Record<string, string>,
  csv: string | Buffer,
  filename = 'students.csv',
) {
  return upload(t, `/rest/import/students?groupId=${groupId}`, headers, csv, filename);
}

export function upload(
  t: TestContext,
  url: string,
  headers: Record<string, string>,
  content: string | Buffer,
  filename: string,
) {
  const { payload, contentType } = multipart(filename, content);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

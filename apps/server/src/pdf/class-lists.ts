import { renderPdf, writeText } from './document.js';
import { type Column, type School, type TableRow, table } from './layout.js';
import { sheetPages } from './sheet-pages.js';

/**
 * A class's printable lists (issue 25 §6) on A4 portrait under the school's letterhead: the
 * class list (roll, name, admission number, gender, a blank column to write in) and the contact
 * sheet (each student's guardians with their phones, and the address). Rows come in roll order.
 */

export type ListHead = {
  school: School;
  /** "Class 5 A". */
  className: string;
  /** "2026-27", or null. */
  sessionName: string | null;
  /** "01 Jun 2026". */
  printedOn: string;
};

export type ClassListRow = {
  rollNo: number | null;
  name: string;
  admissionNo: string | null;
  gender: string | null;
};

export type ContactRow = {
  rollNo: number | null;
  name: string;
  /** "Ramesh Mehta (Father)", each guardian a line. */
  guardians: string[];
  /** The phones beside them, each a line ("—" for one without). */
  phones: string[];
  address: string | null;
};

const titleOf = (what: string, head: ListHead) =>
  `${what} · ${head.className}${head.sessionName ? ` · ${head.sessionName}` : ''}`;

const roll = (n: number | null) => (n === null ? '—' : String(n));

/** "Male", "Female", as stored otherwise; blank when not given. */
const genderWord = (g: string | null) =>
  !g ? '' : g.toLowerCase() === 'male' ? 'Male' : g.toLowerCase() === 'female' ? 'Female' : g;

function listPdf(
  what: string,
  head: ListHead,
  count: number,
  columns: readonly Column[],
  rows: readonly TableRow[],
): Promise<Buffer> {
  const title = titleOf(what, head);
  return renderPdf({ title, author: head.school.name }, (doc) => {
    const sheet = sheetPages(doc, { title, school: head.school, fontSize: 9 });
    doc.fontSize(9).fillColor('#444444');
    writeText(
      doc,
      `${count} ${count === 1 ? 'student' : 'students'} · printed on ${head.printedOn}`,
      { x: sheet.left, y: sheet.top - 4, width: sheet.width, align: 'center' },
    );
    doc.fillColor('black');
    if (rows.length === 0) {
      doc.fontSize(10);
      writeText(doc, 'No students in this class.', { x: sheet.left, y: doc.y + 14 });
    } else {
      table(doc, columns, rows, { ...sheet.tableOptions, y: doc.y + 8 });
    }
    sheet.finish();
  });
}

export function classListPdf(head: ListHead, students: readonly ClassListRow[]): Promise<Buffer> {
  const counts = { male: 0, female: 0 };
  for (const s of students) {
    const g = genderWord(s.gender);
    if (g === 'Male') counts.male += 1;
    if (g === 'Female') counts.female += 1;
  }
  const columns: Column[] = [
    { header: 'Roll', width: 34 },
    { header: 'Student', width: 170 },
    { header: 'Admission no.', width: 96 },
    { header: 'Gender', width: 56 },
    { header: 'Remarks', width: 167.28 },
  ];
  const rows: TableRow[] = students.map((s) => ({
    cells: [roll(s.rollNo), s.name, s.admissionNo ?? '', genderWord(s.gender), ''],
  }));
  if (students.length > 0) {
    rows.push({
      cells: ['', `Boys ${counts.male} · Girls ${counts.female}`, '', '', ''],
      bold: true,
    });
  }
  return listPdf('Class list', head, students.length, columns, rows);
}

export function contactSheetPdf(head: ListHead, students: readonly ContactRow[]): Promise<Buffer> {
  const columns: Column[] = [
    { header: 'Roll', width: 30 },
    { header: 'Student', width: 112 },
    { header: 'Guardian', width: 128 },
    { header: 'Phone', width: 78 },
    { header: 'Address', width: 175.28 },
  ];
  const rows: TableRow[] = students.map((s) => ({
    cells: [
      roll(s.rollNo),
      s.name,
      s.guardians.length > 0 ? s.guardians.join('\n') : '—',
      s.phones.length > 0 ? s.phones.join('\n') : '—',
      s.address ?? '—',
    ],
  }));
  return listPdf('Contact sheet', head, students.length, columns, rows);
}

import type { PrintClass, PrintKind, PrintSetup } from '@shala/shared';

/** The Print screen's choices and what they download, as plain functions (tested apart). */

export const KIND_TEXTS: Record<PrintKind, { title: string; about: string }> = {
  CLASS_LIST: {
    title: 'Class list',
    about: 'Roll number, name, admission number and gender, with a column to write in.',
  },
  CONTACT_SHEET: {
    title: 'Contact sheet',
    about: 'Each student’s guardians with their phone numbers, and the address.',
  },
  ID_CARDS: {
    title: 'ID cards',
    about: 'Card size with photo, details and a QR code, 8 or 10 to an A4 sheet, to cut out.',
  },
  FEE_DEFAULTERS: {
    title: 'Fee defaulters',
    about: 'Students with fees overdue on a day, with a guardian’s phone and what they owe.',
  },
};

const ORDER: readonly PrintKind[] = ['CLASS_LIST', 'CONTACT_SHEET', 'ID_CARDS', 'FEE_DEFAULTERS'];

/** What the caller may print, in the screen's order: only what the server would print. */
export function offeredKinds(setup: Pick<PrintSetup, 'classes' | 'feeDefaulters'>): PrintKind[] {
  const held = new Set<PrintKind>(setup.classes.flatMap((c) => c.kinds));
  if (setup.feeDefaulters) held.add('FEE_DEFAULTERS');
  return ORDER.filter((k) => held.has(k));
}

/** The classes a class-wide kind may be printed for. */
export const classesFor = (classes: readonly PrintClass[], kind: PrintKind) =>
  classes.filter((c) => c.kinds.includes(kind));

/** The sheets `count` cards take at `perPage` to a sheet. */
export const sheetsOf = (count: number, perPage: number) =>
  count === 0 ? 0 : Math.ceil(count / perPage);

const students = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'student' : 'students'}`;

/** What a class's PDF will hold, said before it downloads. */
export function includedText(kind: PrintKind, klass: PrintClass, perPage: number): string {
  if (klass.students === 0) return `${klass.name} has no students this session.`;
  if (kind === 'ID_CARDS') {
    const sheets = sheetsOf(klass.students, perPage);
    return `${klass.students.toLocaleString('en-IN')} ${klass.students === 1 ? 'card' : 'cards'} of ${klass.name} on ${sheets} A4 ${sheets === 1 ? 'sheet' : 'sheets'}.`;
  }
  return `${students(klass.students)} of ${klass.name}.`;
}

/** "12 students owe ₹45,000.00 overdue on 01 Jun 2026." from the count's answer. */
export function defaultersText(
  count: { students: number; overduePaise: number },
  money: (paise: number) => string,
  day: string,
): string {
  if (count.students === 0) return `No fees were overdue on ${day}.`;
  return `${students(count.students)} ${count.students === 1 ? 'owes' : 'owe'} ${money(count.overduePaise)} overdue on ${day}.`;
}

/** "01 Jun 2026" of a yyyy-mm-dd day, as the PDFs write it. */
export function shownDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(at);
}

/** The defaulters' day: a real calendar day, else what to do about it. */
export function dayError(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'Choose a day.';
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day
    ? 'Choose a valid day.'
    : undefined;
}

export type PrintChoice = {
  kind: PrintKind;
  /** The class of a class-wide kind; for the defaulters '' is the whole institute. */
  classId: string;
  perPage: 8 | 10;
  day: string;
};

/** The call that downloads the choice, and the file's name should the server give none. */
export function printRequest(
  instituteId: string,
  c: PrintChoice,
  paths: Record<'classList' | 'contactSheet' | 'idCards' | 'feeDefaulters', string>,
): { path: string; query: Record<string, string>; fallback: string } {
  switch (c.kind) {
    case 'CLASS_LIST':
      return { path: paths.classList, query: { groupId: c.classId }, fallback: 'class-list.pdf' };
    case 'CONTACT_SHEET':
      return {
        path: paths.contactSheet,
        query: { groupId: c.classId },
        fallback: 'contact-sheet.pdf',
      };
    case 'ID_CARDS':
      return {
        path: paths.idCards,
        query: { groupId: c.classId, perPage: String(c.perPage) },
        fallback: 'id-cards.pdf',
      };
    case 'FEE_DEFAULTERS':
      return {
        path: paths.feeDefaulters,
        query: { groupId: instituteId, day: c.day, ...(c.classId ? { classId: c.classId } : {}) },
        fallback: `fee-defaulters-${c.day}.pdf`,
      };
  }
}

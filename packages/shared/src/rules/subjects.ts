/**
 * Subjects' pure rules: the starting list every institute gets (an Indian school's usual
 * subjects, which its admin edits), how a short code is written, and when two names are the same.
 */

/** What a new institute starts with; name, code and a colour for the timetable's cells. */
export const STARTER_SUBJECTS: readonly { name: string; code: string; colour: string }[] = [
  { name: 'English', code: 'ENG', colour: '#1565C0' },
  { name: 'Hindi', code: 'HIN', colour: '#E65100' },
  { name: 'Mathematics', code: 'MATH', colour: '#2E7D32' },
  { name: 'EVS', code: 'EVS', colour: '#558B2F' },
  { name: 'Science', code: 'SCI', colour: '#00838F' },
  { name: 'Social Science', code: 'SST', colour: '#6D4C41' },
  { name: 'Sanskrit', code: 'SKT', colour: '#AD1457' },
  { name: 'Computer Science', code: 'CS', colour: '#4527A0' },
  { name: 'General Knowledge', code: 'GK', colour: '#00695C' },
  { name: 'Art', code: 'ART', colour: '#C62828' },
  { name: 'Music', code: 'MUS', colour: '#6A1B9A' },
  { name: 'Physical Education', code: 'PE', colour: '#EF6C00' },
];

/** "  sst " and "S S T" are the code SST: upper case, no spaces. */
export const subjectCode = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/** Two subject names are the same when they differ only in case and spacing. */
export const subjectNameKey = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');

/** The first value named twice (by `key`), or null: a class lists a subject once. */
export function firstRepeated<T>(items: readonly T[], key: (item: T) => string): T | null {
  const seen = new Set<string>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) return item;
    seen.add(k);
  }
  return null;
}

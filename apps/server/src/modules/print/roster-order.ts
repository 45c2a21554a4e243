import { compareClassNames } from '@shala/shared';

/**
 * The order of the printed lists: a class's students by roll number (those without one after,
 * as attendance lists them), then by name; the institute's classes in school order
 * (rules/class-order.ts) before that.
 */

type Ordered = { rollNo: number | null; firstName: string; lastName: string; profileId: string };

export const fullName = (s: { firstName: string; lastName: string }) =>
  `${s.firstName} ${s.lastName}`.replace(/\s+/g, ' ').trim();

export function compareRoll(a: Ordered, b: Ordered): number {
  if (a.rollNo !== b.rollNo) {
    if (a.rollNo === null) return 1;
    if (b.rollNo === null) return -1;
    return a.rollNo - b.rollNo;
  }
  return (
    fullName(a).localeCompare(fullName(b), 'en-GB', { sensitivity: 'base' }) ||
    (a.profileId < b.profileId ? -1 : a.profileId > b.profileId ? 1 : 0)
  );
}

/** The students in roll order; a new array. */
export const inRollOrder = <T extends Ordered>(students: readonly T[]): T[] =>
  [...students].sort(compareRoll);

/** Students of many classes: class by class in school order, each in roll order; a new array. */
export const inSchoolOrder = <T extends Ordered & { className: string }>(
  students: readonly T[],
): T[] =>
  [...students].sort((a, b) => compareClassNames(a.className, b.className) || compareRoll(a, b));

/** One row per student and class (a membership of no session beside one of the session is one). */
export function onceEach<T extends { profileId: string; classId: string }>(
  rows: readonly T[],
): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.profileId}:${r.classId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

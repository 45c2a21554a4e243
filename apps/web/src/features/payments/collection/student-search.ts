import { FEE_API, type FeeStudentFound, type FeeStudentSearch, formatRupees } from '@shala/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../core/http';

/**
 * The institute's students by name, admission number or phone (a parent's too), of every class
 * or the one chosen. Asked only once something is typed or a class is chosen.
 */
export function useFeeStudentSearch(p: { instituteId: string; classId: string; search: string }) {
  const search = p.search.trim();
  return useQuery({
    queryKey: ['payments', 'find-students', p.instituteId, p.classId, search] as const,
    enabled: !!p.instituteId && (!!search || !!p.classId),
    placeholderData: keepPreviousData,
    // GET /rest/fee/students: Collect fees finds a student of the institute (issue 22 item 5).
    queryFn: () =>
      http<FeeStudentSearch>('GET', FEE_API.students, undefined, {
        query: {
          groupId: p.instituteId,
          classId: p.classId || undefined,
          search: search || undefined,
        },
      }),
  });
}

/** A found student's dues in a few words: "₹1,500.00 due · ₹1,000.00 overdue", or "No dues". */
export function duesLine(totals: FeeStudentFound['totals']): string {
  if (totals.due <= 0) return 'No dues';
  const due = `${formatRupees(totals.due)} due`;
  return totals.overdue > 0 ? `${due} · ${formatRupees(totals.overdue)} overdue` : due;
}

/** What sits under a found student's name: class, admission number. */
export function studentLine(s: Pick<FeeStudentFound, 'className' | 'admissionNo'>): string {
  return [s.className, s.admissionNo ? `Adm. no. ${s.admissionNo}` : null]
    .filter(Boolean)
    .join(' · ');
}

/** What the dialog says when it has no list to show. */
export function findHint(p: {
  classId: string;
  search: string;
  found: number | undefined;
  more: boolean;
}): string | null {
  const search = p.search.trim();
  if (!search && !p.classId) {
    return 'Type a name, admission number or phone number, or choose a class.';
  }
  if (p.found === 0) {
    return search ? `No student matches “${search}”.` : 'This class has no students.';
  }
  if (p.more) return 'More students match: type more of the name or number.';
  return null;
}

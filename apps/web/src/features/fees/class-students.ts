import type { MemberData } from '@shala/shared';
import type { ListQuery } from '../../ui/paging';
import { useMembers } from '../groups/api';

/** Whether a member of a class is one of its students (the built-in Student role). */
export const isStudent = (member: Pick<MemberData, 'builtinKey'>) =>
  member.builtinKey === 'STUDENT';

/**
 * One page of a class's members in a session, its students only (a class's teachers are its
 * members too). The page's total is the members'; pages are short by the few who teach.
 */
export function useClassStudents(
  classId: string,
  sessionId: string,
  query: ListQuery,
  enabled: boolean,
) {
  const members = useMembers(classId, { ...query, sessionId: sessionId || undefined }, enabled);
  const data = members.data
    ? { ...members.data, items: members.data.items.filter(isStudent) }
    : undefined;
  return { ...members, data };
}

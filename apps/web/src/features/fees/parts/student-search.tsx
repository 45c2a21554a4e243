import Pagination from '@mui/material/Pagination';
import { MEMBER_PAGE_SIZE_MAX, type MemberData } from '@shala/shared';
import { useListQuery } from '../../../ui/PagedList';
import { useMembers } from '../../groups';

/** Whether a member of a class is one of its students (the built-in Student role). */
export const isStudent = (member: Pick<MemberData, 'builtinKey'>) =>
  member.builtinKey === 'STUDENT';

/**
 * A class's students in a session found by name: a class's members are its students, their
 * parents and its teachers, so members are asked for in the largest page (100) and only the
 * students kept. `pages` is more than 1 only for a very large class.
 */
export function useStudentSearch(classId: string, sessionId: string, enabled: boolean) {
  const list = useListQuery();
  const members = useMembers(
    classId,
    {
      search: list.query.search,
      page: list.query.page,
      pageSize: MEMBER_PAGE_SIZE_MAX,
      sessionId: sessionId || undefined,
    },
    enabled && !!classId,
  );
  return {
    text: list.text,
    setText: list.setText,
    page: list.query.page,
    setPage: list.setPage,
    students: members.data?.items.filter(isStudent),
    pages: Math.max(1, Math.ceil((members.data?.total ?? 0) / MEMBER_PAGE_SIZE_MAX)),
    isPending: enabled && !!classId && members.isPending,
    error: members.error,
  };
}

/** The pages of a very large class's members; nothing for the usual class of one page. */
export function StudentPages(props: { search: ReturnType<typeof useStudentSearch> }) {
  const { pages, page, setPage } = props.search;
  if (pages <= 1) return null;
  return (
    <Pagination
      aria-label="Pages of students"
      count={pages}
      page={page}
      onChange={(_, next) => setPage(next)}
      siblingCount={0}
      size="small"
    />
  );
}

import {
  compareClassNames,
  FEE_STUDENT_SEARCH_LIMIT,
  FEE_TEXTS,
  type FeeStudentSearch,
} from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { selectRows } from '../../db/rows.js';
import { notFound } from '../../lib/errors.js';
import { resolveSession } from '../academic/index.js';
import type { GroupScope } from '../permissions/index.js';
import { totalsOf } from './due-views.js';
import { duesByStudent, duesOfStudents } from './dues-queries.js';
import { todayOf } from './today.js';

/**
 * Collect fees' search (issue 22 item 5): the institute's students in a session by name,
 * admission number or phone (theirs or a parent's), in every class or one. Read through the
 * class memberships of the institute's classes only (memberships_group_idx, groups_super_group
 * _idx), at most FEE_STUDENT_SEARCH_LIMIT students a search (a whole class when one is chosen
 * and nothing typed), each once (its first class in school order).
 */

/** A whole class when one is chosen and nothing is typed; the largest class there is. */
const CLASS_LIMIT = 300;

type FoundRow = {
  profile_id: string;
  full_name: string;
  registration_no: string | null;
  member_id: string;
  class_id: string;
  class_name: string;
  session_id: string;
};

/** The digits of a search that looks like a phone number (6 or more digits), else null. */
export function phoneDigits(search: string): string | null {
  if (!/^[\d\s+()-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  return digits.length >= 6 ? digits : null;
}

async function findStudents(
  db: Queryable,
  p: { instituteId: string; sessionId: string; classId?: string; search?: string; limit: number },
): Promise<FoundRow[]> {
  const search = p.search?.trim() ?? '';
  const like = likePattern(search);
  const digits = phoneDigits(search);
  const phoneLike = digits ? `%${digits}%` : null;
  const matches = !search
    ? sql`true`
    : sql`(
        (p.first_name || ' ' || p.last_name) ilike ${like}
        or p.registration_no ilike ${like}
        ${
          phoneLike
            ? sql`or regexp_replace(coalesce(p.phone, ''), '[^0-9]', '', 'g') like ${phoneLike}
          or exists (
            select 1 from guardian_links gl join user_profiles pp on pp.id = gl.parent_profile_id
            where gl.student_profile_id = p.id
              and regexp_replace(coalesce(pp.phone, ''), '[^0-9]', '', 'g') like ${phoneLike}
          )`
            : sql``
        }
      )`;
  return selectRows<FoundRow>(
    db,
    sql`select m.profile_id, p.first_name || ' ' || p.last_name as full_name,
          p.registration_no, m.id as member_id, g.id as class_id, g.name as class_name,
          m.session_id
        from groups g
        join memberships m on m.group_id = g.id and m.session_id = ${p.sessionId}::uuid
        join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
        join user_profiles p on p.id = m.profile_id
        where g.super_group_id = ${p.instituteId}::uuid and g.type = 'CLASS'
          ${p.classId ? sql`and g.id = ${p.classId}::uuid` : sql``}
          and ${matches}
        order by ${search ? sql`(lower(coalesce(p.registration_no, '')) = lower(${search})) desc,` : sql``}
          p.first_name, p.last_name, p.id, g.name
        limit ${p.limit + 1}`,
  );
}

/** GET /rest/fee/students. */
export async function searchStudents(
  ctx: AppContext,
  scope: GroupScope,
  q: { search?: string; classId?: string; sessionId?: string },
): Promise<FeeStudentSearch> {
  if (scope.type === 'CLASS' && q.classId && q.classId !== scope.id) {
    throw notFound(FEE_TEXTS.studentNotFound);
  }
  const classId = scope.type === 'CLASS' ? scope.id : q.classId;
  const limit = classId && !q.search ? CLASS_LIMIT : FEE_STUDENT_SEARCH_LIMIT;
  return ctx.db.transaction(async (tx) => {
    const session = await resolveSession(tx, scope, q.sessionId);
    const rows = await findStudents(tx, {
      instituteId: scope.instituteId,
      sessionId: session.id,
      classId,
      search: q.search,
      limit,
    });
    const more = rows.length > limit;
    // Each student once: in two classes, the first in school order.
    const byStudent = new Map<string, FoundRow>();
    for (const row of rows.slice(0, limit)) {
      const seen = byStudent.get(row.profile_id);
      if (!seen || compareClassNames(row.class_name, seen.class_name) < 0) {
        byStudent.set(row.profile_id, row);
      }
    }
    const found = [...byStudent.values()];
    const today = todayOf(ctx.clock.now());
    const dues = await duesOfStudents(tx, {
      instituteId: scope.instituteId,
      sessionId: session.id,
      profileIds: found.map((r) => r.profile_id),
      today,
    });
    const duesOf = duesByStudent(dues);
    return {
      sessionId: session.id,
      more,
      items: found.map((r) => {
        // Fees and transport together: the one rule adds charges of either kind alike.
        const totals = totalsOf(duesOf.get(r.profile_id) ?? [], today);
        return {
          userProfileId: r.profile_id,
          fullName: r.full_name,
          admissionNo: r.registration_no,
          memberId: r.member_id,
          classId: r.class_id,
          className: r.class_name,
          sessionId: r.session_id,
          totals,
        };
      }),
    };
  });
}

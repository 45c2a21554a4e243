import { and, between, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { timetableSubstitutions } from '../../db/schema/index.js';

/** The SQL of substitutions: who takes a lesson on a date its teacher is away. */

export function substitutionsBetween(db: Queryable, instituteId: string, from: string, to: string) {
  return db
    .select()
    .from(timetableSubstitutions)
    .where(
      and(
        eq(timetableSubstitutions.instituteId, instituteId),
        between(timetableSubstitutions.onDate, from, to),
      ),
    );
}

/** One substitute per lesson and date: a second choice replaces the first. */
export async function saveSubstitution(
  db: Queryable,
  values: typeof timetableSubstitutions.$inferInsert,
): Promise<void> {
  await db
    .insert(timetableSubstitutions)
    .values(values)
    .onConflictDoUpdate({
      target: [timetableSubstitutions.lessonId, timetableSubstitutions.onDate],
      set: { substituteProfileId: values.substituteProfileId, createdAt: values.createdAt },
    });
}

/** The students of these classes (the class's STUDENT memberships). */
export async function studentsOf(db: Queryable, classIds: readonly string[]): Promise<string[]> {
  if (classIds.length === 0) return [];
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select distinct m.profile_id as id from memberships m join roles r on r.id = m.role_id
      where r.builtin_key = 'STUDENT' and m.group_id in (${sql.join(
        classIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return rows.map((r) => r.id);
}

/** Substitutions between two dates with the substitute's name. */
export function substitutesBetween(db: Queryable, instituteId: string, from: string, to: string) {
  return selectRows<{ lessonId: string; onDate: string; name: string }>(
    db,
    sql`select s.lesson_id as "lessonId", s.on_date::text as "onDate",
        p.first_name || ' ' || p.last_name as name
      from timetable_substitutions s join user_profiles p on p.id = s.substitute_profile_id
      where s.institute_id = ${instituteId} and s.on_date between ${from} and ${to}
      order by s.on_date`,
  );
}

import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chunks } from '../../db/chunks.js';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { guardianLinks, userProfiles } from '../../db/schema/index.js';

/*
 * Families: who looks after whom (guardian links, owned here) and the one rule of whose data a
 * caller sees as their own (README, "Whose data is mine"). The account is the person: every
 * profile of the caller's account is theirs (they may switch to it anyway), and so is every
 * child linked as a guardian to any of those profiles. Fees, payments, exams, profiles and
 * notifications ask here rather than reading guardian links themselves.
 */

const parent = alias(userProfiles, 'parent');

/** Whose data is the account's own: its profiles and the children they look after. */
export async function ownPeopleOf(db: Queryable, accountId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select p.id from user_profiles p where p.account_id = ${accountId}
      union
      select l.student_profile_id from guardian_links l
        join user_profiles parent on parent.id = l.parent_profile_id
      where parent.account_id = ${accountId}`,
  );
  return rows.map((r) => r.id);
}

/** Whether the profile's data is the account's own (ownPeopleOf, for one profile). */
export async function isOwnPerson(
  db: Queryable,
  accountId: string,
  profileId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userProfiles)
    .leftJoin(guardianLinks, eq(guardianLinks.studentProfileId, userProfiles.id))
    .leftJoin(parent, eq(parent.id, guardianLinks.parentProfileId))
    .where(
      and(
        eq(userProfiles.id, profileId),
        or(eq(userProfiles.accountId, accountId), eq(parent.accountId, accountId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The children looked after by any profile of the account, with their names. */
export async function childrenOfAccount(db: Queryable, accountId: string) {
  return db
    .selectDistinct({
      profileId: guardianLinks.studentProfileId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(guardianLinks)
    .innerJoin(parent, eq(parent.id, guardianLinks.parentProfileId))
    .innerJoin(userProfiles, eq(userProfiles.id, guardianLinks.studentProfileId))
    .where(eq(parent.accountId, accountId));
}

/** The guardians (parent profiles) of each of these students; a student with none is absent. */
export async function guardiansOf(
  db: Queryable,
  studentIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byStudent = new Map<string, string[]>();
  for (const slice of chunks([...new Set(studentIds)], 10_000)) {
    const rows = await db
      .select({ student: guardianLinks.studentProfileId, parent: guardianLinks.parentProfileId })
      .from(guardianLinks)
      .where(inArray(guardianLinks.studentProfileId, slice));
    for (const r of rows) byStudent.set(r.student, [...(byStudent.get(r.student) ?? []), r.parent]);
  }
  return byStudent;
}

/** The students and the parents who look after them: who hears of a student's exams and fees. */
export async function withGuardians(db: Queryable, studentIds: string[]): Promise<string[]> {
  const guardians = await guardiansOf(db, studentIds);
  return [...new Set([...studentIds, ...[...guardians.values()].flat()])];
}

/** Who hears of a student's money (audienceOf), from the student's guardians. */
export type FeeAudience = { guardians: string[]; student: boolean };

/**
 * Who hears of a student's money (fee reminders, payments received and reverted): the
 * guardians, who pay, and whoever paid (an online payer). The student only when they paid
 * themselves or no guardian is linked (an adult student, or a family without a parent account):
 * then they are the family's contact for fees. A child with an account of their own gets no
 * dunning and no receipts in their bell (issue 22: Rohan's bell got his father's "Payment
 * received"); they still see their dues in Upcoming Deadlines and Fee details.
 */
export function audienceOf(
  guardianIds: readonly string[],
  studentId: string,
  payerId?: string | null,
): FeeAudience {
  const guardians = new Set(guardianIds);
  if (payerId && payerId !== studentId) guardians.add(payerId);
  return { guardians: [...guardians], student: payerId === studentId || guardians.size === 0 };
}

/** A guardian as the office reaches them: name, relation and contact. */
export type GuardianContact = {
  studentId: string;
  profileId: string;
  name: string;
  relation: string;
  phone: string | null;
  email: string | null;
  address: string | null;
};

/**
 * The guardians of each of these students with their contact (phone, e-mail, address), each
 * student's in the order they were linked: a record's guardians, a contact sheet, an ID card's
 * phone, a defaulter's call. One read for a whole class.
 */
export async function guardianContactsOf(
  db: Queryable,
  studentIds: readonly string[],
): Promise<Map<string, GuardianContact[]>> {
  const byStudent = new Map<string, GuardianContact[]>();
  for (const slice of chunks([...new Set(studentIds)], 10_000)) {
    const rows = await selectRows<GuardianContact>(
      db,
      sql`select l.student_profile_id as "studentId", g.id as "profileId",
          trim(g.first_name || ' ' || g.last_name) as name, l.relation, g.phone, a.email,
          g.address
        from guardian_links l
        join user_profiles g on g.id = l.parent_profile_id
        join accounts a on a.id = g.account_id
        where l.student_profile_id in (${sql.join(
          slice.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by l.student_profile_id, l.created_at, g.id`,
    );
    for (const row of rows) {
      const own = byStudent.get(row.studentId);
      if (own) own.push(row);
      else byStudent.set(row.studentId, [row]);
    }
  }
  return byStudent;
}

import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import { selectRows } from '../../db/rows.js';
import {
  gatePasses,
  gatePassStudents,
  groups,
  guardianLinks,
  userProfiles,
} from '../../db/schema/index.js';

// Gate passes and their students; every read and write names the institute.

export type PassRow = typeof gatePasses.$inferSelect;
export type PassStudentRow = typeof gatePassStudents.$inferSelect;
const approver = alias(userProfiles, 'approver');
const creator = alias(userProfiles, 'creator');

function selectPasses(db: Queryable) {
  return db
    .select({ pass: gatePasses, approvedBy: personName(approver), createdBy: personName(creator) })
    .from(gatePasses)
    .leftJoin(approver, eq(approver.id, gatePasses.approvedByProfileId))
    .leftJoin(creator, eq(creator.id, gatePasses.createdByProfileId));
}
export type PassWithNames = Awaited<ReturnType<ReturnType<typeof selectPasses>['execute']>>[number];

export function passesOfDay(
  db: Queryable,
  instituteId: string,
  f: { day: string; status?: PassRow['status'] | undefined },
) {
  return selectPasses(db)
    .where(
      and(
        eq(gatePasses.instituteId, instituteId),
        eq(gatePasses.day, f.day),
        f.status ? eq(gatePasses.status, f.status) : undefined,
      ),
    )
    .orderBy(desc(gatePasses.number));
}

export async function findPass(db: Queryable, instituteId: string, id: string) {
  const [row] = await selectPasses(db).where(
    and(eq(gatePasses.instituteId, instituteId), eq(gatePasses.id, id)),
  );
  return row;
}

export async function findPassByCode(db: Queryable, instituteId: string, code: string) {
  const [row] = await selectPasses(db).where(
    and(eq(gatePasses.instituteId, instituteId), eq(gatePasses.code, code)),
  );
  return row;
}

/** The pass under its row lock: its consents and exit change one at a time. */
export async function lockPass(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(gatePasses)
    .where(and(eq(gatePasses.instituteId, instituteId), eq(gatePasses.id, id)))
    .for('update');
  return row;
}

/** The passes of the last days with a student a guardian looks after, newest first. */
export async function passIdsOfGuardian(
  db: Queryable,
  instituteId: string,
  guardianProfileId: string,
  sinceDay: string,
) {
  const rows = await db
    .selectDistinct({ id: gatePasses.id, number: gatePasses.number })
    .from(gatePasses)
    .innerJoin(gatePassStudents, eq(gatePassStudents.passId, gatePasses.id))
    .innerJoin(guardianLinks, eq(guardianLinks.studentProfileId, gatePassStudents.studentProfileId))
    .where(
      and(
        eq(gatePasses.instituteId, instituteId),
        eq(guardianLinks.parentProfileId, guardianProfileId),
        gte(gatePasses.day, sinceDay),
      ),
    )
    .orderBy(desc(gatePasses.number))
    .limit(50);
  return rows.map((r) => r.id);
}

export async function passesByIds(db: Queryable, instituteId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return selectPasses(db)
    .where(and(eq(gatePasses.instituteId, instituteId), inArray(gatePasses.id, [...ids])))
    .orderBy(desc(gatePasses.number));
}

const student = alias(userProfiles, 'student');
const decider = alias(userProfiles, 'decider');
const klass = alias(groups, 'klass');

/**
 * The students of these passes with their names and classes, in the pass's order, and whether
 * `viewer` (when given) is a guardian of each.
 */
export function studentsOfPasses(
  db: Queryable,
  instituteId: string,
  passIds: readonly string[],
  viewer: string | null = null,
) {
  if (passIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      row: gatePassStudents,
      name: personName(student),
      className: klass.name,
      decidedBy: personName(decider),
      viewerLooksAfter: sql<boolean>`exists (select 1 from ${guardianLinks}
        where ${guardianLinks.studentProfileId} = ${gatePassStudents.studentProfileId}
          and ${guardianLinks.parentProfileId} = ${viewer})`,
    })
    .from(gatePassStudents)
    .innerJoin(student, eq(student.id, gatePassStudents.studentProfileId))
    .leftJoin(klass, eq(klass.id, gatePassStudents.classId))
    .leftJoin(decider, eq(decider.id, gatePassStudents.decidedByProfileId))
    .where(
      and(
        eq(gatePassStudents.instituteId, instituteId),
        inArray(gatePassStudents.passId, [...passIds]),
      ),
    )
    .orderBy(asc(gatePassStudents.passId), asc(gatePassStudents.position));
}
export type StudentOfPass = Awaited<ReturnType<typeof studentsOfPasses>>[number];

export async function insertPass(db: Queryable, values: typeof gatePasses.$inferInsert) {
  const [row] = await db.insert(gatePasses).values(values).returning();
  if (!row) throw new Error('gate pass not written');
  return row;
}

export function insertPassStudents(db: Queryable, rows: (typeof gatePassStudents.$inferInsert)[]) {
  return db.insert(gatePassStudents).values(rows);
}

export function setConsent(
  db: Queryable,
  pass: { instituteId: string; id: string },
  studentProfileId: string,
  p: { consent: PassStudentRow['consent']; decidedByProfileId: string; decidedAt: Date },
) {
  return db
    .update(gatePassStudents)
    .set(p)
    .where(
      and(
        eq(gatePassStudents.instituteId, pass.instituteId),
        eq(gatePassStudents.passId, pass.id),
        eq(gatePassStudents.studentProfileId, studentProfileId),
      ),
    );
}

export function setPassStatus(
  db: Queryable,
  pass: { instituteId: string; id: string },
  values: Partial<Pick<PassRow, 'status' | 'exitedAt' | 'exitedByProfileId'>>,
) {
  return db
    .update(gatePasses)
    .set(values)
    .where(and(eq(gatePasses.instituteId, pass.instituteId), eq(gatePasses.id, pass.id)));
}

/** Every student of the pass still inside goes out now. */
export function markExited(db: Queryable, pass: { instituteId: string; id: string }, at: Date) {
  return db
    .update(gatePassStudents)
    .set({ exitedAt: at })
    .where(
      and(
        eq(gatePassStudents.instituteId, pass.instituteId),
        eq(gatePassStudents.passId, pass.id),
        isNull(gatePassStudents.exitedAt),
      ),
    );
}

/** The students' guardians with their names, relations and phones. */
export function guardiansWithNames(db: Queryable, studentIds: readonly string[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      studentProfileId: guardianLinks.studentProfileId,
      profileId: guardianLinks.parentProfileId,
      relation: guardianLinks.relation,
      name: personName(userProfiles),
      phone: userProfiles.phone,
    })
    .from(guardianLinks)
    .innerJoin(userProfiles, eq(userProfiles.id, guardianLinks.parentProfileId))
    .where(inArray(guardianLinks.studentProfileId, [...studentIds]))
    .orderBy(asc(guardianLinks.relation), asc(userProfiles.firstName));
}

/** Of these profiles, the institute's students with their class (a student of one class). */
export function studentsOfInstitute(db: Queryable, instituteId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRows<{ profileId: string; name: string; classId: string; className: string }>(
    db,
    sql`select distinct on (p.id) p.id as "profileId",
        trim(p.first_name || ' ' || p.last_name) as name, g.id as "classId", g.name as "className"
      from memberships m
      join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
      join groups g on g.id = m.group_id and g.type = 'CLASS' and g.super_group_id = ${instituteId}
      join user_profiles p on p.id = m.profile_id
      where m.profile_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by p.id, g.name`,
  );
}

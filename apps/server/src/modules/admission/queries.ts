import type { AdmissionStatus } from '@shala/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import {
  academicSessions,
  accounts,
  admissionApplications,
  admissionConfigs,
  admissionDocuments,
  groups,
  memberships,
  roles,
  storedFiles,
  userProfiles,
} from '../../db/schema/index.js';

export type ApplicationRow = typeof admissionApplications.$inferSelect;
export type ApplicationWithNames = ApplicationRow & {
  className: string;
  sessionName: string;
  documentCount: number;
};

export async function findInstitute(db: Queryable, instituteId: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, instituteId), eq(groups.type, 'INSTITUTE')))
    .limit(1);
  return row;
}

/** The classes of an institute, in name order. */
export async function classesOf(db: Queryable, instituteId: string) {
  return db
    .select()
    .from(groups)
    .where(and(eq(groups.superGroupId, instituteId), eq(groups.type, 'CLASS')))
    .orderBy(asc(groups.name));
}

/** A session by id, of whichever institute (the public form names its institute apart). */
export async function findSessionById(db: Queryable, sessionId: string) {
  const [row] = await db
    .select()
    .from(academicSessions)
    .where(eq(academicSessions.id, sessionId))
    .limit(1);
  return row;
}

export async function configsOf(db: Queryable, instituteId: string) {
  return db.select().from(admissionConfigs).where(eq(admissionConfigs.instituteId, instituteId));
}

export async function findConfig(db: Queryable, classId: string) {
  const [row] = await db
    .select()
    .from(admissionConfigs)
    .where(eq(admissionConfigs.classId, classId))
    .limit(1);
  return row;
}

/** The class's settings, locked until the transaction ends: seats are counted one decision at a time. */
export async function lockConfig(tx: Tx, classId: string) {
  const [row] = await tx
    .select()
    .from(admissionConfigs)
    .where(eq(admissionConfigs.classId, classId))
    .for('update')
    .limit(1);
  return row;
}

export async function upsertConfig(db: Queryable, values: typeof admissionConfigs.$inferInsert) {
  await db
    .insert(admissionConfigs)
    .values(values)
    .onConflictDoUpdate({
      target: admissionConfigs.classId,
      set: { seats: values.seats, instructions: values.instructions, updatedAt: values.updatedAt },
    });
}

export async function setAdmissionFlag(db: Queryable, classId: string, open: boolean) {
  await db.update(groups).set({ admissionConfigSet: open }).where(eq(groups.id, classId));
}

/** Applications of an institute's session per class and status. */
export async function countsByClass(db: Queryable, instituteId: string, sessionId: string) {
  return db
    .select({
      classId: admissionApplications.classId,
      status: admissionApplications.status,
      n: count(),
    })
    .from(admissionApplications)
    .where(
      and(
        eq(admissionApplications.instituteId, instituteId),
        eq(admissionApplications.sessionId, sessionId),
      ),
    )
    .groupBy(admissionApplications.classId, admissionApplications.status);
}

export async function countPending(db: Queryable, instituteId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(admissionApplications)
    .where(
      and(
        eq(admissionApplications.instituteId, instituteId),
        eq(admissionApplications.status, 'PENDING'),
      ),
    );
  return row?.n ?? 0;
}

export async function countAccepted(db: Queryable, classId: string, sessionId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(admissionApplications)
    .where(
      and(
        eq(admissionApplications.classId, classId),
        eq(admissionApplications.sessionId, sessionId),
        eq(admissionApplications.status, 'ACCEPTED'),
      ),
    );
  return row?.n ?? 0;
}

export async function insertApplication(
  db: Queryable,
  values: typeof admissionApplications.$inferInsert,
) {
  const [row] = await db.insert(admissionApplications).values(values).returning();
  if (!row) throw new Error('application insert returned nothing');
  return row;
}

export async function insertDocument(db: Queryable, applicationId: string, fileId: string) {
  await db.insert(admissionDocuments).values({ applicationId, fileId });
}

const documentCount = sql<number>`(select count(*)::int from ${admissionDocuments} where ${admissionDocuments.applicationId} = ${admissionApplications.id})`;

function withNames(db: Queryable) {
  return db
    .select({
      application: admissionApplications,
      className: groups.name,
      sessionName: academicSessions.name,
      documentCount,
    })
    .from(admissionApplications)
    .innerJoin(groups, eq(groups.id, admissionApplications.classId))
    .innerJoin(academicSessions, eq(academicSessions.id, admissionApplications.sessionId));
}

type Joined = {
  application: ApplicationRow;
  className: string;
  sessionName: string;
  documentCount: number;
};
const flatten = (r: Joined): ApplicationWithNames => ({
  ...r.application,
  className: r.className,
  sessionName: r.sessionName,
  documentCount: Number(r.documentCount),
});

export type ApplicationFilter = {
  instituteId: string;
  status?: AdmissionStatus | undefined;
  classId?: string | undefined;
  search?: string | undefined;
};

function filterOf(f: ApplicationFilter): SQL | undefined {
  const words = (f.search ?? '').trim();
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    eq(admissionApplications.instituteId, f.instituteId),
    f.status ? eq(admissionApplications.status, f.status) : undefined,
    f.classId ? eq(admissionApplications.classId, f.classId) : undefined,
    words
      ? or(
          ilike(
            sql`${admissionApplications.firstName} || ' ' || ${admissionApplications.lastName}`,
            like,
          ),
          ilike(admissionApplications.email, like),
          ilike(admissionApplications.phone, like),
        )
      : undefined,
  );
}

export async function listApplications(
  db: Queryable,
  filter: ApplicationFilter,
  page: { limit: number; offset: number },
) {
  const where = filterOf(filter);
  const rows = await withNames(db)
    .where(where)
    .orderBy(desc(admissionApplications.createdAt), desc(admissionApplications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(admissionApplications).where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/** One application of this institute; undefined for another institute's. */
export async function findApplication(db: Queryable, instituteId: string, id: string) {
  const [row] = await withNames(db)
    .where(
      and(eq(admissionApplications.id, id), eq(admissionApplications.instituteId, instituteId)),
    )
    .limit(1);
  return row ? flatten(row) : undefined;
}

/** Locks the application for a decision, so two staff cannot decide it at once. */
export async function lockApplication(tx: Tx, instituteId: string, id: string) {
  const [row] = await tx
    .select()
    .from(admissionApplications)
    .where(
      and(eq(admissionApplications.id, id), eq(admissionApplications.instituteId, instituteId)),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function updateApplication(
  tx: Tx,
  id: string,
  values: Partial<typeof admissionApplications.$inferInsert>,
) {
  await tx.update(admissionApplications).set(values).where(eq(admissionApplications.id, id));
}

export async function documentsOf(db: Queryable, applicationId: string) {
  return db
    .select({
      id: admissionDocuments.id,
      fileId: admissionDocuments.fileId,
      name: storedFiles.originalName,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(admissionDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, admissionDocuments.fileId))
    .where(eq(admissionDocuments.applicationId, applicationId))
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.originalName));
}

export async function findDocument(db: Queryable, applicationId: string, documentId: string) {
  const [row] = await db
    .select({ id: admissionDocuments.id, fileId: admissionDocuments.fileId })
    .from(admissionDocuments)
    .where(
      and(
        eq(admissionDocuments.id, documentId),
        eq(admissionDocuments.applicationId, applicationId),
      ),
    )
    .limit(1);
  return row;
}

export async function studentRoleOf(db: Queryable, instituteId: string) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.instituteId, instituteId), eq(roles.builtinKey, 'STUDENT')))
    .limit(1);
  return row;
}

export async function accountEmail(db: Queryable, accountId: string) {
  const [row] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.email;
}

/** Applications made with this e-mail, newest first, with the institute's name. */
export async function applicationsByEmail(db: Queryable, email: string) {
  const rows = await withNames(db)
    .where(sql`lower(${admissionApplications.email}) = ${email.toLowerCase()}`)
    .orderBy(desc(admissionApplications.createdAt))
    .limit(100);
  const flat = rows.map(flatten);
  const ids = [...new Set(flat.map((r) => r.instituteId))];
  const names = ids.length
    ? await db
        .select({ id: groups.id, name: groups.name })
        .from(groups)
        .where(inArray(groups.id, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return flat.map((r) => ({ ...r, instituteName: nameOf.get(r.instituteId) ?? '' }));
}

export async function findProfileOfAccount(db: Queryable, accountId: string, profileId: string) {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.id, profileId), eq(userProfiles.accountId, accountId)))
    .limit(1);
  return row;
}

/** A profile with its account (the applicant a signed-in account applied for). */
export async function findProfileWithAccount(db: Queryable, profileId: string) {
  const [row] = await db
    .select({ profile: userProfiles, account: accounts })
    .from(userProfiles)
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(eq(userProfiles.id, profileId))
    .limit(1);
  return row;
}

/** A membership, unless the profile already has it (then false). */
export async function addMembershipOnce(db: Queryable, values: typeof memberships.$inferInsert) {
  const rows = await db.insert(memberships).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

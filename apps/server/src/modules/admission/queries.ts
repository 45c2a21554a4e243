import type { AdmissionStatus } from '@shala/shared';
import { and, asc, count, desc, eq, gt, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import {
  academicSessions,
  admissionApplications,
  admissionConfigs,
  admissionDocuments,
  groups,
  storedFiles,
} from '../../db/schema/index.js';

// The admission tables: applications, their documents, and each class's admission settings.

export type ApplicationRow = typeof admissionApplications.$inferSelect;
export type ApplicationWithNames = ApplicationRow & {
  className: string;
  sessionName: string;
  documentCount: number;
};

/** The admission settings of the institute's classes. */
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

/** The statement keeps to the institute itself (defence in depth), not only the read before. */
export async function updateApplication(
  tx: Tx,
  instituteId: string,
  id: string,
  values: Partial<typeof admissionApplications.$inferInsert>,
) {
  await tx
    .update(admissionApplications)
    .set(values)
    .where(
      and(eq(admissionApplications.instituteId, instituteId), eq(admissionApplications.id, id)),
    );
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

/** Applications that gave this e-mail since `since` (the acknowledgement allowance). */
export async function countApplicationsFrom(db: Queryable, email: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(admissionApplications)
    .where(and(eq(admissionApplications.email, email), gt(admissionApplications.createdAt, since)));
  return row?.total ?? 0;
}

/** The bytes of documents anonymous applications from this address sent since `since`. */
export async function documentBytesFrom(db: Queryable, ip: string, since: Date) {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(admissionApplications)
    .innerJoin(admissionDocuments, eq(admissionDocuments.applicationId, admissionApplications.id))
    .innerJoin(storedFiles, eq(storedFiles.id, admissionDocuments.fileId))
    .where(and(eq(admissionApplications.ip, ip), gt(admissionApplications.createdAt, since)));
  return Number(row?.used ?? 0);
}

/** The document files of applications rejected before `cutoff`. */
export async function rejectedDocumentFiles(db: Queryable, cutoff: Date) {
  return db
    .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
    .from(admissionApplications)
    .innerJoin(admissionDocuments, eq(admissionDocuments.applicationId, admissionApplications.id))
    .innerJoin(storedFiles, eq(storedFiles.id, admissionDocuments.fileId))
    .where(
      and(
        eq(admissionApplications.status, 'REJECTED'),
        lt(admissionApplications.decidedAt, cutoff),
      ),
    );
}

/** Who applied, and for which class: what the decision's notification says. */
export async function applicantOf(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select({
      applicantProfileId: admissionApplications.applicantProfileId,
      firstName: admissionApplications.firstName,
      lastName: admissionApplications.lastName,
      classId: admissionApplications.classId,
      className: groups.name,
      sessionName: academicSessions.name,
      decisionReason: admissionApplications.decisionReason,
    })
    .from(admissionApplications)
    .innerJoin(groups, eq(groups.id, admissionApplications.classId))
    .innerJoin(academicSessions, eq(academicSessions.id, admissionApplications.sessionId))
    .where(
      and(eq(admissionApplications.id, id), eq(admissionApplications.instituteId, instituteId)),
    );
  return row;
}

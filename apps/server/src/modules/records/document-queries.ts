import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import { storedFiles, studentDocuments, userProfiles } from '../../db/schema/index.js';

const uploader = alias(userProfiles, 'uploader');
const checker = alias(userProfiles, 'checker');

/** A person's documents in the institute, the newest first, with who uploaded and checked them. */
export function documentsOf(db: Queryable, instituteId: string, profileId: string) {
  return db
    .select({
      id: studentDocuments.id,
      kind: studentDocuments.kind,
      title: studentDocuments.title,
      fileId: studentDocuments.fileId,
      fileName: storedFiles.originalName,
      mimeType: storedFiles.mimeType,
      sizeBytes: storedFiles.sizeBytes,
      uploadedByAccountId: studentDocuments.uploadedByAccountId,
      uploadedBy: personName(uploader),
      uploadedAt: studentDocuments.uploadedAt,
      verifiedBy: personName(checker),
      verifiedAt: studentDocuments.verifiedAt,
    })
    .from(studentDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, studentDocuments.fileId))
    .leftJoin(uploader, eq(uploader.id, studentDocuments.uploadedByProfileId))
    .leftJoin(checker, eq(checker.id, studentDocuments.verifiedByProfileId))
    .where(
      and(eq(studentDocuments.instituteId, instituteId), eq(studentDocuments.profileId, profileId)),
    )
    .orderBy(desc(studentDocuments.uploadedAt), desc(studentDocuments.id));
}
export type DocumentRow = Awaited<ReturnType<typeof documentsOf>>[number];

/** One document of the person in the institute; another's id is not theirs. */
export async function findDocument(
  db: Queryable,
  instituteId: string,
  profileId: string,
  id: string,
) {
  const [row] = await db
    .select()
    .from(studentDocuments)
    .where(
      and(
        eq(studentDocuments.id, id),
        eq(studentDocuments.instituteId, instituteId),
        eq(studentDocuments.profileId, profileId),
      ),
    );
  return row;
}

export async function countDocuments(db: Queryable, instituteId: string, profileId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(studentDocuments)
    .where(
      and(eq(studentDocuments.instituteId, instituteId), eq(studentDocuments.profileId, profileId)),
    );
  return row?.n ?? 0;
}

export async function insertDocument(db: Queryable, values: typeof studentDocuments.$inferInsert) {
  const [row] = await db.insert(studentDocuments).values(values).returning();
  if (!row) throw new Error('document not inserted');
  return row;
}

/** The office has checked it: once, so two checks at once leave the first's name. */
export async function markVerified(
  db: Queryable,
  instituteId: string,
  id: string,
  by: string,
  at: Date,
) {
  const rows = await db
    .update(studentDocuments)
    .set({ verifiedByProfileId: by, verifiedAt: at })
    .where(
      and(
        eq(studentDocuments.id, id),
        eq(studentDocuments.instituteId, instituteId),
        sql`${studentDocuments.verifiedAt} is null`,
      ),
    )
    .returning({ id: studentDocuments.id });
  return rows.length > 0;
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import { certificateCounters, issuedCertificates, userProfiles } from '../../db/schema/index.js';

type Kind = (typeof issuedCertificates.$inferSelect)['kind'];

/** The next number of the institute's book of this kind: one upsert, so none is given twice. */
export async function nextCertificateNumber(db: Queryable, instituteId: string, kind: Kind) {
  const [row] = await db
    .insert(certificateCounters)
    .values({ instituteId, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [certificateCounters.instituteId, certificateCounters.kind],
      set: { lastNumber: sql`${certificateCounters.lastNumber} + 1` },
    })
    .returning({ number: certificateCounters.lastNumber });
  if (!row) throw new Error('certificate number not taken');
  return row.number;
}

export async function insertCertificate(
  db: Queryable,
  values: typeof issuedCertificates.$inferInsert,
) {
  const [row] = await db.insert(issuedCertificates).values(values).returning();
  if (!row) throw new Error('certificate not inserted');
  return row;
}

const columns = {
  id: issuedCertificates.id,
  kind: issuedCertificates.kind,
  number: issuedCertificates.number,
  contents: issuedCertificates.contents,
  issuedAt: issuedCertificates.issuedAt,
  issuedBy: personName(userProfiles),
};

/** The person's certificates of the institute, the latest first. */
export function certificatesOf(db: Queryable, instituteId: string, profileId: string) {
  return db
    .select(columns)
    .from(issuedCertificates)
    .leftJoin(userProfiles, eq(userProfiles.id, issuedCertificates.issuedByProfileId))
    .where(
      and(
        eq(issuedCertificates.instituteId, instituteId),
        eq(issuedCertificates.profileId, profileId),
      ),
    )
    .orderBy(desc(issuedCertificates.issuedAt), desc(issuedCertificates.number));
}
export type CertificateRow = Awaited<ReturnType<typeof certificatesOf>>[number];

export async function findCertificate(
  db: Queryable,
  instituteId: string,
  profileId: string,
  id: string,
) {
  const [row] = await db
    .select(columns)
    .from(issuedCertificates)
    .leftJoin(userProfiles, eq(userProfiles.id, issuedCertificates.issuedByProfileId))
    .where(
      and(
        eq(issuedCertificates.id, id),
        eq(issuedCertificates.instituteId, instituteId),
        eq(issuedCertificates.profileId, profileId),
      ),
    );
  return row;
}

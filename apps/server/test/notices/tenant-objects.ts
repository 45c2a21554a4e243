import { asc, eq } from 'drizzle-orm';
import {
  noticeAttachments,
  noticeRecipients,
  notices,
  noticeTargets,
} from '../../src/db/schema/index.js';
import { storeFile } from '../../src/files/uploads.js';
import type { TestContext } from '../support/app.js';
import { PDF } from './notice-school.js';

/**
 * Notice objects of an institute for the cross-tenant walk (platform/cross-tenant-objects.test.ts):
 * a notice to its class with its student as recipient and a PDF attached. Named from another
 * institute, each must be refused there, and nothing of them shown.
 */
export async function noticeObjectsOf(
  t: TestContext,
  p: { instituteId: string; classId: string; studentProfileId: string; posterProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const [notice] = await db
    .insert(notices)
    .values({
      instituteId: p.instituteId,
      title: 'Their secret circular',
      body: 'Only for their class.',
      audience: 'CLASSES',
      publishAt: now,
      postedBy: p.posterProfileId,
      notifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!notice) throw new Error('notice not created');
  await db.insert(noticeTargets).values({ noticeId: notice.id, targetId: p.classId });
  await db.insert(noticeRecipients).values({
    noticeId: notice.id,
    profileId: p.studentProfileId,
    instituteId: p.instituteId,
  });
  const file = await storeFile(db, t.app.ctx.files, now, {
    file: { fieldname: 'files', filename: 'their-circular.pdf', bytes: PDF },
    kind: 'pdf',
    purpose: 'notice-attachment',
    instituteId: p.instituteId,
    ownerAccountId: null,
  });
  await db.insert(noticeAttachments).values({ noticeId: notice.id, fileId: file.id, position: 0 });
  return {
    noticeId: notice.id,
    fileId: file.id,
    /** What no answer to another institute may show. */
    markers: [notice.id, file.id, 'Their secret circular', 'their-circular.pdf'],
  };
}

/** The institute's notice rows, to compare before and after the walk. */
export async function noticeRowsOf(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  return {
    notices: await db
      .select()
      .from(notices)
      .where(eq(notices.instituteId, instituteId))
      .orderBy(asc(notices.id)),
    recipients: await db
      .select()
      .from(noticeRecipients)
      .where(eq(noticeRecipients.instituteId, instituteId))
      .orderBy(asc(noticeRecipients.profileId)),
  };
}

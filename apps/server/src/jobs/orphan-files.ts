import { and, eq, exists, gt, isNull, lt, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  admissionDocuments,
  chatMessages,
  examAnswers,
  examQuestions,
  groups,
  storedFiles,
  userProfiles,
} from '../db/schema/index.js';
import { removeStoredFiles } from '../files/file-transaction.js';
import type { FileStorage } from '../files/storage.js';
import type { Clock } from '../lib/clock.js';
import { DOCUMENT_PURPOSE } from '../modules/admission/index.js';
import { CHAT_MEDIA_PURPOSE } from '../modules/chat/index.js';
import { ANSWER_IMAGE_PURPOSE, QUESTION_IMAGE_PURPOSE } from '../modules/exams/index.js';
import { LOGO_PURPOSE } from '../modules/institutes/index.js';
import { PHOTO_PURPOSE } from '../modules/profiles/index.js';

/**
 * Files younger than this are never swept: their upload's transaction may not have committed
 * yet (bytes are written before their row), and a day costs little disk.
 */
export const ORPHAN_GRACE_HOURS = 24;

type SweepDeps = { db: Db; storage: FileStorage; clock: Clock };

/**
 * Deletes stored files nothing uses any more: rows whose owner no longer names them (a photo no
 * profile shows, a logo older than the institute's newest, a document of no application, a chat
 * image no message names or only deleted ones do, an answer image no answer names, a question
 * image no question names) and bytes in storage that no row names (left by a crash between
 * writing and committing). Every purpose is swept (security review 2, M4: chat and answer images
 * were exempt). Returns how many rows and stray files went.
 */
export async function sweepOrphanFiles(deps: SweepDeps): Promise<{ rows: number; bytes: number }> {
  const cutoff = new Date(deps.clock.now().getTime() - ORPHAN_GRACE_HOURS * 3_600_000);
  const rows = await removeStoredFiles(deps.db, deps.storage, await orphanRows(deps.db, cutoff));
  const bytes = await sweepUnrecordedBytes(deps, cutoff);
  return { rows, bytes };
}

async function orphanRows(db: Db, cutoff: Date) {
  const newer = alias(storedFiles, 'newer');
  const photoShown = db
    .select({ one: sql`1` })
    .from(userProfiles)
    .where(sql`${userProfiles.photoLocation} like '%v=' || ${storedFiles.id}::text`);
  const newerLogo = db
    .select({ one: sql`1` })
    .from(newer)
    .where(
      and(
        eq(newer.purpose, LOGO_PURPOSE),
        eq(newer.instituteId, storedFiles.instituteId),
        gt(newer.createdAt, storedFiles.createdAt),
      ),
    );
  const instituteExists = db
    .select({ one: sql`1` })
    .from(groups)
    .where(eq(groups.id, storedFiles.instituteId));
  const documentOfApplication = db
    .select({ one: sql`1` })
    .from(admissionDocuments)
    .where(eq(admissionDocuments.fileId, storedFiles.id));
  // An image uploaded for a message that was never sent, or whose messages were all deleted.
  const imageOfMessage = db
    .select({ one: sql`1` })
    .from(chatMessages)
    .where(and(eq(chatMessages.mediaFileId, storedFiles.id), isNull(chatMessages.deletedAt)));
  // An answer's image a newer one replaced (left by two saves at once, or before replacing
  // deleted it), or of an answer no longer kept.
  const imageOfAnswer = db
    .select({ one: sql`1` })
    .from(examAnswers)
    .where(eq(examAnswers.fileId, storedFiles.id));
  const imageOfQuestion = db
    .select({ one: sql`1` })
    .from(examQuestions)
    .where(eq(examQuestions.fileId, storedFiles.id));
  return db
    .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(
      and(
        lt(storedFiles.createdAt, cutoff),
        or(
          and(eq(storedFiles.purpose, PHOTO_PURPOSE), not(exists(photoShown))),
          and(
            eq(storedFiles.purpose, LOGO_PURPOSE),
            or(isNull(storedFiles.instituteId), not(exists(instituteExists)), exists(newerLogo)),
          ),
          and(eq(storedFiles.purpose, DOCUMENT_PURPOSE), not(exists(documentOfApplication))),
          and(eq(storedFiles.purpose, CHAT_MEDIA_PURPOSE), not(exists(imageOfMessage))),
          and(eq(storedFiles.purpose, ANSWER_IMAGE_PURPOSE), not(exists(imageOfAnswer))),
          and(eq(storedFiles.purpose, QUESTION_IMAGE_PURPOSE), not(exists(imageOfQuestion))),
        ),
      ),
    );
}

/** Bytes in storage with no row, older than the grace period. */
async function sweepUnrecordedBytes(deps: SweepDeps, cutoff: Date): Promise<number> {
  const objects = await deps.storage.list();
  if (objects.length === 0) return 0;
  const recorded = new Set(
    (await deps.db.select({ key: storedFiles.storageKey }).from(storedFiles)).map((r) => r.key),
  );
  let removed = 0;
  for (const object of objects) {
    if (recorded.has(object.key) || object.modifiedAt >= cutoff) continue;
    await deps.storage.delete(object.key).catch(() => {});
    removed += 1;
  }
  return removed;
}

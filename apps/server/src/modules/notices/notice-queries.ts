import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import {
  noticeAttachments,
  noticeRecipients,
  notices,
  noticeTargets,
  storedFiles,
} from '../../db/schema/index.js';

// The notices' own tables: the notice, what it names, its recipients and its attachments.

export type NoticeRow = typeof notices.$inferSelect;
export type NewNotice = typeof notices.$inferInsert;

export async function insertNotice(tx: Tx, values: NewNotice): Promise<NoticeRow> {
  const [row] = await tx.insert(notices).values(values).returning();
  if (!row) throw new Error('notice insert returned nothing');
  return row;
}

/** The institute's notice, held until the transaction ends (a change, the publish job). */
export async function lockNotice(tx: Tx, instituteId: string, id: string) {
  const [row] = await tx
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.instituteId, instituteId)))
    .for('update');
  return row;
}

export async function findNotice(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.instituteId, instituteId)));
  return row;
}

export async function updateNotice(
  tx: Tx,
  instituteId: string,
  id: string,
  values: Partial<NewNotice>,
): Promise<NoticeRow> {
  const [row] = await tx
    .update(notices)
    .set(values)
    .where(and(eq(notices.id, id), eq(notices.instituteId, instituteId)))
    .returning();
  if (!row) throw new Error('notice update returned nothing');
  return row;
}

export async function deleteNotice(tx: Tx, instituteId: string, id: string): Promise<void> {
  await tx.delete(notices).where(and(eq(notices.id, id), eq(notices.instituteId, instituteId)));
}

/** Replaces what the notice names. */
export async function setTargets(tx: Tx, noticeId: string, targetIds: readonly string[]) {
  await tx.delete(noticeTargets).where(eq(noticeTargets.noticeId, noticeId));
  if (targetIds.length > 0) {
    await tx.insert(noticeTargets).values(targetIds.map((targetId) => ({ noticeId, targetId })));
  }
}

export async function targetIdsOf(db: Queryable, noticeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: noticeTargets.targetId })
    .from(noticeTargets)
    .where(eq(noticeTargets.noticeId, noticeId));
  return rows.map((r) => r.id);
}

/** The names of what each notice names (a class, a role or a person), in name order. */
export async function targetNamesOf(db: Queryable, noticeIds: readonly string[]) {
  if (noticeIds.length === 0) return new Map<string, { id: string; name: string }[]>();
  const rows = await selectRows<{ noticeId: string; id: string; name: string | null }>(
    db,
    sql`select t.notice_id as "noticeId", t.target_id as id,
               coalesce(g.name, r.name, p.first_name || ' ' || p.last_name) as name
          from notice_targets t
          left join groups g on g.id = t.target_id
          left join roles r on r.id = t.target_id
          left join user_profiles p on p.id = t.target_id
         where t.notice_id in (${sql.join(
           noticeIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
         order by name`,
  );
  const byNotice = new Map<string, { id: string; name: string }[]>();
  for (const r of rows) {
    const list = byNotice.get(r.noticeId) ?? [];
    list.push({ id: r.id, name: r.name ?? 'Someone no longer here' });
    byNotice.set(r.noticeId, list);
  }
  return byNotice;
}

/**
 * Settles who the notice is for: those who stay keep when they read it, those no longer in the
 * audience leave, newcomers join unread.
 */
export async function setRecipients(
  tx: Tx,
  notice: Pick<NoticeRow, 'id' | 'instituteId'>,
  profileIds: readonly string[],
): Promise<void> {
  const keep = [...new Set(profileIds)];
  await tx.delete(noticeRecipients).where(
    and(
      eq(noticeRecipients.noticeId, notice.id),
      keep.length > 0
        ? sql`${noticeRecipients.profileId} not in (${sql.join(
            keep.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : undefined,
    ),
  );
  for (let i = 0; i < keep.length; i += 1000) {
    await tx
      .insert(noticeRecipients)
      .values(
        keep.slice(i, i + 1000).map((profileId) => ({
          noticeId: notice.id,
          profileId,
          instituteId: notice.instituteId,
        })),
      )
      .onConflictDoNothing();
  }
}

export async function recipientIdsOf(db: Queryable, noticeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: noticeRecipients.profileId })
    .from(noticeRecipients)
    .where(eq(noticeRecipients.noticeId, noticeId));
  return rows.map((r) => r.id);
}

/** Attaches the files in their order, after the `after` the notice has. */
export async function attachFiles(tx: Tx, noticeId: string, fileIds: readonly string[], after = 0) {
  if (fileIds.length === 0) return;
  await tx
    .insert(noticeAttachments)
    .values(fileIds.map((fileId, i) => ({ noticeId, fileId, position: after + i })));
}

/** The notices' attachments with their stored file's name, type and size, in order. */
export async function attachmentsOf(db: Queryable, noticeIds: readonly string[]) {
  if (noticeIds.length === 0) return [];
  return db
    .select({
      noticeId: noticeAttachments.noticeId,
      id: storedFiles.id,
      name: storedFiles.originalName,
      mimeType: storedFiles.mimeType,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(noticeAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, noticeAttachments.fileId))
    .where(inArray(noticeAttachments.noticeId, [...noticeIds]))
    .orderBy(noticeAttachments.noticeId, noticeAttachments.position);
}

/** Scheduled notices whose time has come and whose recipients were not yet told, oldest first. */
export async function duePublications(db: Queryable, now: Date) {
  return db
    .select({ id: notices.id, instituteId: notices.instituteId })
    .from(notices)
    .where(
      and(
        sql`${notices.notifiedAt} is null`,
        sql`${notices.archivedAt} is null`,
        sql`${notices.publishAt} <= ${now}`,
      ),
    )
    .orderBy(notices.publishAt)
    .limit(200);
}

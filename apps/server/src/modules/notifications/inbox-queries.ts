import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { chunks } from '../../db/chunks.js';
import type { Queryable } from '../../db/client.js';
import { notificationSettings, notifications } from '../../db/schema/index.js';

// The notifications table: one row per recipient profile, sharing the raising event's id.

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Inserts the rows; one already raised with the same dedupe key is skipped. */
export async function insertNotifications(db: Queryable, rows: NewNotification[]) {
  const inserted: { id: string; profileId: string; eventId: string }[] = [];
  for (const slice of chunks(rows)) {
    inserted.push(
      ...(await db.insert(notifications).values(slice).onConflictDoNothing().returning({
        id: notifications.id,
        profileId: notifications.profileId,
        eventId: notifications.eventId,
      })),
    );
  }
  return inserted;
}

/** The choices of those of `profileIds` that ever chose (no row: app and e-mail on). */
export async function settingsOf(db: Queryable, profileIds: string[]) {
  if (profileIds.length === 0) return new Map<string, { app: boolean; email: boolean }>();
  const rows: (typeof notificationSettings.$inferSelect)[] = [];
  for (const slice of chunks(profileIds, 10_000)) {
    rows.push(
      ...(await db
        .select()
        .from(notificationSettings)
        .where(inArray(notificationSettings.profileId, slice))),
    );
  }
  return new Map(
    rows.map((r) => [r.profileId, { app: r.appNotifications, email: r.emailNotifications }]),
  );
}

export async function pageOf(db: Queryable, profileId: string, page: number, size: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.profileId, profileId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size)
    .offset((page - 1) * size);
}

export async function countsOf(db: Queryable, profileId: string) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where not ${notifications.visited})`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.profileId, profileId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function findOwn(db: Queryable, profileId: string, id: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.profileId, profileId)));
  return row;
}

export async function markRead(db: Queryable, profileId: string, id: string, at: Date) {
  const [row] = await db
    .update(notifications)
    .set({ visited: true, readAt: sql`coalesce(${notifications.readAt}, ${at})` })
    .where(and(eq(notifications.id, id), eq(notifications.profileId, profileId)))
    .returning();
  return row;
}

export async function markAllRead(db: Queryable, profileId: string, at: Date) {
  const rows = await db
    .update(notifications)
    .set({ visited: true, readAt: at })
    .where(and(eq(notifications.profileId, profileId), eq(notifications.visited, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** An event's rows for some of its recipients (the live fan-out, the push job). */
export async function rowsOfEvent(db: Queryable, eventId: string, profileIds?: string[]) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.eventId, eventId),
        profileIds ? inArray(notifications.profileId, profileIds) : undefined,
      ),
    );
}

/** What the profile received after `since`, oldest first (a reconnect's catch-up). */
export async function createdSince(db: Queryable, profileId: string, since: Date, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.profileId, profileId), gt(notifications.createdAt, since)))
    .orderBy(notifications.createdAt)
    .limit(limit);
}

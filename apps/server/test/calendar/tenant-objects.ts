import { asc, eq, inArray, or } from 'drizzle-orm';
import {
  calendarEventClasses,
  calendarEvents,
  calendarFeeds,
  todos,
} from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';

/**
 * Calendar objects of an institute for the cross-tenant walk (platform/cross-tenant-objects.test.ts):
 * a school event for its class, and its student's personal event, to-do and .ics link. Named
 * from another institute, each must be refused there, and nothing of them shown.
 */
export async function calendarObjectsOf(
  t: TestContext,
  p: { instituteId: string; classId: string; studentProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const times = { startsAt: now, endsAt: new Date(now.getTime() + 3_600_000) };
  const [event] = await db
    .insert(calendarEvents)
    .values({
      instituteId: p.instituteId,
      title: 'Their Annual Day',
      ...times,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!event) throw new Error('event not created');
  await db
    .insert(calendarEventClasses)
    .values({ eventId: event.id, classId: p.classId, instituteId: p.instituteId });
  const [personal] = await db
    .insert(calendarEvents)
    .values({
      ownerProfileId: p.studentProfileId,
      title: 'Their Dentist',
      ...times,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!personal) throw new Error('personal event not created');
  const [todo] = await db
    .insert(todos)
    .values({
      profileId: p.studentProfileId,
      title: 'Their Homework',
      dueAt: times.endsAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!todo) throw new Error('to-do not created');
  await db
    .insert(calendarFeeds)
    .values({ profileId: p.studentProfileId, tokenHash: 'their-feed-hash', createdAt: now });
  return {
    eventId: event.id,
    personalEventId: personal.id,
    todoId: todo.id,
    /** What no answer to another institute may show. */
    markers: [
      event.id,
      personal.id,
      todo.id,
      'Their Annual Day',
      'Their Dentist',
      'Their Homework',
    ],
  };
}

/** The institute's calendar rows and its student's, to compare before and after the walk. */
export async function calendarRowsOf(t: TestContext, instituteId: string, profileId: string) {
  const db = t.app.deps.database.db;
  return {
    events: await db
      .select()
      .from(calendarEvents)
      .where(
        or(
          eq(calendarEvents.instituteId, instituteId),
          eq(calendarEvents.ownerProfileId, profileId),
        ),
      )
      .orderBy(asc(calendarEvents.id)),
    classes: await db
      .select()
      .from(calendarEventClasses)
      .where(inArray(calendarEventClasses.instituteId, [instituteId])),
    todos: await db.select().from(todos).where(eq(todos.profileId, profileId)),
    feeds: await db.select().from(calendarFeeds).where(eq(calendarFeeds.profileId, profileId)),
  };
}

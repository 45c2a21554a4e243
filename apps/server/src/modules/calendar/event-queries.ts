import { and, asc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  calendarEventClasses,
  calendarEvents,
  groups,
  memberships,
  userProfiles,
} from '../../db/schema/index.js';

export type EventRow = typeof calendarEvents.$inferSelect;
export type EventWithClasses = EventRow & {
  classes: { id: string; name: string }[];
  createdBy: string | null;
};

const overlapping = (from: Date, to: Date) =>
  and(lt(calendarEvents.startsAt, to), gt(calendarEvents.endsAt, from));

/** The events' classes and makers' names, one statement each, keeping the events' order. */
async function withClasses(db: Queryable, rows: EventRow[]): Promise<EventWithClasses[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const classRows = await db
    .select({ eventId: calendarEventClasses.eventId, id: groups.id, name: groups.name })
    .from(calendarEventClasses)
    .innerJoin(groups, eq(groups.id, calendarEventClasses.classId))
    .where(inArray(calendarEventClasses.eventId, ids))
    .orderBy(asc(groups.name));
  const makers = [
    ...new Set(rows.flatMap((r) => (r.createdByProfileId ? [r.createdByProfileId] : []))),
  ];
  const names = new Map(
    makers.length === 0
      ? []
      : (
          await db
            .select({
              id: userProfiles.id,
              first: userProfiles.firstName,
              last: userProfiles.lastName,
            })
            .from(userProfiles)
            .where(inArray(userProfiles.id, makers))
        ).map((p) => [p.id, [p.first, p.last].filter(Boolean).join(' ')]),
  );
  return rows.map((r) => ({
    ...r,
    classes: classRows.filter((c) => c.eventId === r.id).map(({ id, name }) => ({ id, name })),
    createdBy: r.createdByProfileId ? (names.get(r.createdByProfileId) ?? null) : null,
  }));
}

/** A school event of the institute, or none (another institute's is none too). */
export async function findSchoolEvent(db: Queryable, instituteId: string, id: string) {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.instituteId, instituteId)))
    .limit(1);
  return (await withClasses(db, rows))[0];
}

/** The institute's school events ending after `from`, soonest first (its own list). */
export async function schoolEventsFrom(db: Queryable, instituteId: string, from: Date) {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.instituteId, instituteId), gt(calendarEvents.endsAt, from)))
    .orderBy(asc(calendarEvents.startsAt))
    .limit(300);
  return withClasses(db, rows);
}

/**
 * Shown school events overlapping [from, to): of each institute of `wholeInstitutes`, those for
 * the whole institute; of each institute of `allClassesOf`, every one; and those for any class
 * of `classIds`.
 */
export async function visibleSchoolEvents(
  db: Queryable,
  seen: { wholeInstitutes: string[]; allClassesOf: string[]; classIds: string[] },
  from: Date,
  to: Date,
) {
  const forClass = sql`exists (select 1 from ${calendarEventClasses} c where c.event_id = ${calendarEvents.id})`;
  const ways: SQL[] = [];
  if (seen.wholeInstitutes.length > 0)
    ways.push(
      and(inArray(calendarEvents.instituteId, seen.wholeInstitutes), sql`not ${forClass}`) as SQL,
    );
  if (seen.allClassesOf.length > 0)
    ways.push(inArray(calendarEvents.instituteId, seen.allClassesOf));
  if (seen.classIds.length > 0)
    ways.push(
      inArray(
        calendarEvents.id,
        db
          .select({ id: calendarEventClasses.eventId })
          .from(calendarEventClasses)
          .where(inArray(calendarEventClasses.classId, seen.classIds)),
      ),
    );
  if (ways.length === 0) return [];
  return db
    .select()
    .from(calendarEvents)
    .where(and(or(...ways), eq(calendarEvents.disabled, false), overlapping(from, to)))
    .orderBy(asc(calendarEvents.startsAt))
    .limit(500);
}

/** The classes each of these events is for (none: the whole institute), by event. */
export async function classIdsOfEvents(db: Queryable, eventIds: readonly string[]) {
  const byEvent = new Map<string, string[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({ eventId: calendarEventClasses.eventId, classId: calendarEventClasses.classId })
    .from(calendarEventClasses)
    .where(inArray(calendarEventClasses.eventId, [...eventIds]));
  for (const r of rows) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), r.classId]);
  return byEvent;
}

/** The profile's personal events overlapping [from, to). */
export async function personalEventsOf(db: Queryable, profileId: string, from: Date, to: Date) {
  return db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.ownerProfileId, profileId), overlapping(from, to)))
    .orderBy(asc(calendarEvents.startsAt))
    .limit(500);
}

export async function findPersonalEvent(db: Queryable, profileId: string, id: string) {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.ownerProfileId, profileId)))
    .limit(1);
  return row;
}

type EventValues = Pick<
  EventRow,
  'title' | 'description' | 'location' | 'allDay' | 'startsAt' | 'endsAt'
>;

export async function insertEvent(
  db: Queryable,
  values: EventValues & Pick<EventRow, 'instituteId' | 'ownerProfileId' | 'createdByProfileId'>,
  now: Date,
) {
  const [row] = await db
    .insert(calendarEvents)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('event not written');
  return row;
}

/** Changes an event of this owner (institute or profile); undefined when it is not theirs. */
export async function updateEvent(
  db: Queryable,
  owner: { instituteId: string } | { profileId: string },
  id: string,
  values: Partial<EventValues & Pick<EventRow, 'disabled'>>,
  now: Date,
) {
  const [row] = await db
    .update(calendarEvents)
    .set({ ...values, updatedAt: now })
    .where(and(eq(calendarEvents.id, id), ownedBy(owner)))
    .returning();
  return row;
}

export async function deleteEvent(
  db: Queryable,
  owner: { instituteId: string } | { profileId: string },
  id: string,
) {
  const rows = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, id), ownedBy(owner)))
    .returning({ id: calendarEvents.id });
  return rows.length > 0;
}

const ownedBy = (owner: { instituteId: string } | { profileId: string }) =>
  'instituteId' in owner
    ? eq(calendarEvents.instituteId, owner.instituteId)
    : eq(calendarEvents.ownerProfileId, owner.profileId);

/** Sets the classes a school event is for (none: the whole institute). */
export async function replaceEventClasses(
  db: Queryable,
  eventId: string,
  instituteId: string,
  classIds: string[],
) {
  await db.delete(calendarEventClasses).where(eq(calendarEventClasses.eventId, eventId));
  if (classIds.length === 0) return;
  await db
    .insert(calendarEventClasses)
    .values(classIds.map((classId) => ({ eventId, classId, instituteId })));
}

/** Which of these ids are classes of the institute. */
export async function classesOfInstitute(db: Queryable, instituteId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(inArray(groups.id, ids), eq(groups.type, 'CLASS'), eq(groups.superGroupId, instituteId)),
    );
  return new Set(rows.map((r) => r.id));
}

/** The names of these classes of the institute. */
export async function namesOfClasses(db: Queryable, instituteId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: groups.name })
    .from(groups)
    .where(and(inArray(groups.id, ids), eq(groups.superGroupId, instituteId)));
  return rows.map((r) => r.name);
}

/**
 * The classes these profiles are members of in a session in view (none, or the institute's
 * active one): a child's classes are the calendar's classes of its parent.
 */
export async function classesOfPeople(db: Queryable, profileIds: readonly string[]) {
  if (profileIds.length === 0) return [];
  const institute = sql`(select i.active_session_id from groups i where i.id = ${groups.superGroupId})`;
  return db
    .selectDistinct({ classId: groups.id, instituteId: groups.superGroupId })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(
      and(
        inArray(memberships.profileId, [...profileIds]),
        eq(groups.type, 'CLASS'),
        or(isNull(memberships.sessionId), eq(memberships.sessionId, institute)),
      ),
    );
}

import { INDIA_OFFSET_MS, indiaDay, indiaDayEnd, indiaDayStart } from '@shala/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { calendarEventClasses, calendarEvents, groups, todos } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import { addOnce } from './once.js';
import { sportsDayOf } from './sports-day.js';

/**
 * Demo Public School's calendar (issue 24 §4), around the seed's clock: Annual Day and Sports
 * Day for the whole school, a PTM for the primary classes (Class 3 A, where Priya's Aarav is,
 * and Class 5 A, Asha's), personal events and to-dos of the demo accounts (Priya's reminder
 * tomorrow morning). Priya's calendar also shows her children's exam windows and fee due dates,
 * which the exams and fees declare.
 */

const DAY_MS = 86_400_000;
/** The instant of `hh:mm` in India, `days` after the clock's day. */
const at = (now: Date, days: number, time: string) =>
  new Date(
    Date.parse(`${indiaDay(new Date(now.getTime() + days * DAY_MS))}T${time}:00Z`) -
      INDIA_OFFSET_MS,
  );
/** All day, from the start of the first day to the start of the day after the last (India). */
const days = (now: Date, first: number, last = first) => ({
  allDay: true,
  startsAt: indiaDayStart(indiaDay(new Date(now.getTime() + first * DAY_MS))),
  endsAt: indiaDayEnd(indiaDay(new Date(now.getTime() + last * DAY_MS))),
});
const timed = (now: Date, day: number, from: string, to: string) => ({
  allDay: false,
  startsAt: at(now, day, from),
  endsAt: at(now, day, to),
});

async function profileOf(tx: Tx, username: string) {
  const account = await findAccountByUsername(tx, username);
  return account ? findDefaultProfile(tx, account.id) : undefined;
}

/** Writes the calendar; answers how many events and to-dos it wrote. */
export async function seedCalendar(tx: Tx, clock: Clock, instituteId: string): Promise<number> {
  const now = clock.now();
  const sportsDay = sportsDayOf(now);
  const anita = await profileOf(tx, 'anita_desai');
  const stamp = { createdAt: now, updatedAt: now };
  const school = [
    {
      title: 'Annual Day',
      location: 'School auditorium',
      description: 'Songs, dances and the prize-giving. Parents are welcome from 5 pm.',
      ...timed(now, 12, '17:00', '20:00'),
    },
    {
      title: 'Sports Day',
      location: 'School ground',
      description: 'Races, relays and the march past. Students come in house colours.',
      // The pinned notice names the same days (sports-day.ts).
      ...days(now, sportsDay.firstOffset, sportsDay.lastOffset),
    },
    {
      title: 'Parent–Teacher Meeting (primary)',
      location: 'Classrooms',
      description: 'Meet the class teacher about the term so far.',
      ...timed(now, 5, '09:00', '13:00'),
    },
  ];
  const events = await tx
    .insert(calendarEvents)
    .values(
      school.map((e) => ({ ...e, instituteId, createdByProfileId: anita?.id ?? null, ...stamp })),
    )
    .returning({ id: calendarEvents.id, title: calendarEvents.title });
  const primary = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(eq(groups.superGroupId, instituteId), inArray(groups.name, ['Class 3 A', 'Class 5 A'])),
    );
  const ptm = events.find((e) => e.title.startsWith('Parent–Teacher'));
  if (ptm && primary.length > 0)
    await tx
      .insert(calendarEventClasses)
      .values(primary.map((c) => ({ eventId: ptm.id, classId: c.id, instituteId })));

  let written = events.length;
  const personal: Record<
    string,
    { title: string; location?: string; when: ReturnType<typeof timed> }[]
  > = {
    priya_sharma: [
      {
        title: 'Diya’s dance class',
        location: 'Kala Kendra',
        when: timed(now, 2, '16:00', '17:00'),
      },
    ],
    asha_verma: [{ title: 'Call Rohan’s mother', when: timed(now, 1, '15:30', '15:45') }],
    rohan_mehta: [
      {
        title: 'Cricket practice',
        location: 'School ground',
        when: timed(now, 3, '07:00', '08:00'),
      },
    ],
    anita_desai: [
      {
        title: 'Board meeting',
        location: 'Principal’s office',
        when: timed(now, 4, '11:00', '12:30'),
      },
    ],
  };
  const toDo: Record<string, { title: string; notes?: string; due?: Date; remind?: Date }[]> = {
    priya_sharma: [
      {
        title: 'Sign Aarav’s almanac',
        notes: 'The class teacher asked for it back by Friday.',
        due: at(now, 3, '08:00'),
        remind: at(now, 1, '08:00'),
      },
      { title: 'Buy Diya’s science project material', due: at(now, 6, '18:00') },
    ],
    asha_verma: [
      {
        title: 'Enter Class 5 A’s EVS marks',
        due: at(now, 2, '17:00'),
        remind: at(now, 2, '09:00'),
      },
    ],
    rohan_mehta: [
      {
        title: 'Finish the EVS project',
        notes: 'A chart of the water cycle.',
        due: at(now, 5, '20:00'),
        remind: at(now, 4, '18:00'),
      },
    ],
    anita_desai: [{ title: 'Approve the Annual Day budget', due: at(now, 7, '17:00') }],
  };
  for (const [username, list] of Object.entries(personal)) {
    const profile = await profileOf(tx, username);
    if (!profile) continue;
    for (const e of list) {
      await tx.insert(calendarEvents).values({
        ownerProfileId: profile.id,
        title: e.title,
        location: e.location ?? null,
        ...e.when,
        createdByProfileId: profile.id,
        ...stamp,
      });
      written += 1;
    }
  }
  for (const [username, list] of Object.entries(toDo)) {
    const profile = await profileOf(tx, username);
    if (!profile) continue;
    for (const t of list) {
      await tx.insert(todos).values({
        profileId: profile.id,
        title: t.title,
        notes: t.notes ?? null,
        dueAt: t.due ?? null,
        remindAt: t.remind ?? null,
        ...stamp,
      });
      written += 1;
    }
  }
  return written;
}

/** A school seeded before it had a calendar gets one, once (its school events are the marker). */
export function addMissingDemoCalendar(db: Db, clock: Clock, instituteId: string): Promise<number> {
  return addOnce(db, instituteId, calendarEvents, (tx) => seedCalendar(tx, clock, instituteId));
}

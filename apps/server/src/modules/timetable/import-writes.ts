import type { LoadRow } from '@shala/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { lockInstitute } from '../../db/locks.js';
import {
  type TimetableSlot,
  timetableLoadClasses,
  timetableLoads,
  timetableLoadTeachers,
  timetableRooms,
  timetableUnavailable,
} from '../../db/schema/index.js';
import { recordAudit } from '../audit/index.js';
import { createClass } from '../groups/index.js';
import type { Caller } from '../permissions/index.js';
import { addClassSubjectTeachers, insertSubject } from '../subjects/index.js';
import { freeSubjectCode, type InstituteNames, nameKey } from './import-names.js';
import { saveInstituteWeek } from './week-queries.js';

export type ResolvedLoad = LoadRow & { teacherIds: string[] };

/**
 * The import's one transaction: the week (when it was not set), the classes, subjects and rooms
 * it names for the first time, and the institute's load and unavailable periods replaced (the
 * placed lessons of the old load go with it: the week is generated again).
 */
export async function replaceLoad(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  input: {
    names: InstituteNames;
    newWeek: { days: number[]; slots: TimetableSlot[]; maxConsecutive: number } | null;
    loads: ResolvedLoad[];
    unavailable: { teacherId: string; day: number; period: number }[];
  },
): Promise<void> {
  const now = ctx.clock.now();
  const { names } = input;
  const classes = new Map(names.classes);
  const subjectIds = new Map(names.subjects);
  const rooms = new Map(names.rooms);
  await ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, instituteId);
    if (input.newWeek) await saveInstituteWeek(tx, instituteId, input.newWeek, now);
    await tx.delete(timetableLoads).where(eq(timetableLoads.instituteId, instituteId));
    await tx.delete(timetableUnavailable).where(eq(timetableUnavailable.instituteId, instituteId));
    let position = 0;
    for (const load of input.loads) {
      const classIds: string[] = [];
      for (const name of load.classes) {
        let id = classes.get(nameKey(name));
        if (!id) {
          id = (await createClass(tx, ctx, caller, { instituteId, name })).id;
          classes.set(nameKey(name), id);
        }
        classIds.push(id);
      }
      let subjectId = subjectIds.get(nameKey(load.subject));
      if (!subjectId) {
        const code = freeSubjectCode(load.subject, names.subjectCodes);
        subjectId = (
          await insertSubject(tx, { instituteId, name: load.subject, code, createdAt: now })
        ).id;
        subjectIds.set(nameKey(load.subject), subjectId);
      }
      let roomId: string | null = null;
      if (load.room) {
        roomId = rooms.get(nameKey(load.room)) ?? null;
        if (!roomId) {
          const [room] = await tx
            .insert(timetableRooms)
            .values({ instituteId, name: load.room })
            .returning({ id: timetableRooms.id });
          roomId = room?.id ?? null;
          if (roomId) rooms.set(nameKey(load.room), roomId);
        }
      }
      position += 1;
      const [row] = await tx
        .insert(timetableLoads)
        .values({
          instituteId,
          subjectId,
          lessonsPerWeek: load.lessonsPerWeek,
          duration: load.duration,
          roomId,
          position,
        })
        .returning({ id: timetableLoads.id });
      if (!row) throw new Error('load insert returned nothing');
      await tx
        .insert(timetableLoadClasses)
        .values([...new Set(classIds)].map((classId) => ({ loadId: row.id, classId })));
      await tx
        .insert(timetableLoadTeachers)
        .values([...new Set(load.teacherIds)].map((profileId) => ({ loadId: row.id, profileId })));
      // Who teaches what (subjects, issue 24 §0) learns the load's classes, subject and teachers.
      for (const classId of new Set(classIds)) {
        await addClassSubjectTeachers(tx, {
          instituteId,
          classId,
          subjectId,
          teacherIds: [...new Set(load.teacherIds)],
          now,
        });
      }
    }
    const seen = new Set<string>();
    const unavailable = input.unavailable.filter((u) => {
      const key = `${u.teacherId}:${u.day}:${u.period}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (unavailable.length > 0) {
      await tx.insert(timetableUnavailable).values(
        unavailable.map((u) => ({
          instituteId,
          profileId: u.teacherId,
          day: u.day,
          period: u.period,
        })),
      );
    }
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'timetable.imported',
      targetType: 'group',
      targetId: instituteId,
      detail: {
        loads: input.loads.length,
        lessons: input.loads.reduce((n, l) => n + l.lessonsPerWeek, 0),
        unavailable: unavailable.length,
      },
    });
  });
}

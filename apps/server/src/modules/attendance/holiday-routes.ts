import {
  ATTENDANCE_API,
  holidayBodySchema,
  holidayDeleteQuerySchema,
  holidayListSchema,
  holidayQuerySchema,
  holidaySavedSchema,
  ATTENDANCE_TEXTS as M,
} from '@shala/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attendanceHolidays, groups } from '../../db/schema/index.js';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { findClass } from './mark-queries.js';
import { tags } from './mark-routes.js';

/**
 * The institute's calendar of holidays and working days (a working Saturday), for the whole
 * institute or one class (which overrides it). Every member reads it; manageAttendance keeps it.
 */
export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = ctx.db;

  const list = (instituteId: string, from: string, to: string) =>
    db
      .select({
        id: attendanceHolidays.id,
        day: attendanceHolidays.day,
        kind: attendanceHolidays.kind,
        name: attendanceHolidays.name,
        classId: attendanceHolidays.classId,
        className: groups.name,
      })
      .from(attendanceHolidays)
      .leftJoin(groups, eq(groups.id, attendanceHolidays.classId))
      .where(
        and(
          eq(attendanceHolidays.instituteId, instituteId),
          gte(attendanceHolidays.day, from),
          lte(attendanceHolidays.day, to),
        ),
      )
      .orderBy(asc(attendanceHolidays.day), sql`${attendanceHolidays.classId} nulls first`);

  app.get(
    underRest(ATTENDANCE_API.holidays),
    {
      config: { access: groupAction('getGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "The institute's holidays and working days of a year (groupId: the institute or a class)",
        querystring: holidayQuerySchema,
        response: { 200: holidayListSchema },
      },
    },
    async (request) => {
      const { year } = request.query;
      return list(groupOf(request).instituteId, `${year}-01-01`, `${year}-12-31`);
    },
  );

  app.post(
    underRest(ATTENDANCE_API.holidays),
    {
      config: { access: groupAction('manageAttendance', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Add a holiday or a working day, for the institute or one class',
        body: holidayBodySchema,
        response: { 200: holidaySavedSchema },
      },
    },
    async (request) => {
      const scope = instituteOf(request);
      const body = request.body;
      if (body.classId && !(await findClass(db, scope.id, body.classId))) {
        throw notFound(M.classNotFound);
      }
      const caller = await callerOf(request);
      const row = await db.transaction(async (tx) => {
        const [added] = await tx
          .insert(attendanceHolidays)
          .values({
            instituteId: scope.id,
            classId: body.classId,
            day: body.day,
            kind: body.kind,
            name: body.name,
            createdAt: ctx.clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: attendanceHolidays.id });
        if (!added) throw conflict(M.holidayTaken);
        await recordAudit(tx, ctx, caller, {
          instituteId: scope.id,
          action: 'attendance.holidayAdded',
          targetType: 'group',
          targetId: body.classId ?? scope.id,
          detail: {
            day: body.day,
            kind: body.kind,
            name: body.name,
            classId: body.classId ?? null,
          },
        });
        return added;
      });
      const [saved] = (await list(scope.id, body.day, body.day)).filter((h) => h.id === row.id);
      if (!saved) throw notFound(M.holidayNotFound);
      return { message: M.holidaySaved, data: saved };
    },
  );

  app.delete(
    underRest(ATTENDANCE_API.holidays),
    {
      config: { access: groupAction('manageAttendance', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Remove a holiday or working day',
        querystring: holidayDeleteQuerySchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const scope = instituteOf(request);
      const caller = await callerOf(request);
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(attendanceHolidays)
          .where(
            and(
              eq(attendanceHolidays.id, request.query.id),
              eq(attendanceHolidays.instituteId, scope.id),
            ),
          )
          .returning();
        if (!gone) throw notFound(M.holidayNotFound);
        await recordAudit(tx, ctx, caller, {
          instituteId: scope.id,
          action: 'attendance.holidayRemoved',
          targetType: 'group',
          targetId: gone.classId ?? scope.id,
          detail: { day: gone.day, kind: gone.kind, name: gone.name, classId: gone.classId },
        });
      });
      return { message: M.holidayDeleted };
    },
  );
};

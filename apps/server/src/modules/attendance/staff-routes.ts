import {
  ATTENDANCE_API,
  ATTENDANCE_TEXTS,
  attendanceGroupQuerySchema,
  attendanceSummaryQuerySchema,
  messageOnlySchema,
  selfMarkSchema,
  staffDayBodySchema,
  staffDaySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, instituteOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { tags } from './mark-routes.js';
import { markSelf, saveStaffDay, selfMarkOf, staffDayOf } from './staff-service.js';

/** The staff's attendance: the front office's register and marking oneself on arrival. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(ATTENDANCE_API.staff),
    {
      config: { access: groupAction('markStaffAttendance', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The staff's marks for a day (groupId: the institute)",
        querystring: attendanceSummaryQuerySchema,
        response: { 200: staffDaySchema },
      },
    },
    async (request) => staffDayOf(ctx.db, instituteOf(request), request.query.day),
  );

  app.put(
    underRest(ATTENDANCE_API.staff),
    {
      config: { access: groupAction('markStaffAttendance', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "Save the staff's marks for a day (the front office)",
        body: staffDayBodySchema,
        response: { 200: z.object({ message: z.string(), data: staffDaySchema }) },
      },
    },
    async (request) => ({
      message: ATTENDANCE_TEXTS.staffSaved(request.body.marks.length),
      data: await saveStaffDay(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.get(
    underRest(ATTENDANCE_API.staffSelf),
    {
      config: { access: groupAction('getGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "May the caller mark their own arrival today, and today's mark (groupId: institute)",
        querystring: attendanceGroupQuerySchema,
        response: { 200: selfMarkSchema },
      },
    },
    async (request) => selfMarkOf(ctx, await callerOf(request), instituteOf(request)),
  );

  app.post(
    underRest(ATTENDANCE_API.staffSelf),
    {
      // Every member may ask; the service keeps it to the staff, where the institute allows it.
      config: { access: groupAction('getGroup', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Mark oneself present on arrival (staff, where the institute allows it)',
        body: attendanceGroupQuerySchema,
        response: { 200: messageOnlySchema },
      },
    },
    async (request) => {
      const status = await markSelf(ctx, await callerOf(request), instituteOf(request));
      return {
        message: status === 'L' ? ATTENDANCE_TEXTS.selfLate : ATTENDANCE_TEXTS.selfMarked,
      };
    },
  );
};

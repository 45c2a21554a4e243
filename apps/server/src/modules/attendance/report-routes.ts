import {
  ATTENDANCE_API,
  atRiskSchema,
  attendanceGroupQuerySchema,
  attendanceRegisterQuerySchema,
  attendanceRegisterSchema,
  attendanceSummaryQuerySchema,
  attendanceSummarySchema,
} from '@shala/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groups } from '../../db/schema/index.js';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { attendanceRegisterPdf } from '../../pdf/attendance-register.js';
import { classToMark } from './access.js';
import { tags } from './mark-routes.js';
import { atRiskOf, registerCsv, registerOf, summaryOf } from './report-service.js';

/** The register (JSON, CSV, PDF) for whoever marks the class; the day's summary and risk list for the keepers. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const registerAccess = { access: groupAction('markAttendance', GROUP_IN_QUERY) };

  const register = async (request: Parameters<typeof groupOf>[0], month: string) => {
    const scope = groupOf(request);
    const klass = await classToMark(ctx.db, await callerOf(request), scope);
    return { scope, klass, view: await registerOf(ctx.db, scope, klass, month) };
  };
  const fileName = (name: string, month: string, ext: string) =>
    `attendance-${name.replace(/[^A-Za-z0-9]+/g, '-')}-${month}.${ext}`;

  app.get(
    underRest(ATTENDANCE_API.register),
    {
      config: registerAccess,
      schema: {
        tags,
        summary:
          "A class's monthly register (groupId: the class; its class teacher or the keepers)",
        querystring: attendanceRegisterQuerySchema,
        response: { 200: attendanceRegisterSchema },
      },
    },
    async (request) => (await register(request, request.query.month)).view,
  );

  app.get(
    underRest(ATTENDANCE_API.registerCsv),
    {
      config: registerAccess,
      schema: {
        tags,
        summary: "A class's monthly register as CSV: Roll, Name, a column per day, Present, %",
        querystring: attendanceRegisterQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { klass, view } = await register(request, request.query.month);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${fileName(klass.name, view.month, 'csv')}"`,
        )
        .type('text/csv; charset=utf-8')
        .send(registerCsv(view));
    },
  );

  app.get(
    underRest(ATTENDANCE_API.registerPdf),
    {
      config: registerAccess,
      schema: {
        tags,
        summary: "A class's monthly register as PDF (A4 landscape)",
        querystring: attendanceRegisterQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { scope, klass, view } = await register(request, request.query.month);
      const [institute] = await ctx.db
        .select({ name: groups.name })
        .from(groups)
        .where(eq(groups.id, scope.instituteId));
      const pdf = await attendanceRegisterPdf(institute?.name ?? '', view);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${fileName(klass.name, view.month, 'pdf')}"`,
        )
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    underRest(ATTENDANCE_API.summary),
    {
      config: { access: groupAction('manageAttendance', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "The principal's day: classes marked or not by the set time, absentees by class, the staff",
        querystring: attendanceSummaryQuerySchema,
        response: { 200: attendanceSummarySchema },
      },
    },
    async (request) => summaryOf(ctx.db, instituteOf(request), request.query.day),
  );

  app.get(
    underRest(ATTENDANCE_API.atRisk),
    {
      config: { access: groupAction('manageAttendance', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "Students under the institute's threshold over the last 30 days (habitual absentees)",
        querystring: attendanceGroupQuerySchema,
        response: { 200: atRiskSchema },
      },
    },
    async (request) => atRiskOf(ctx.db, instituteOf(request), ctx.clock.now()),
  );
};

import {
  generateStartedSchema,
  generateStatusQuerySchema,
  generateStatusSchema,
  IMPORT_MAX_BYTES,
  lessonFixedBodySchema,
  lessonMoveBodySchema,
  lessonMovedSchema,
  TIMETABLE_API,
  TIMETABLE_TEXTS,
  timetableClassSettingsAnswerSchema,
  timetableClassWeekQuerySchema,
  timetableDoneSchema,
  timetableGroupQuerySchema,
  timetableImportFormSchema,
  timetableImportReportSchema,
  timetableLessonSchema,
  timetableSettingsBodySchema,
  timetableSettingsQuerySchema,
  timetableWeekQuerySchema,
  timetableWeekSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { rateLimited } from '../../http/rate-limit.js';
import { underRest } from '../../http/rest-path.js';
import { UPLOAD_LIMITS } from '../../http/upload-limits.js';
import { generatorStatus, startGenerator } from './generate-service.js';
import { importTimetable } from './import-service.js';
import { moveLesson, setLessonFixed } from './lesson-service.js';
import { substitutionRoutes } from './substitution-routes.js';
import { teacherRoutes } from './teacher-routes.js';
import { pdfFileName, weekPdf } from './week-pdf.js';
import { exportCsv, removeClassWeek, saveSettings, settingsFor, weekOf } from './week-service.js';

export const tags = ['timetable'];
// Reading names the institute or a class of it (a student's and a parent's membership is the class's).
const read = groupAction('getTimetable', GROUP_IN_QUERY);
const manageQuery = groupAction('manageTimetable', GROUP_IN_QUERY);
const manageBody = groupAction('manageTimetable', GROUP_IN_BODY);

/** The timetable calls (issue 24 §2), under /rest/timetable; groupId is the institute. */
export const timetableRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    underRest(TIMETABLE_API.import),
    {
      config: { access: manageBody, form: { maxFiles: 2, maxFileBytes: IMPORT_MAX_BYTES } },
      preHandler: rateLimited(app, UPLOAD_LIMITS.import),
      schema: {
        tags,
        summary:
          'Import the teaching load (form: groupId, load = class,subject,teacher,lessons_per_week,duration,room; availability = teacher,day,period; days and periods when the week is not set): replaces the load, or changes nothing and reports the rows that failed',
        consumes: ['multipart/form-data'],
        body: timetableImportFormSchema,
        response: { 200: timetableImportReportSchema },
      },
    },
    async (request) =>
      importTimetable(
        ctx,
        await callerOf(request),
        instituteOf(request),
        request.body,
        request.uploadedFiles ?? [],
      ),
  );

  app.post(
    underRest(TIMETABLE_API.generate),
    {
      config: { access: manageBody },
      schema: {
        tags,
        summary: 'Start generating the week from the load (a job); answers at once with its id',
        body: timetableGroupQuerySchema,
        response: { 200: generateStartedSchema },
      },
    },
    async (request) => ({
      message: TIMETABLE_TEXTS.generating,
      id: await startGenerator(ctx, await callerOf(request), instituteOf(request)),
    }),
  );

  app.get(
    underRest(TIMETABLE_API.generateStatus),
    {
      config: { access: manageQuery },
      schema: {
        tags,
        summary:
          "The generator job's state, progress, lessons placed, unplaced and hard violations",
        querystring: generateStatusQuerySchema,
        response: { 200: generateStatusSchema },
      },
    },
    async (request) => generatorStatus(ctx, instituteOf(request), request.query.id),
  );

  app.get(
    underRest(TIMETABLE_API.export),
    {
      config: { access: read },
      schema: {
        tags,
        summary:
          'The week as CSV: day,period,class,subject,teacher,room (one row per class and period)',
        querystring: timetableGroupQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="timetable.csv"')
        .send(await exportCsv(ctx, groupOf(request))),
  );

  app.get(
    underRest(TIMETABLE_API.settings),
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The institute's week: working days, periods and breaks, maximum periods in a row",
        querystring: timetableSettingsQuerySchema,
        response: { 200: timetableClassSettingsAnswerSchema },
      },
    },
    async (request) => settingsFor(ctx.db, groupOf(request).instituteId, request.query.classId),
  );

  app.put(
    underRest(TIMETABLE_API.settings),
    {
      config: { access: manageBody },
      schema: {
        tags,
        summary: "Set the institute's week, or with classId a class's own (fewer days or periods)",
        body: timetableSettingsBodySchema,
        response: { 200: timetableDoneSchema },
      },
    },
    async (request) => {
      const { groupId: _groupId, classId, ...settings } = request.body;
      await saveSettings(ctx, await callerOf(request), instituteOf(request), settings, classId);
      return { message: TIMETABLE_TEXTS.settingsSaved };
    },
  );

  app.delete(
    underRest(TIMETABLE_API.settings),
    {
      config: { access: manageQuery },
      schema: {
        tags,
        summary: "Remove a class's own week: it follows the school's week again",
        querystring: timetableClassWeekQuerySchema,
        response: { 200: timetableDoneSchema },
      },
    },
    async (request) => {
      await removeClassWeek(
        ctx,
        await callerOf(request),
        instituteOf(request),
        request.query.classId,
      );
      return { message: TIMETABLE_TEXTS.classWeekRemoved };
    },
  );

  app.get(
    underRest(TIMETABLE_API.week),
    {
      config: { access: read },
      schema: {
        tags,
        summary:
          "A week's lessons: a class's, a teacher's or a room's, or the caller's own (their class, their child's, their teaching)",
        querystring: timetableWeekQuerySchema,
        response: { 200: timetableWeekSchema },
      },
    },
    async (request) => weekOf(ctx, await callerOf(request), groupOf(request), request.query),
  );

  app.put(
    underRest(TIMETABLE_API.lesson),
    {
      config: { access: manageBody },
      schema: {
        tags,
        summary:
          'Move a lesson by hand (kept fixed unless fixed: false): 409 when a teacher, class or room would be in two places',
        body: lessonMoveBodySchema,
        response: { 200: lessonMovedSchema },
      },
    },
    async (request) => {
      const { lesson, warnings } = await moveLesson(
        ctx,
        await callerOf(request),
        instituteOf(request),
        request.body,
      );
      return { message: TIMETABLE_TEXTS.moved, warnings, lesson };
    },
  );

  app.get(
    underRest(TIMETABLE_API.pdf),
    {
      config: { access: read },
      schema: {
        tags,
        summary: "A class's, teacher's or room's week as a printable PDF (A4 landscape)",
        querystring: timetableWeekQuerySchema,
      },
    },
    async (request, reply) => {
      const { name, pdf } = await weekPdf(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.query,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(name)}"`)
        .send(pdf);
    },
  );

  app.put(
    underRest(TIMETABLE_API.lessonFixed),
    {
      config: { access: manageBody },
      schema: {
        tags,
        summary:
          'Keep a lesson where it is when the week is generated again (fixed: true), or let the generator move it',
        body: lessonFixedBodySchema,
        response: { 200: z.object({ message: z.string(), lesson: timetableLessonSchema }) },
      },
    },
    async (request) => {
      const lesson = await setLessonFixed(
        ctx,
        await callerOf(request),
        instituteOf(request),
        request.body,
      );
      return {
        message: lesson.fixed ? TIMETABLE_TEXTS.lessonFixed : TIMETABLE_TEXTS.lessonReleased,
        lesson,
      };
    },
  );

  await app.register(teacherRoutes);
  await app.register(substitutionRoutes);
};

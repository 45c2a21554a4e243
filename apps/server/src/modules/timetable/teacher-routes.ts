import {
  TIMETABLE_API,
  TIMETABLE_TEXTS,
  teacherLimitBodySchema,
  timetableDoneSchema,
  timetableTeacherBodySchema,
  timetableTeacherQuerySchema,
  timetableTeacherSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, instituteOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { saveTeacher, setTeacherLimit, teacherFacts } from './teacher-limit.js';

const tags = ['timetable'];
const manageQuery = groupAction('manageTimetable', GROUP_IN_QUERY);
const manageBody = groupAction('manageTimetable', GROUP_IN_BODY);

/** A teacher's part of the timetable (issue 24 §2): weekly maximum and unavailable periods. */
export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.put(
    underRest(TIMETABLE_API.teacherLimit),
    {
      config: { access: manageBody },
      schema: {
        tags,
        summary: "Set a teacher's weekly maximum of periods (null: none); hand edits warn above it",
        body: teacherLimitBodySchema,
        response: { 200: timetableDoneSchema },
      },
    },
    async (request) => {
      await setTeacherLimit(ctx, await callerOf(request), instituteOf(request), request.body);
      return { message: TIMETABLE_TEXTS.limitSaved };
    },
  );

  app.get(
    underRest(TIMETABLE_API.teacher),
    {
      config: { access: manageQuery },
      schema: {
        tags,
        summary:
          "A teacher's weekly maximum of periods, the periods they cannot teach, and the periods they teach now",
        querystring: timetableTeacherQuerySchema,
        response: { 200: timetableTeacherSchema },
      },
    },
    async (request) => teacherFacts(ctx, instituteOf(request), request.query.teacherId),
  );

  app.put(
    underRest(TIMETABLE_API.teacher),
    {
      config: { access: manageBody },
      schema: {
        tags,
        summary:
          "Set a teacher's weekly maximum (null: none) and their unavailable periods (replaced; day and period from 1)",
        body: timetableTeacherBodySchema,
        response: { 200: timetableDoneSchema },
      },
    },
    async (request) => {
      await saveTeacher(ctx, await callerOf(request), instituteOf(request), request.body);
      return { message: TIMETABLE_TEXTS.teacherSaved };
    },
  );
};

import {
  ATTENDANCE_API,
  ATTENDANCE_TEXTS,
  attendanceChangesSchema,
  attendanceGroupQuerySchema,
  attendanceSettingsBodySchema,
  attendanceSettingsSchema,
  classDayBodySchema,
  classDayQuerySchema,
  classDaySavedSchema,
  classDaySchema,
  classPeriodsSchema,
  myClassesSchema,
  personMonthQuerySchema,
  personMonthSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { classToMark } from './access.js';
import { changesOf } from './mark-queries.js';
import { classDayOf, classPeriodsOf, saveClassDay } from './mark-service.js';
import { classesToMark } from './mine-service.js';
import { personMonth } from './person-service.js';
import { saveSettings, settingsOf } from './settings-service.js';

export const tags = ['attendance'];

/** Settings, marking a class, its corrections, the caller's classes and a person's month. */
export const markRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(ATTENDANCE_API.settings),
    {
      config: { access: groupAction('getGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The institute's attendance settings and statuses (groupId: institute or class)",
        querystring: attendanceGroupQuerySchema,
        response: { 200: attendanceSettingsSchema },
      },
    },
    async (request) => settingsOf(ctx.db, groupOf(request).instituteId),
  );

  app.put(
    underRest(ATTENDANCE_API.settings),
    {
      config: { access: groupAction('manageAttendance', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Set day- or period-wise marking, the risk threshold, days off and own statuses',
        body: attendanceSettingsBodySchema,
        response: { 200: z.object({ message: z.string(), data: attendanceSettingsSchema }) },
      },
    },
    async (request) => ({
      message: ATTENDANCE_TEXTS.settingsSaved,
      data: await saveSettings(ctx, await callerOf(request), instituteOf(request).id, request.body),
    }),
  );

  app.get(
    underRest(ATTENDANCE_API.classDay),
    {
      config: { access: groupAction('markAttendance', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "A class's marks for a day (and period), for its class teacher (groupId: the class)",
        querystring: classDayQuerySchema,
        response: { 200: classDaySchema },
      },
    },
    async (request) => classDayOf(ctx, await callerOf(request), groupOf(request), request.query),
  );

  app.put(
    underRest(ATTENDANCE_API.classDay),
    {
      config: { access: groupAction('markAttendance', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "Save a class's marks (every student; a change of a saved mark needs a reason)",
        body: classDayBodySchema,
        response: { 200: classDaySavedSchema },
      },
    },
    async (request) => {
      const data = await saveClassDay(ctx, await callerOf(request), groupOf(request), request.body);
      return { message: ATTENDANCE_TEXTS.saved(request.body.marks.length), data };
    },
  );

  app.get(
    underRest(ATTENDANCE_API.periods),
    {
      config: { access: groupAction('markAttendance', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "A class's periods on a day from the timetable: times and the subject taught (groupId: the class)",
        querystring: classDayQuerySchema.pick({ groupId: true, day: true }),
        response: { 200: classPeriodsSchema },
      },
    },
    async (request) =>
      classPeriodsOf(ctx, await callerOf(request), groupOf(request), request.query.day),
  );

  app.get(
    underRest(ATTENDANCE_API.changes),
    {
      config: { access: groupAction('markAttendance', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "Corrections of a class's marks on a day: who changed what, when and why",
        querystring: classDayQuerySchema.pick({ groupId: true, day: true }),
        response: { 200: attendanceChangesSchema },
      },
    },
    async (request) => {
      const klass = await classToMark(ctx.db, await callerOf(request), groupOf(request));
      const rows = await changesOf(ctx.db, klass.id, request.query.day);
      return rows.map((r) => ({ ...r, changedAt: new Date(r.changedAt).toISOString() }));
    },
  );

  app.get(
    underRest(ATTENDANCE_API.mine),
    {
      config: { access: groupAction('markAttendance', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'The classes the caller marks and whether today is saved (groupId: institute)',
        querystring: attendanceGroupQuerySchema,
        response: { 200: myClassesSchema },
      },
    },
    async (request) =>
      classesToMark(ctx.db, await callerOf(request), instituteOf(request), ctx.clock.now()),
  );

  app.get(
    underRest(ATTENDANCE_API.person),
    {
      config: { access: groupAction('getAttendanceStats', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A person's month with figures and a six-month trend (self, guardians, staff)",
        querystring: personMonthQuerySchema,
        response: { 200: personMonthSchema },
      },
    },
    async (request) =>
      personMonth(
        ctx.db,
        await callerOf(request),
        groupOf(request),
        request.query,
        ctx.clock.now(),
      ),
  );
};

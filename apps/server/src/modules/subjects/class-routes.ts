import {
  classSubjectsBodySchema,
  classSubjectsSavedSchema,
  classSubjectsSchema,
  SUBJECT_TEXTS,
  SUBJECTS_API,
  subjectGroupQuerySchema,
  subjectPeopleSchema,
  taughtClassesSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import {
  classesTaughtBy,
  classSubjectsOf,
  saveClassSubjects,
  teachersOf,
} from './class-service.js';
import { tags } from './subject-routes.js';

/** A class's subjects and teachers, the institute's teachers, and a teacher's own classes. */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(SUBJECTS_API.classSubjects),
    {
      config: { access: groupAction('getSubject', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "A class's subjects with their teachers, and its class teacher (groupId: the class)",
        querystring: subjectGroupQuerySchema,
        response: { 200: classSubjectsSchema },
      },
    },
    async (request) => classSubjectsOf(ctx, groupOf(request)),
  );

  app.put(
    underRest(SUBJECTS_API.classSubjects),
    {
      config: { access: groupAction('manageSubjects', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "Set a class's subjects and who teaches each (the whole list; groupId: the class)",
        body: classSubjectsBodySchema,
        response: { 200: classSubjectsSavedSchema },
      },
    },
    async (request) => ({
      message: SUBJECT_TEXTS.classSaved,
      data: await saveClassSubjects(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.get(
    underRest(SUBJECTS_API.teachers),
    {
      config: { access: groupAction('manageSubjects', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Who may be named a subject’s teacher: members with a teaching role',
        querystring: subjectGroupQuerySchema,
        response: { 200: subjectPeopleSchema },
      },
    },
    async (request) => teachersOf(ctx, groupOf(request)),
  );

  app.get(
    underRest(SUBJECTS_API.mine),
    {
      config: { access: groupAction('getSubject', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'The classes the caller teaches (class teacher or a subject) and their subjects',
        querystring: subjectGroupQuerySchema,
        response: { 200: taughtClassesSchema },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const scope = groupOf(request);
      return classesTaughtBy(ctx.db, caller, {
        instituteId: scope.instituteId,
        sessionId: caller.selected.sessionId ?? scope.activeSessionId,
      });
    },
  );
};

import {
  SUBJECT_TEXTS,
  SUBJECTS_API,
  subjectBodySchema,
  subjectDoneSchema,
  subjectGroupQuerySchema,
  subjectIdQuerySchema,
  subjectListSchema,
  subjectSavedSchema,
  subjectUpdateSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { changeSubject, createSubject, listSubjects, removeSubject } from './subject-service.js';

export const tags = ['subjects'];

/** An institute's subject list (getSubject to read, manageSubjects to change). */
export const subjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(SUBJECTS_API.subjects),
    {
      config: { access: groupAction('getSubject', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The institute's subjects, archived ones last (from the institute or a class)",
        querystring: subjectGroupQuerySchema,
        response: { 200: subjectListSchema },
      },
    },
    async (request) => listSubjects(ctx, groupOf(request)),
  );

  app.post(
    underRest(SUBJECTS_API.subjects),
    {
      config: { access: groupAction('manageSubjects', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Add a subject to the institute (its name and short code unique in it)',
        body: subjectBodySchema,
        response: { 200: subjectSavedSchema },
      },
    },
    async (request) => ({
      message: SUBJECT_TEXTS.saved,
      data: await createSubject(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.put(
    underRest(SUBJECTS_API.subjects),
    {
      config: { access: groupAction('manageSubjects', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Change a subject; archived: true archives it, false restores it',
        body: subjectUpdateSchema,
        response: { 200: subjectSavedSchema },
      },
    },
    async (request) => {
      const data = await changeSubject(
        ctx,
        await callerOf(request),
        instituteOf(request),
        request.body,
      );
      return { message: data.archived ? SUBJECT_TEXTS.archivedDone : SUBJECT_TEXTS.saved, data };
    },
  );

  app.delete(
    underRest(SUBJECTS_API.subjects),
    {
      config: { access: groupAction('manageSubjects', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Delete a subject no class has (one in use is archived instead: 409)',
        querystring: subjectIdQuerySchema,
        response: { 200: subjectDoneSchema },
      },
    },
    async (request) => {
      await removeSubject(ctx, await callerOf(request), instituteOf(request), request.query.id);
      return { message: SUBJECT_TEXTS.deleted };
    },
  );
};

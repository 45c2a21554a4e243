import {
  answerByQuestionQuerySchema,
  answerFormSchema,
  answerSavedSchema,
  answerUpdateFormSchema,
  EXAM_FILE_MAX_BYTES,
  examAnswerSchema,
  examGroupQuerySchema,
  examIdQuerySchema,
  examTaskQuerySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { answerImage } from './answer-file-service.js';
import { answerById, ownAnswer, ownAnswers, saveExamAnswer } from './answer-service.js';

const tags = ['exams'];
const inQuery = { in: 'query', key: 'groupId' } as const;
// The answer is a multipart form (its image): the guard reads it and checks its groupId.
const inForm = { in: 'body', key: 'groupId' } as const;
const form = { maxFiles: 1, maxFileBytes: EXAM_FILE_MAX_BYTES };
const consumes = ['multipart/form-data', 'application/json'];

/** Spec §7 rest/examination/answer…: a student's answers, saved per question and read back. */
export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/examination/answer',
    {
      // Exam tables announce nothing to the identity cache: no need to wait for its notices.
      config: { access: groupAction('createAnswer', inForm), form, identityUnchanged: true },
      schema: {
        tags,
        summary:
          'Save an answer (form: groupId, questionId, academicTaskId, answer, file, version): a save older than the kept version is acknowledged and changes nothing',
        consumes,
        body: answerFormSchema,
        response: { 200: answerSavedSchema },
      },
    },
    async (request) =>
      saveExamAnswer(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body,
        request.uploadedFiles ?? [],
      ),
  );

  app.put(
    '/examination/answer',
    {
      config: { access: groupAction('updateAnswer', inForm), form, identityUnchanged: true },
      schema: {
        tags,
        summary: 'Save an answer again by its id (as POST, the same form plus id)',
        consumes,
        body: answerUpdateFormSchema,
        response: { 200: answerSavedSchema },
      },
    },
    async (request) =>
      saveExamAnswer(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body,
        request.uploadedFiles ?? [],
      ),
  );

  app.get(
    '/examination/answer/questionid',
    {
      config: { access: groupAction('getAnswer', inQuery) },
      schema: {
        tags,
        summary: "The caller's answer to one exam question (marks once the results are out)",
        querystring: answerByQuestionQuerySchema,
        response: { 200: examAnswerSchema },
      },
    },
    async (request) =>
      ownAnswer(ctx, await callerOf(request), groupOf(request), request.query.examQuestionId),
  );

  app.get(
    '/examination/answer/academictaskid',
    {
      config: { access: groupAction('getAnswer', inQuery) },
      schema: {
        tags,
        summary: "The caller's answers to one exam (the review view)",
        querystring: examTaskQuerySchema,
        response: { 200: z.array(examAnswerSchema) },
      },
    },
    async (request) =>
      ownAnswers(ctx, await callerOf(request), groupOf(request), {
        taskId: request.query.academicTaskId,
      }),
  );

  app.get(
    '/examination/answer',
    {
      config: { access: groupAction('getAnswer', inQuery) },
      schema: {
        tags,
        summary: "The caller's answers in the class",
        querystring: examGroupQuerySchema,
        response: { 200: z.array(examAnswerSchema) },
      },
    },
    async (request) => ownAnswers(ctx, await callerOf(request), groupOf(request), {}),
  );

  app.get(
    '/examination/answer/id',
    {
      config: { access: groupAction('getAnswer', inQuery) },
      schema: {
        tags,
        summary: "One answer: a student's own, or any of the class's for those who set exams",
        querystring: examIdQuerySchema,
        response: { 200: examAnswerSchema },
      },
    },
    async (request) => answerById(ctx, await callerOf(request), groupOf(request), request.query.id),
  );

  app.get(
    '/examination/answer/file',
    {
      config: { access: groupAction('getAnswer', inQuery) },
      schema: {
        tags,
        summary: "An answer's image: to its student and to those who set the class's exams",
        querystring: examIdQuerySchema,
      },
    },
    async (request, reply) => {
      const { row, bytes } = await answerImage(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.query.id,
      );
      return reply.header('x-content-type-options', 'nosniff').type(row.mimeType).send(bytes);
    },
  );
};

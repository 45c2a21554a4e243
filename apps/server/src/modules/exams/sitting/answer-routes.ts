import {
  ANSWER_TEXT_MAX,
  answerByQuestionQuerySchema,
  answerFormSchema,
  answerSavedSchema,
  answerUpdateFormSchema,
  EXAM_API,
  EXAM_FILE_MAX_BYTES,
  examAnswerSchema,
  examGroupQuerySchema,
  examIdQuerySchema,
  examTaskQuerySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_QUERY, groupAction } from '../../../http/access.js';
import { callerOf, groupOf } from '../../../http/caller.js';
import { rateLimited } from '../../../http/rate-limit.js';
import { underRest } from '../../../http/rest-path.js';
import { UPLOAD_LIMITS } from '../../../http/upload-limits.js';
import { formArgs, formConfig, formConsumes, sendImage, tags } from '../route-parts.js';
import { answerImage } from './answer-file-service.js';
import { answerById, ownAnswer, ownAnswers, saveExamAnswer } from './answer-service.js';

/**
 * The exam day's hottest call skips the compression plugin's hooks both ways: browsers never
 * compress what they send, and its reply (the saved answer without the question's text) is a
 * few hundred bytes, a long answer's a few KB: not worth negotiating an encoding per save.
 */
const PLAIN = { decompress: false, compress: false } as const;

/**
 * Its reply is written by JSON.stringify: the service builds it field by field (toSavedAnswer),
 * and checking it against its schema again on the way out cost a save more than writing it.
 * The schema stays, for the API docs.
 */
const AS_BUILT = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/**
 * The answer's form: its one image, and the answer's text as long as the exam window lets it be
 * written (ANSWER_TEXT_MAX characters, each at most 3 bytes in UTF-8, as Devanagari is); the
 * schema then holds it to its characters with its own message.
 */
const ANSWER_FORM = {
  maxFiles: 1,
  maxFileBytes: EXAM_FILE_MAX_BYTES,
  maxFieldBytes: 3 * ANSWER_TEXT_MAX,
};

/** Spec §7 rest/examination/answer…: a student's answers, saved per question and read back. */
export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Saves that carry an image, per account per day (security review 2, M4); others are free.
  const imageLimit = rateLimited(app, UPLOAD_LIMITS.answerImage);

  app.post(
    underRest(EXAM_API.answer),
    {
      // Exam tables announce nothing to the identity cache: no need to wait for its notices.
      config: { ...formConfig('createAnswer', ANSWER_FORM), identityUnchanged: true },
      ...PLAIN,
      ...AS_BUILT,
      preHandler: imageLimit,
      schema: {
        tags,
        summary:
          'Save an answer (form: groupId, questionId, academicTaskId, answer, file, version): a save older than the kept version is acknowledged and changes nothing',
        consumes: formConsumes,
        body: answerFormSchema,
        response: { 200: answerSavedSchema },
      },
    },
    async (request) => saveExamAnswer(ctx, ...(await formArgs(request))),
  );

  app.put(
    underRest(EXAM_API.answer),
    {
      config: { ...formConfig('updateAnswer', ANSWER_FORM), identityUnchanged: true },
      ...PLAIN,
      ...AS_BUILT,
      preHandler: imageLimit,
      schema: {
        tags,
        summary: 'Save an answer again by its id (as POST, the same form plus id)',
        consumes: formConsumes,
        body: answerUpdateFormSchema,
        response: { 200: answerSavedSchema },
      },
    },
    async (request) => saveExamAnswer(ctx, ...(await formArgs(request))),
  );

  app.get(
    underRest(EXAM_API.answerOfQuestion),
    {
      config: { access: groupAction('getAnswer', GROUP_IN_QUERY) },
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
    underRest(EXAM_API.answersOfTask),
    {
      config: { access: groupAction('getAnswer', GROUP_IN_QUERY) },
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
    underRest(EXAM_API.answer),
    {
      config: { access: groupAction('getAnswer', GROUP_IN_QUERY) },
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
    underRest(EXAM_API.answerById),
    {
      config: { access: groupAction('getAnswer', GROUP_IN_QUERY) },
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
    underRest(EXAM_API.answerFile),
    {
      config: { access: groupAction('getAnswer', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "An answer's image: to its student and to those who set the class's exams",
        querystring: examIdQuerySchema,
      },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await answerImage(ctx, await callerOf(request), groupOf(request), request.query.id),
      ),
  );
};

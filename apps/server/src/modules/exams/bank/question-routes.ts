import {
  bankQuestionListSchema,
  bankQuestionSchema,
  EXAM_FILE_MAX_BYTES,
  EXAM_SUCCESS,
  examIdQuerySchema,
  QUESTION_API,
  questionCategorySearchSchema,
  questionEditFormSchema,
  questionFormSchema,
  questionListQuerySchema,
  questionMessageSchema,
  questionSavedSchema,
  questionTagsSearchSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_QUERY, groupAction } from '../../../http/access.js';
import { callerOf, groupOf } from '../../../http/caller.js';
import { rateLimited } from '../../../http/rate-limit.js';
import { underRest } from '../../../http/rest-path.js';
import { formArgs, formConfig, formConsumes, sendImage, tags } from '../route-parts.js';
import { optionRoutes } from './option-routes.js';
import { questionImage } from './question-file-service.js';
import { questionImportRoutes } from './question-import-routes.js';
import { QUESTION_FORM_LIMITS, QUESTION_WRITE_LIMITS } from './question-limits.js';
import {
  listQuestions,
  questionById,
  questionsOfCategory,
  questionsWithTags,
} from './question-read-service.js';
import {
  createQuestion,
  deleteQuestion,
  disableQuestion,
  updateQuestion,
} from './question-write-service.js';

/**
 * The question bank of a class or an institute (spec §7 rest/examination/question…): reads
 * with getQuestion (a class also lists its institute's bank), writes with createQuestion,
 * updateQuestion and deleteQuestion; objective options and the CSV import beside.
 */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const writeLimit = rateLimited(app, QUESTION_WRITE_LIMITS);

  app.get(
    underRest(QUESTION_API.list),
    {
      config: { access: groupAction('getQuestion', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          'The bank, newest first: page pageNo of limit questions among the first size (-1: all), grouped by difficulty and type',
        querystring: questionListQuerySchema,
        response: { 200: bankQuestionListSchema },
      },
    },
    async (request) => listQuestions(ctx, await callerOf(request), groupOf(request), request.query),
  );

  app.get(
    underRest(QUESTION_API.tags),
    {
      config: { access: groupAction('getQuestion', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Questions with any of the tags (comma-separated or repeated), best match first',
        querystring: questionTagsSearchSchema,
        response: { 200: z.array(bankQuestionSchema) },
      },
    },
    async (request) =>
      questionsWithTags(ctx, await callerOf(request), groupOf(request), request.query),
  );

  app.get(
    underRest(QUESTION_API.category),
    {
      config: { access: groupAction('getQuestion', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Questions of a category (whatever its case)',
        querystring: questionCategorySearchSchema,
        response: { 200: z.array(bankQuestionSchema) },
      },
    },
    async (request) =>
      questionsOfCategory(ctx, await callerOf(request), groupOf(request), request.query),
  );

  app.get(
    underRest(QUESTION_API.one),
    {
      config: { access: groupAction('getQuestion', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'One question of the bank, with its options',
        querystring: examIdQuerySchema,
        response: { 200: bankQuestionSchema },
      },
    },
    async (request) =>
      questionById(ctx, await callerOf(request), groupOf(request), request.query.id),
  );

  app.get(
    underRest(QUESTION_API.file),
    {
      // Teachers (getQuestion) and the students sitting an exam that holds the question: every
      // member reads the group; the service decides and answers 404 to anyone else.
      config: { access: groupAction('getGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A question's image, to the bank's readers and to students whose exam holds it",
        querystring: examIdQuerySchema,
      },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await questionImage(ctx, await callerOf(request), groupOf(request), request.query.id),
      ),
  );

  app.post(
    underRest(QUESTION_API.question),
    {
      config: formConfig('createQuestion', QUESTION_FORM_LIMITS),
      preHandler: writeLimit,
      schema: {
        tags,
        summary: `Add a question to the bank (form with an optional image file: .jpg, .png or .webp of at most ${EXAM_FILE_MAX_BYTES / 1_048_576} MB)`,
        consumes: formConsumes,
        body: questionFormSchema,
        response: { 200: questionSavedSchema },
      },
    },
    async (request) => ({
      message: EXAM_SUCCESS.questionCreated,
      data: await createQuestion(ctx, ...(await formArgs(request))),
    }),
  );

  app.put(
    underRest(QUESTION_API.question),
    {
      config: formConfig('updateQuestion', QUESTION_FORM_LIMITS),
      preHandler: writeLimit,
      schema: {
        tags,
        summary:
          'Change a question: the options given replace its options (same title, same option); a new MCQ key regrades',
        consumes: formConsumes,
        body: questionEditFormSchema,
        response: { 200: questionSavedSchema },
      },
    },
    async (request) => ({
      message: EXAM_SUCCESS.questionUpdated,
      data: await updateQuestion(ctx, ...(await formArgs(request))),
    }),
  );

  app.delete(
    underRest(QUESTION_API.remove),
    {
      config: { access: groupAction('deleteQuestion', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Delete a question that no published exam holds (draft exams lose it too)',
        querystring: examIdQuerySchema,
        response: { 200: questionMessageSchema },
      },
    },
    async (request) => {
      await deleteQuestion(ctx, await callerOf(request), groupOf(request), request.query.id);
      return { message: EXAM_SUCCESS.questionDeleted };
    },
  );

  app.delete(
    underRest(QUESTION_API.disable),
    {
      config: { access: groupAction('deleteQuestion', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Disable a question: exams keep it, the bank offers it no more',
        querystring: examIdQuerySchema,
        response: { 200: questionSavedSchema },
      },
    },
    async (request) => ({
      message: EXAM_SUCCESS.questionDisabled,
      data: await disableQuestion(ctx, await callerOf(request), groupOf(request), request.query.id),
    }),
  );

  await app.register(optionRoutes);
  await app.register(questionImportRoutes);
};

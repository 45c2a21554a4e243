import {
  EXAM_API,
  EXAM_SUCCESS,
  examIdQuerySchema,
  examMessageWithSchema,
  examQuestionBodySchema,
  examQuestionQuerySchema,
  examQuestionSchema,
  examQuestionUpdateSchema,
  messageSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../../http/access.js';
import { callerOf, groupOf } from '../../../http/caller.js';
import { underRest } from '../../../http/rest-path.js';
import { tags } from '../route-parts.js';
import {
  addExamQuestion,
  changeExamQuestion,
  deleteExamQuestion,
  disableExamQuestion,
  readExamQuestion,
} from './exam-question-service.js';

/**
 * Exam questions: §7's GET rest/examination/exam/question/questionid (the exam window's
 * question), and ours beside it to place bank questions in a draft exam.
 */
export const examQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(EXAM_API.takerQuestion),
    {
      config: { access: groupAction('getExamConfigForMember', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          'An exam question: for a student sitting the exam, in its own option order with its saved answer (never the key); with the key for those who set it',
        querystring: examQuestionQuerySchema,
        response: { 200: examQuestionSchema },
      },
    },
    async (request) =>
      readExamQuestion(ctx, await callerOf(request), groupOf(request), request.query.questionId),
  );

  app.post(
    underRest(EXAM_API.examQuestion),
    {
      config: { access: groupAction('createExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "Place a question of the class's or institute's bank in a draft exam",
        body: examQuestionBodySchema,
        response: { 200: examMessageWithSchema(examQuestionSchema) },
      },
    },
    async (request) => ({
      message: EXAM_SUCCESS.examQuestionCreated,
      data: await addExamQuestion(ctx, groupOf(request), request.body),
    }),
  );

  app.put(
    underRest(EXAM_API.examQuestion),
    {
      config: { access: groupAction('updateExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "Change an exam question's maximum marks or place (draft exams)",
        body: examQuestionUpdateSchema,
        response: { 200: examMessageWithSchema(examQuestionSchema) },
      },
    },
    async (request) => ({
      message: EXAM_SUCCESS.examQuestionUpdated,
      data: await changeExamQuestion(ctx, groupOf(request), request.body),
    }),
  );

  app.delete(
    underRest(EXAM_API.deleteExamQuestion),
    {
      config: { access: groupAction('deleteExamConfig', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Take a question out of a draft exam',
        querystring: examIdQuerySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await deleteExamQuestion(ctx, groupOf(request), request.query.id);
      return { message: EXAM_SUCCESS.examQuestionDeleted };
    },
  );

  app.delete(
    underRest(EXAM_API.disableExamQuestion),
    {
      config: { access: groupAction('deleteExamConfig', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Disable an exam question (also after publishing: it then counts for nobody)',
        querystring: examIdQuerySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await disableExamQuestion(ctx, groupOf(request), request.query.id);
      return { message: EXAM_SUCCESS.examQuestionDisabled };
    },
  );
};

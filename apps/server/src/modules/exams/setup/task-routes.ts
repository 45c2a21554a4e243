import {
  academicTaskBodySchema,
  academicTaskSchema,
  academicTaskUpdateSchema,
  EXAM_API,
  EXAM_TASK_TEXTS,
  examGroupQuerySchema,
  examIdQuerySchema,
  examMessageWithSchema,
  messageSchema,
  myExamListSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction, SIGNED_IN } from '../../../http/access.js';
import { callerOf, groupOf } from '../../../http/caller.js';
import { underRest } from '../../../http/rest-path.js';
import { tags } from '../route-parts.js';
import { answerRoutes } from '../sitting/answer-routes.js';
import { attemptRoutes } from '../sitting/attempt-routes.js';
import { configRoutes } from './config-routes.js';
import { examQuestionRoutes } from './exam-question-routes.js';
import { myExams } from './task-mine-service.js';
import {
  createTask,
  getTask,
  listTasks,
  publishTask,
  removeTask,
  updateTaskDetails,
} from './task-service.js';

/**
 * Exams as academic tasks of a class (the spec lists "academic tasks" without a path: these are
 * ours), the caller's exams across its classes, and beside them the exam's config, its
 * questions, the attempt, the answers and the teacher's live view.
 */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(EXAM_API.task),
    {
      config: { access: groupAction('getExamConfigForMember', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "The class's exams the caller may see: all (drafts too) for those who set them, the published ones with the attempt's state for students and parents",
        querystring: examGroupQuerySchema,
        response: { 200: z.array(academicTaskSchema) },
      },
    },
    async (request) => listTasks(ctx, await callerOf(request), groupOf(request)),
  );

  app.get(
    underRest(EXAM_API.taskById),
    {
      config: { access: groupAction('getExamConfigForMember', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'One exam of the class (a draft only for those who set exams)',
        querystring: examIdQuerySchema,
        response: { 200: academicTaskSchema },
      },
    },
    async (request) => getTask(ctx, await callerOf(request), groupOf(request), request.query.id),
  );

  app.post(
    underRest(EXAM_API.task),
    {
      config: { access: groupAction('createExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "A draft exam of the class, in its institute's active session",
        body: academicTaskBodySchema,
        response: { 200: examMessageWithSchema(academicTaskSchema) },
      },
    },
    async (request) => ({
      message: EXAM_TASK_TEXTS.taskCreated,
      data: await createTask(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.put(
    underRest(EXAM_API.task),
    {
      config: { access: groupAction('updateExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          'Change an exam: a draft freely; a published one only its title, instructions, agreement and a later close',
        body: academicTaskUpdateSchema,
        response: { 200: examMessageWithSchema(academicTaskSchema) },
      },
    },
    async (request) => ({
      message: EXAM_TASK_TEXTS.taskUpdated,
      data: await updateTaskDetails(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.post(
    underRest(EXAM_API.publishTask),
    {
      config: { access: groupAction('updateExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          'Publish an exam (it needs a config and a question): every student of the class gets its attempt, its order fixed',
        body: z.strictObject(examIdQuerySchema.shape),
        response: { 200: examMessageWithSchema(academicTaskSchema) },
      },
    },
    async (request) => ({
      message: EXAM_TASK_TEXTS.taskPublished,
      data: await publishTask(ctx, await callerOf(request), groupOf(request), request.body.id),
    }),
  );

  app.delete(
    underRest(EXAM_API.deleteTask),
    {
      config: { access: groupAction('deleteExamConfig', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Delete a draft exam, or a published one nobody has begun',
        querystring: examIdQuerySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await removeTask(ctx, groupOf(request), request.query.id);
      return { message: EXAM_TASK_TEXTS.taskDeleted };
    },
  );

  app.get(
    underRest(EXAM_API.mine),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "The caller's exams across its classes: those it sits, its children's, and those of the classes it sets exams for",
        response: { 200: myExamListSchema },
      },
    },
    async (request) => myExams(ctx, await callerOf(request)),
  );

  await app.register(configRoutes);
  await app.register(examQuestionRoutes);
  await app.register(attemptRoutes);
  await app.register(answerRoutes);
};

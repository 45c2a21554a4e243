import {
  EXAM_API,
  EXAM_TASK_TEXTS,
  examConfigBodySchema,
  examConfigSchema,
  examConfigUpdateSchema,
  examGroupQuerySchema,
  examIdQuerySchema,
  examMessageWithSchema,
  examSetupSchema,
  examTaskConfigSchema,
  examTaskQuerySchema,
  messageSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../../http/access.js';
import { callerOf, groupOf } from '../../../http/caller.js';
import { underRest } from '../../../http/rest-path.js';
import { tags } from '../route-parts.js';
import {
  changeConfig,
  createConfig,
  getConfig,
  listConfigs,
  removeConfig,
  taskConfig,
} from './config-service.js';
import { examSetup } from './task-setup-service.js';

/** Spec §7 rest/exam/config…: an exam's config, one per exam. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(EXAM_API.configOfGroup),
    {
      config: { access: groupAction('getExamConfigForMember', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The class's exam configs (drafts' only for those who set exams)",
        querystring: examGroupQuerySchema,
        response: { 200: z.array(examConfigSchema) },
      },
    },
    async (request) => listConfigs(ctx, await callerOf(request), groupOf(request)),
  );

  app.get(
    underRest(EXAM_API.takerConfig),
    {
      config: { access: groupAction('getExamConfigForMember', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "An exam and its config; for a student also its attempt (the user's exam configuration), without starting it",
        querystring: examTaskQuerySchema,
        response: { 200: examTaskConfigSchema },
      },
    },
    async (request) =>
      taskConfig(ctx, await callerOf(request), groupOf(request), request.query.academicTaskId),
  );

  app.get(
    underRest(EXAM_API.setup),
    {
      config: { access: groupAction('getExamConfig', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          'An exam as those who set it see it: config, task, exam questions with their keys and attempt counts',
        querystring: examTaskQuerySchema,
        response: { 200: examSetupSchema },
      },
    },
    async (request) =>
      examSetup(ctx, await callerOf(request), groupOf(request), request.query.academicTaskId),
  );

  app.get(
    underRest(EXAM_API.config),
    {
      config: { access: groupAction('getExamConfigForMember', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'One exam config',
        querystring: examIdQuerySchema,
        response: { 200: examConfigSchema },
      },
    },
    async (request) => getConfig(ctx, await callerOf(request), groupOf(request), request.query.id),
  );

  app.post(
    underRest(EXAM_API.config),
    {
      config: { access: groupAction('createExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "A draft exam's config (one per exam)",
        body: examConfigBodySchema,
        response: { 200: examMessageWithSchema(examConfigSchema) },
      },
    },
    async (request) => ({
      message: EXAM_TASK_TEXTS.configCreated,
      data: await createConfig(ctx, groupOf(request), request.body),
    }),
  );

  app.put(
    underRest(EXAM_API.config),
    {
      config: { access: groupAction('updateExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          "Change an exam's config: a draft's freely, a published one's only showAnswersAfterResult",
        body: examConfigUpdateSchema,
        response: { 200: examMessageWithSchema(examConfigSchema) },
      },
    },
    async (request) => ({
      message: EXAM_TASK_TEXTS.configUpdated,
      data: await changeConfig(ctx, groupOf(request), request.body),
    }),
  );

  for (const how of ['delete', 'disable'] as const) {
    app.delete(
      `/exam/config/${how}`,
      {
        config: { access: groupAction('deleteExamConfig', GROUP_IN_QUERY) },
        schema: {
          tags,
          summary:
            how === 'delete' ? "Delete a draft exam's config" : "Disable a draft exam's config",
          querystring: examIdQuerySchema,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await removeConfig(ctx, groupOf(request), request.query.id, how);
        return {
          message:
            how === 'delete' ? EXAM_TASK_TEXTS.configDeleted : EXAM_TASK_TEXTS.configDisabled,
        };
      },
    );
  }
};

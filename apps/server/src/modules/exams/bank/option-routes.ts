import {
  EXAM_SUCCESS,
  examIdQuerySchema,
  objectiveOptionBodySchema,
  objectiveOptionSchema,
  objectiveOptionUpdateSchema,
  optionSavedSchema,
  QUESTION_API,
  questionMessageSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../../http/access.js';
import { callerOf, groupOf } from '../../../http/caller.js';
import { underRest } from '../../../http/rest-path.js';
import { tags } from '../route-parts.js';
import {
  addOption,
  changeOption,
  deleteOption,
  disableOption,
  optionById,
} from './option-service.js';

/** Spec §7 rest/objective/question/option…: an MCQ's options one by one (JSON). */
export const optionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    underRest(QUESTION_API.option),
    {
      config: { access: groupAction('createObjectiveOption', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Add an option to a multiple-choice question',
        body: objectiveOptionBodySchema,
        response: { 200: optionSavedSchema },
      },
    },
    async (request) => ({
      message: EXAM_SUCCESS.optionAdded,
      data: await addOption(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.put(
    underRest(QUESTION_API.option),
    {
      config: { access: groupAction('updateObjectiveOption', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "Change an option's title and text (a correct answer follows its option)",
        body: objectiveOptionUpdateSchema,
        response: { 200: optionSavedSchema },
      },
    },
    async (request) => ({
      message: EXAM_SUCCESS.optionUpdated,
      data: await changeOption(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.get(
    underRest(QUESTION_API.optionOne),
    {
      config: { access: groupAction('getObjectiveOption', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'One option of a question',
        querystring: examIdQuerySchema,
        response: { 200: objectiveOptionSchema },
      },
    },
    async (request) => optionById(ctx, await callerOf(request), groupOf(request), request.query.id),
  );

  app.delete(
    underRest(QUESTION_API.optionRemove),
    {
      config: { access: groupAction('deleteObjectiveOption', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Delete an option that is not the correct answer (not in a published exam)',
        querystring: examIdQuerySchema,
        response: { 200: questionMessageSchema },
      },
    },
    async (request) => {
      await deleteOption(ctx, await callerOf(request), groupOf(request), request.query.id);
      return { message: EXAM_SUCCESS.optionDeleted };
    },
  );

  app.delete(
    underRest(QUESTION_API.optionDisable),
    {
      config: { access: groupAction('disableObjectiveOption', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Disable an option that is not the correct answer',
        querystring: examIdQuerySchema,
        response: { 200: optionSavedSchema },
      },
    },
    async (request) => ({
      message: EXAM_SUCCESS.optionDisabled,
      data: await disableOption(ctx, await callerOf(request), groupOf(request), request.query.id),
    }),
  );
};

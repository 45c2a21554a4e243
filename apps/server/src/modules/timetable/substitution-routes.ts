import {
  substitutionBodySchema,
  substitutionListSchema,
  substitutionQuerySchema,
  TIMETABLE_API,
  TIMETABLE_TEXTS,
  timetableDoneSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, instituteOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { chooseSubstitute, substitutionsFor } from './substitution-service.js';

const tags = ['timetable'];

/** Substitutions (issue 24 §2): kept by those who keep the timetable (manageTimetable). */
export const substitutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(TIMETABLE_API.substitutions),
    {
      config: { access: groupAction('manageTimetable', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "An absent teacher's periods on a date, each with the teachers free then (fewest substitutions this week first)",
        querystring: substitutionQuerySchema,
        response: { 200: substitutionListSchema },
      },
    },
    async (request) => substitutionsFor(ctx, instituteOf(request), request.query),
  );

  app.post(
    underRest(TIMETABLE_API.substitutions),
    {
      config: { access: groupAction('manageTimetable', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Choose the substitute of a lesson on a date (told at once); 409 when not free',
        body: substitutionBodySchema,
        response: { 200: timetableDoneSchema },
      },
    },
    async (request) => {
      await chooseSubstitute(ctx, await callerOf(request), instituteOf(request), request.body);
      return { message: TIMETABLE_TEXTS.substituteChosen };
    },
  );
};

import {
  accommodationBodySchema,
  attemptSummarySchema,
  EXAM_API,
  EXAM_TASK_TEXTS,
  examEndBodySchema,
  examEndedSchema,
  examMessageWithSchema,
  examStartBodySchema,
  examTaskQuerySchema,
  liveViewSchema,
  submissionBodySchema,
  userExamConfigSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../../http/access.js';
import { callerOf, groupOf } from '../../../http/caller.js';
import { underRest } from '../../../http/rest-path.js';
import { tags } from '../route-parts.js';
import { giveExtraTime, liveView } from './attempt-live-service.js';
import {
  acceptRules,
  rejectRules,
  resetAttempt,
  startExam,
  submitExam,
} from './attempt-service.js';
import { endExam } from './exam-end-service.js';

const answered = examMessageWithSchema(userExamConfigSchema);

/**
 * Spec §7 rest/examination/start… and /submission: a student's attempt (agreement, start,
 * submission) and the teacher's reset; ours beside them: extra time and the live view.
 */
export const attemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    underRest(EXAM_API.accept),
    {
      config: { access: groupAction('addUserExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "A student agrees to the exam's rules (the agreement is recorded)",
        body: examStartBodySchema,
        response: { 200: answered },
      },
    },
    async (request) =>
      acceptRules(ctx, await callerOf(request), groupOf(request), request.body.academicTaskId),
  );

  app.post(
    underRest(EXAM_API.reject),
    {
      config: { access: groupAction('addUserExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          'A student declines the rules: the rejection is recorded and the agreed flag set as given (false unless given)',
        body: examStartBodySchema,
        response: { 200: answered },
      },
    },
    async (request) =>
      rejectRules(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body.academicTaskId,
        request.body.agreed ?? false,
      ),
  );

  app.post(
    underRest(EXAM_API.resetStart),
    {
      config: { access: groupAction('resetUserExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          "A teacher returns a student's attempt (userProfileId) to not started and removes its answers (audited)",
        body: examStartBodySchema,
        response: { 200: answered },
      },
    },
    async (request) =>
      resetAttempt(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body.academicTaskId,
        request.body.userProfileId,
      ),
  );

  app.get(
    underRest(EXAM_API.start),
    {
      config: { access: groupAction('addUserExamConfig', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "Start (or resume) the exam: agreed, open and before the end; answers the user's exam configuration",
        querystring: examTaskQuerySchema,
        response: { 200: userExamConfigSchema },
      },
    },
    async (request) =>
      startExam(ctx, await callerOf(request), groupOf(request), request.query.academicTaskId),
  );

  app.post(
    underRest(EXAM_API.submission),
    {
      config: { access: groupAction('finalExamSubmit', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          'Submit the exam: finalises the attempt and grades its MCQ answers (a second call changes nothing)',
        body: submissionBodySchema,
        response: { 200: answered },
      },
    },
    async (request) =>
      submitExam(ctx, await callerOf(request), groupOf(request), request.body.academicTaskId),
  );

  app.put(
    underRest(EXAM_API.accommodation),
    {
      config: { access: groupAction('updateExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "A student's extra time at an exam: moves that student's end (audited)",
        body: accommodationBodySchema,
        response: { 200: examMessageWithSchema(attemptSummarySchema) },
      },
    },
    async (request) => ({
      message: EXAM_TASK_TEXTS.extraTime,
      data: await giveExtraTime(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.post(
    underRest(EXAM_API.endExam),
    {
      config: { access: groupAction('updateExamConfig', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          'End a published exam before its close: once every student has submitted, or with forEveryone, finalising the open attempts (audited; the students hear of it)',
        body: examEndBodySchema,
        response: { 200: examEndedSchema },
      },
    },
    async (request) => endExam(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.get(
    underRest(EXAM_API.live),
    {
      config: { access: groupAction('getExamConfig', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          'The live view of an exam: per student its state, start and end, answers saved and whether it is online',
        querystring: examTaskQuerySchema,
        response: { 200: liveViewSchema },
      },
    },
    async (request) =>
      liveView(ctx, await callerOf(request), groupOf(request), request.query.academicTaskId),
  );
};

import {
  answerMarkedSchema,
  answerMarkingSchema,
  answersOfStudentQuerySchema,
  EXAM_API,
  evaluationBodySchema,
  evaluationResultSchema,
  examTaskQuerySchema,
  gradeChangeLogSchema,
  gradeChangesQuerySchema,
  markingBatchSchema,
  marksSavedSchema,
  publishResultsBodySchema,
  questionMarkingQuerySchema,
  questionMarkingSchema,
  resultSheetSchema,
  resultsPublishedSchema,
  studentMarkingSchema,
  studentResultQuerySchema,
  studentResultSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../../http/access.js';
import { callerOf, groupOf } from '../../../http/caller.js';
import { underRest } from '../../../http/rest-path.js';
import { publishResults, resultSheet, resultsCsv } from '../results/result-service.js';
import { studentResult } from '../results/result-student-service.js';
import { tags } from '../route-parts.js';
import { evaluateAttempt } from './evaluation-service.js';
import { gradeChangeLog } from './grade-change-service.js';
import { questionMarking, studentMarking } from './marking-read-service.js';
import { markAnswer, markAnswers } from './marking-service.js';

/**
 * Marking and results (spec §7's examination/answer/…/admin/owner, examination/answer/marking and
 * examination/evaluation, and ours: marking by question, the result sheet and its CSV, publishing
 * results, a student's or a child's result, the grade-change log).
 */
export const markingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const readMarks = groupAction('getAnswerForAdminOwner', GROUP_IN_QUERY);
  const evaluate = groupAction('finalEvaluation', GROUP_IN_BODY);

  app.get(
    underRest(EXAM_API.studentAnswers),
    {
      config: { access: readMarks },
      schema: {
        tags,
        summary:
          "One student's attempt for marking: every exam question in the student's order, answered or not, with the key, marks, remarks and grade changes",
        querystring: answersOfStudentQuerySchema,
        response: { 200: studentMarkingSchema },
      },
    },
    async (request) => studentMarking(ctx, groupOf(request), request.query),
  );

  app.get(
    underRest(EXAM_API.questionAnswers),
    {
      config: { access: readMarks },
      schema: {
        tags,
        summary: "Marking by question: every submitted attempt's answer to one exam question",
        querystring: questionMarkingQuerySchema,
        response: { 200: questionMarkingSchema },
      },
    },
    async (request) => questionMarking(ctx, groupOf(request), request.query),
  );

  app.put(
    underRest(EXAM_API.marking),
    {
      config: { access: evaluate },
      schema: {
        tags,
        summary: 'Mark an answer (after evaluation: with a reason, logged, and the total follows)',
        body: answerMarkingSchema,
        response: { 200: answerMarkedSchema },
      },
    },
    async (request) => {
      const { groupId: _group, ...input } = request.body;
      return markAnswer(ctx, await callerOf(request), groupOf(request), input);
    },
  );

  app.put(
    underRest(EXAM_API.markAll),
    {
      config: { access: evaluate },
      schema: {
        tags,
        summary:
          'Save all: mark many answers at once, in one transaction (the first bad mark is refused with its place, and nothing is saved)',
        body: markingBatchSchema,
        response: { 200: marksSavedSchema },
      },
    },
    async (request) =>
      markAnswers(ctx, await callerOf(request), groupOf(request), request.body.marks),
  );

  app.post(
    underRest(EXAM_API.evaluation),
    {
      config: { access: evaluate },
      schema: {
        tags,
        summary: 'Evaluate a submitted attempt whose every answer is marked: its total is kept',
        body: evaluationBodySchema,
        response: { 200: evaluationResultSchema },
      },
    },
    async (request) =>
      evaluateAttempt(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.get(
    underRest(EXAM_API.results),
    {
      config: { access: readMarks },
      schema: {
        tags,
        summary:
          'The class result sheet: totals, percentages, ranks, a histogram and marking progress',
        querystring: examTaskQuerySchema,
        response: { 200: resultSheetSchema },
      },
    },
    async (request) => resultSheet(ctx, groupOf(request), request.query.academicTaskId),
  );

  app.get(
    underRest(EXAM_API.resultsCsv),
    {
      config: { access: readMarks },
      schema: {
        tags,
        summary: 'The class result sheet as CSV',
        querystring: examTaskQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The sheet as CSV, a header row first') },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await resultsCsv(
        ctx,
        groupOf(request),
        request.query.academicTaskId,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    underRest(EXAM_API.publishResults),
    {
      config: { access: evaluate },
      schema: {
        tags,
        summary: "Publish the exam's results to its students and their parents",
        body: publishResultsBodySchema,
        response: { 200: resultsPublishedSchema },
      },
    },
    async (request) =>
      publishResults(ctx, await callerOf(request), groupOf(request), request.body.academicTaskId),
  );

  app.get(
    underRest(EXAM_API.result),
    {
      config: { access: groupAction('getExamConfigForMember', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A student's own published result, or a parent's child's",
        querystring: studentResultQuerySchema,
        response: { 200: studentResultSchema },
      },
    },
    async (request) => studentResult(ctx, await callerOf(request), groupOf(request), request.query),
  );

  app.get(
    underRest(EXAM_API.gradeChanges),
    {
      config: { access: readMarks },
      schema: {
        tags,
        summary: "The exam's grade-change log, newest first (one student's when named)",
        querystring: gradeChangesQuerySchema,
        response: { 200: gradeChangeLogSchema },
      },
    },
    async (request) => gradeChangeLog(ctx, groupOf(request), request.query),
  );
};

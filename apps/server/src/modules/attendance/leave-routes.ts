import {
  ATTENDANCE_API,
  ATTENDANCE_TEXTS,
  attendanceGroupQuerySchema,
  holidayDeleteQuerySchema,
  LEAVE_DOCUMENT_MAX_BYTES,
  leaveBodySchema,
  leaveDecisionBodySchema,
  leaveListSchema,
  leaveSavedSchema,
  leaveWithdrawalBodySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadFile } from '../../files/uploads.js';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, instituteOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { notFound } from '../../lib/errors.js';
import {
  applyForLeave,
  decideLeave,
  leaveDocument,
  leaveList,
  withdrawLeave,
} from './leave-service.js';
import { tags } from './mark-routes.js';

/** Leave asked, listed, decided, and its document (groupId: the institute). */
export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(ATTENDANCE_API.leave),
    {
      config: { access: groupAction('applyLeave', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "Leave the caller asked (own or children's), leave they decide, whom they may ask for",
        querystring: attendanceGroupQuerySchema,
        response: { 200: leaveListSchema },
      },
    },
    async (request) => leaveList(ctx, await callerOf(request), instituteOf(request)),
  );

  app.post(
    underRest(ATTENDANCE_API.leave),
    {
      config: {
        access: groupAction('applyLeave', GROUP_IN_BODY),
        form: { maxFiles: 2, maxFileBytes: LEAVE_DOCUMENT_MAX_BYTES },
      },
      schema: {
        tags,
        summary:
          'Ask for leave (form: groupId, profileId = self or a child, fromDay, toDay, reason, optional document: .pdf, .jpg or .png)',
        consumes: ['multipart/form-data', 'application/json'],
        body: leaveBodySchema,
        response: { 200: leaveSavedSchema },
      },
    },
    async (request) => ({
      message: ATTENDANCE_TEXTS.leaveApplied,
      data: await applyForLeave(
        ctx,
        await callerOf(request),
        instituteOf(request),
        request.body,
        request.uploadedFiles ?? [],
      ),
    }),
  );

  app.post(
    underRest(ATTENDANCE_API.leaveDecision),
    {
      config: { access: groupAction('markAttendance', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          "Approve (marking its days On leave) or decline a leave: the class teacher's, or the admin's for staff",
        body: leaveDecisionBodySchema,
        response: { 200: leaveSavedSchema },
      },
    },
    async (request) => ({
      message:
        request.body.decision === 'APPROVED'
          ? ATTENDANCE_TEXTS.approved
          : ATTENDANCE_TEXTS.declined,
      data: await decideLeave(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.post(
    underRest(ATTENDANCE_API.leaveWithdrawal),
    {
      config: { access: groupAction('applyLeave', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          'Withdraw a leave still waiting for its decision: the asker, the person it is for, or their guardian',
        body: leaveWithdrawalBodySchema,
        response: { 200: leaveSavedSchema },
      },
    },
    async (request) => ({
      message: ATTENDANCE_TEXTS.leaveWithdrawn,
      data: await withdrawLeave(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.get(
    underRest(ATTENDANCE_API.leaveDocument),
    {
      config: { access: groupAction('applyLeave', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A leave's document, for the asker and whoever decides it",
        querystring: holidayDeleteQuerySchema,
      },
    },
    async (request, reply) => {
      const scope = instituteOf(request);
      const fileId = await leaveDocument(ctx, await callerOf(request), scope, request.query.id);
      const file = await loadFile(ctx.db, ctx.files, fileId, scope.instituteId);
      if (!file) throw notFound(ATTENDANCE_TEXTS.leaveNotFound);
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(file.row.mimeType)
        .send(file.bytes);
    },
  );
};

import {
  gatePassBodySchema,
  gatePassExitSchema,
  gatePassGuardianDecisionSchema,
  gatePassGuardiansQuerySchema,
  gatePassGuardiansSchema,
  gatePassIdQuerySchema,
  gatePassListQuerySchema,
  gatePassListSchema,
  gatePassSavedSchema,
  gatePassScanQuerySchema,
  gatePassViewSchema,
  VISITOR_API,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { sendPdf, sendPng } from '../../http/downloads.js';
import { underRest } from '../../http/rest-path.js';
import { gatePassPdf, gatePassQr } from './gate-pass-files.js';
import { createPass, decideConsent, exitPass } from './gate-pass-service.js';
import { passFor, passList, scanPass, studentsWithGuardians } from './gate-pass-views.js';
import { tags } from './visitor-routes.js';

/**
 * Gate passes: the desk and the gate (createGatePass) make, read, print, scan and let out; a
 * guardian (any member, getGroup; the service checks the child is theirs) reads their children's
 * passes and their QR, and consents when someone else collects.
 */
export const gatePassRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const desk = groupAction('createGatePass', GROUP_IN_QUERY);
  const member = groupAction('getGroup', GROUP_IN_QUERY);
  const saved = { 200: gatePassSavedSchema };

  app.get(
    underRest(VISITOR_API.gatePasses),
    {
      config: { access: desk },
      schema: {
        tags,
        summary: "A day's gate passes (today unless asked), newest first",
        querystring: gatePassListQuerySchema,
        response: { 200: gatePassListSchema },
      },
    },
    async (request) => passList(ctx, await callerOf(request), groupOf(request), request.query),
  );

  app.post(
    underRest(VISITOR_API.gatePasses),
    {
      config: { access: groupAction('createGatePass', GROUP_IN_BODY), identityUnchanged: true },
      schema: {
        tags,
        summary:
          "A gate pass for students leaving early: a guardian collecting takes their children at once; anyone else waits for each student's guardian",
        body: gatePassBodySchema,
        response: saved,
      },
    },
    async (request) => createPass(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.get(
    underRest(VISITOR_API.gatePass),
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'One gate pass: to the desk, and to a guardian of a student on it',
        querystring: gatePassIdQuerySchema,
        response: { 200: gatePassViewSchema },
      },
    },
    async (request) => passFor(ctx, await callerOf(request), groupOf(request), request.query.id),
  );

  app.get(
    underRest(VISITOR_API.guardians),
    {
      config: { access: desk },
      schema: {
        tags,
        summary: "Each student's class and guardians, for choosing who collects them",
        querystring: gatePassGuardiansQuerySchema,
        response: { 200: gatePassGuardiansSchema },
      },
    },
    async (request) => studentsWithGuardians(ctx, groupOf(request), request.query.studentIds),
  );

  app.get(
    underRest(VISITOR_API.gatePassPdf),
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'The printable gate pass with its QR code (A4 PDF)',
        querystring: gatePassIdQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The gate pass as PDF') },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await gatePassPdf(ctx, await callerOf(request), groupOf(request), request.query.id),
        'inline',
      ),
  );

  app.get(
    underRest(VISITOR_API.gatePassQr),
    {
      config: { access: member },
      schema: {
        tags,
        summary: "The gate pass's QR code (PNG), to show on a screen",
        querystring: gatePassIdQuerySchema,
        produces: ['image/png'],
        response: { 200: z.any().describe('The QR code as PNG') },
      },
    },
    async (request, reply) =>
      sendPng(
        reply,
        await gatePassQr(ctx, await callerOf(request), groupOf(request), request.query.id),
      ),
  );

  app.get(
    underRest(VISITOR_API.scan),
    {
      config: { access: desk },
      schema: {
        tags,
        summary:
          'The pass a scanned or typed code names, with why the gate may not let them out (null: it may)',
        querystring: gatePassScanQuerySchema,
        response: { 200: gatePassViewSchema },
      },
    },
    async (request) => scanPass(ctx, await callerOf(request), groupOf(request), request.query.code),
  );

  app.put(
    underRest(VISITOR_API.exit),
    {
      config: { access: groupAction('createGatePass', GROUP_IN_BODY), identityUnchanged: true },
      schema: {
        tags,
        summary:
          "The pass's students leave through the gate (on its day, approved, once); their guardians are told",
        body: gatePassExitSchema,
        response: saved,
      },
    },
    async (request) => exitPass(ctx, await callerOf(request), groupOf(request), request.body.id),
  );

  app.put(
    underRest(VISITOR_API.guardianDecision),
    {
      config: { access: groupAction('getGroup', GROUP_IN_BODY), identityUnchanged: true },
      schema: {
        tags,
        summary: 'A guardian lets someone else collect their child on a gate pass, or declines',
        body: gatePassGuardianDecisionSchema,
        response: saved,
      },
    },
    async (request) => decideConsent(ctx, await callerOf(request), groupOf(request), request.body),
  );
};

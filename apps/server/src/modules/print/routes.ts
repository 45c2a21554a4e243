import {
  PRINT_API,
  printClassQuerySchema,
  printDefaultersCountSchema,
  printDefaultersQuerySchema,
  printIdCardsQuerySchema,
  printInstituteQuerySchema,
  printSetupSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { sendPdf } from '../../http/downloads.js';
import { underRest } from '../../http/rest-path.js';
import { defaultersCount, defaultersFile } from './defaulters-service.js';
import { idCardsFile } from './id-card-service.js';
import { classListFile, contactSheetFile } from './list-service.js';
import { printSetup } from './setup-service.js';

export const tags = ['print'];

/**
 * The print calls (issue 25 §6), each declaring the existing action it needs over its group: a
 * class's list (getMembers) or its contact sheet and ID cards (getMemberDetails) over the
 * class; the fee defaulters (getFeeSummaryForGroup) over the institute. The setup is open to
 * the institute's members (getGroup) and refuses one who may print nothing.
 */
export const printRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    underRest(PRINT_API.setup),
    {
      config: { access: groupAction('getGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          'The classes the caller may print lists of, what of each, and whether the fee defaulters',
        querystring: printInstituteQuerySchema,
        response: { 200: printSetupSchema },
      },
    },
    async (request) => printSetup(ctx, await callerOf(request), instituteOf(request)),
  );

  app.get(
    underRest(PRINT_API.classList),
    {
      config: { access: groupAction('getMembers', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A class's list as a PDF: roll, name, admission number, gender",
        querystring: printClassQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await classListFile(ctx, groupOf(request)), 'attachment'),
  );

  app.get(
    underRest(PRINT_API.contactSheet),
    {
      config: { access: groupAction('getMemberDetails', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A class's contact sheet as a PDF: each student's guardians, phones and address",
        querystring: printClassQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await contactSheetFile(ctx, groupOf(request)), 'attachment'),
  );

  app.get(
    underRest(PRINT_API.idCards),
    {
      config: { access: groupAction('getMemberDetails', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A class's ID cards as a PDF, 8 or 10 to an A4 sheet, each with photo and QR code",
        querystring: printIdCardsQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await idCardsFile(ctx, groupOf(request), request.query.perPage), 'attachment'),
  );

  app.get(
    underRest(PRINT_API.feeDefaulters),
    {
      config: { access: groupAction('getFeeSummaryForGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          'The fee defaulters of the institute or a class on a day as a PDF, with what each owes',
        querystring: printDefaultersQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await defaultersFile(ctx, instituteOf(request), request.query), 'attachment'),
  );

  app.get(
    underRest(PRINT_API.feeDefaultersCount),
    {
      config: { access: groupAction('getFeeSummaryForGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'How many fee defaulters the PDF will list on the day, and what they owe overdue',
        querystring: printDefaultersQuerySchema,
        response: { 200: printDefaultersCountSchema },
      },
    },
    async (request) => defaultersCount(ctx, instituteOf(request), request.query),
  );
};

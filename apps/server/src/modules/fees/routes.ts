import {
  FEE_API,
  FEE_TEXTS,
  feeAssignBodySchema,
  feeAssignResultSchema,
  feeCarryOverBodySchema,
  feeCarryOverResultSchema,
  feeCartQuerySchema,
  feeCartSchema,
  feeConcessionBodySchema,
  feeConcessionQuerySchema,
  feeConcessionSavedSchema,
  feeConcessionSchema,
  feeEstimationQuerySchema,
  feeEstimationSchema,
  feeIdQuerySchema,
  feeSettingsBodySchema,
  feeSettingsQuerySchema,
  feeSettingsSavedSchema,
  feeSettingsSchema,
  feeStructureBodySchema,
  feeStructureListQuerySchema,
  feeStructureSavedSchema,
  feeStructureSchema,
  feeStructureUpdateSchema,
  feeSummaryQuerySchema,
  feeSummarySchema,
  feeUnassignedQuerySchema,
  feeUnassignedStudentSchema,
  messageSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { carryOver } from './carry-over-service.js';
import { deleteConcession, listConcessions, saveConcession } from './concession-service.js';
import { cart, classSummary, estimation } from './estimation-service.js';
import { readFeeSettings, saveFeeSettings, unassignedStudents } from './structure-joiners.js';
import {
  assignStructure,
  createStructure,
  deleteStructure,
  getStructure,
  listStructures,
  updateStructure,
} from './structure-service.js';
import { feeStudentSearchRoutes } from './student-search-routes.js';

const tags = ['fees'];
/** GET and DELETE name their group in the query string, POST and PUT in the JSON body. */

/** /rest/fee/…: fee structures, assignment, concessions, carry-over and the dues reads. */
export const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(feeStudentSearchRoutes);

  app.get(
    underRest(FEE_API.structure),
    {
      config: { access: groupAction('getFeeStructure', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A class's fee structures for a session, or every class's of an institute",
        querystring: feeStructureListQuerySchema,
        response: { 200: z.array(feeStructureSchema) },
      },
    },
    async (request) => listStructures(ctx, groupOf(request), request.query.sessionId),
  );

  app.get(
    underRest(FEE_API.structureById),
    {
      config: { access: groupAction('getFeeStructure', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'One fee structure with its particulars',
        querystring: feeIdQuerySchema,
        response: { 200: feeStructureSchema },
      },
    },
    async (request) => getStructure(ctx, groupOf(request), request.query.id),
  );

  app.post(
    underRest(FEE_API.structure),
    {
      config: { access: groupAction('createFeeStructure', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "A class's fee structure for a session: particulars, late fee, concession rules",
        body: feeStructureBodySchema,
        response: { 200: feeStructureSavedSchema },
      },
    },
    async (request) => ({
      message: FEE_TEXTS.structureSaved,
      data: await createStructure(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.put(
    underRest(FEE_API.structure),
    {
      config: { access: groupAction('createFeeStructure', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          "Change a fee structure: its students' unpaid dues follow, a paid due is never dropped or lowered below what is paid",
        body: feeStructureUpdateSchema,
        response: { 200: feeStructureSavedSchema },
      },
    },
    async (request) => ({
      message: FEE_TEXTS.structureSaved,
      data: await updateStructure(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.delete(
    underRest(FEE_API.deleteStructure),
    {
      config: { access: groupAction('createFeeStructure', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Delete a fee structure nobody has paid into (its unpaid dues are cancelled)',
        querystring: feeIdQuerySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await deleteStructure(ctx, await callerOf(request), groupOf(request), request.query.id);
      return { message: FEE_TEXTS.structureDeleted };
    },
  );

  app.post(
    underRest(FEE_API.assign),
    {
      config: { access: groupAction('createFeeStructure', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          "Assign a fee structure to the class's students (all, or those chosen), writing their dues",
        body: feeAssignBodySchema,
        response: { 200: feeAssignResultSchema },
      },
    },
    async (request) =>
      assignStructure(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.get(
    underRest(FEE_API.unassigned),
    {
      config: { access: groupAction('createFeeStructure', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "The class's students a fee structure is not assigned to, with why (assigning them is fee/structure/assign)",
        querystring: feeUnassignedQuerySchema,
        response: { 200: z.array(feeUnassignedStudentSchema) },
      },
    },
    async (request) => unassignedStudents(ctx, groupOf(request), request.query.id),
  );

  app.get(
    underRest(FEE_API.settings),
    {
      config: { access: groupAction('getFeeStructure', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The institute's fee settings: what a student joining mid-session owes",
        querystring: feeSettingsQuerySchema,
        response: { 200: feeSettingsSchema },
      },
    },
    async (request) => readFeeSettings(ctx, groupOf(request)),
  );

  app.put(
    underRest(FEE_API.settings),
    {
      config: { access: groupAction('createFeeStructure', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          "The institute's mid-session join rule: full fees, pro rata by instalment, or from the next instalment",
        body: feeSettingsBodySchema,
        response: { 200: feeSettingsSavedSchema },
      },
    },
    async (request) => ({
      message: FEE_TEXTS.settingsSaved,
      data: await saveFeeSettings(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body.midSessionJoin,
      ),
    }),
  );

  app.get(
    underRest(FEE_API.concession),
    {
      config: { access: groupAction('createFeeStructure', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The students' concessions (sibling, staff child, manual with its reason)",
        querystring: feeConcessionQuerySchema,
        response: { 200: z.array(feeConcessionSchema) },
      },
    },
    async (request) => listConcessions(ctx, groupOf(request), request.query),
  );

  app.post(
    underRest(FEE_API.concession),
    {
      config: { access: groupAction('createFeeStructure', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "A student's manual concession on a fee structure, with its reason",
        body: feeConcessionBodySchema,
        response: { 200: feeConcessionSavedSchema },
      },
    },
    async (request) => ({
      message: FEE_TEXTS.concessionSaved,
      data: await saveConcession(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.delete(
    underRest(FEE_API.deleteConcession),
    {
      config: { access: groupAction('createFeeStructure', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Remove a manual concession (the dues go back up)',
        querystring: feeIdQuerySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await deleteConcession(ctx, await callerOf(request), groupOf(request), request.query.id);
      return { message: FEE_TEXTS.concessionDeleted };
    },
  );

  app.post(
    underRest(FEE_API.carryOver),
    {
      config: { access: groupAction('createFeeStructure', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: "An earlier session's unpaid dues carried over into a later session",
        body: feeCarryOverBodySchema,
        response: { 200: feeCarryOverResultSchema },
      },
    },
    async (request) => carryOver(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.get(
    underRest(FEE_API.estimation),
    {
      config: { access: groupAction('getFeeEstimation', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "A student's fees and transport dues (the student, their parents, or staff who keep fees)",
        querystring: feeEstimationQuerySchema,
        response: { 200: feeEstimationSchema },
      },
    },
    async (request) => estimation(ctx, await callerOf(request), groupOf(request), request.query),
  );

  app.get(
    underRest(FEE_API.cart),
    {
      config: { access: groupAction('createPaymentRecord', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "The Students Cart's entries: each student's dues, as the payment dialog takes them",
        querystring: feeCartQuerySchema,
        response: { 200: feeCartSchema },
      },
    },
    async (request) => cart(ctx, groupOf(request), request.query),
  );

  app.get(
    underRest(FEE_API.groupSummary),
    {
      config: { access: groupAction('getFeeSummaryForGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A class's fee summary: each student's payable, paid, due and overdue",
        querystring: feeSummaryQuerySchema,
        response: { 200: feeSummarySchema },
      },
    },
    async (request) => classSummary(ctx, groupOf(request), request.query),
  );
};

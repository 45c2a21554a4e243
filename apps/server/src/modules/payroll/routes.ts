import {
  employmentBodySchema,
  employmentListSchema,
  PAYROLL_API,
  PAYROLL_TEXTS,
  payrollApproveSchema,
  payrollGroupQuerySchema,
  payrollIdQuerySchema,
  payrollRunBodySchema,
  payrollRunDetailSchema,
  payrollRunListSchema,
  payrollRunSavedSchema,
  payrollSavedSchema,
  payslipListSchema,
  salaryStructureBodySchema,
  salaryStructureListSchema,
  salaryStructureUpdateSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { sendPdf } from '../../http/downloads.js';
import { underRest } from '../../http/rest-path.js';
import { listEmployment, saveEmploymentOf } from './employment-service.js';
import { myPayslips, payslipPdf } from './payslip-service.js';
import { approvePayroll, listRuns, preparePayroll, viewRun } from './run-service.js';
import { changeStructure, createStructure, listStructures } from './structure-service.js';

const tags = ['payroll'];

/**
 * The payroll calls (issue 25 §2): structures (getSalaryStructure; managePayroll writes),
 * employment details (getEmploymentDetails), runs and payslips (getPaySlip; managePayroll
 * prepares, approvePayroll approves), and every member's own payslips (getGroup). Payroll writes
 * no membership, role or group: its writes need not wait for the identity cache.
 */
export const payrollRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const manage = {
    access: groupAction('managePayroll', GROUP_IN_BODY),
    identityUnchanged: true as const,
  };

  app.get(
    underRest(PAYROLL_API.structures),
    {
      config: { access: groupAction('getSalaryStructure', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The institute's salary structures and what the caller may do",
        querystring: payrollGroupQuerySchema,
        response: { 200: salaryStructureListSchema },
      },
    },
    async (request) => listStructures(ctx, await callerOf(request), groupOf(request)),
  );
  app.post(
    underRest(PAYROLL_API.structures),
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a salary structure',
        body: salaryStructureBodySchema,
        response: { 200: payrollSavedSchema },
      },
    },
    async (request) => {
      await createStructure(ctx, await callerOf(request), groupOf(request), request.body);
      return { message: PAYROLL_TEXTS.structureSaved };
    },
  );
  app.put(
    underRest(PAYROLL_API.structures),
    {
      config: manage,
      schema: {
        tags,
        summary: "Change a salary structure's name and components, or disable it",
        body: salaryStructureUpdateSchema,
        response: { 200: payrollSavedSchema },
      },
    },
    async (request) => {
      await changeStructure(ctx, await callerOf(request), groupOf(request), request.body);
      return { message: PAYROLL_TEXTS.structureSaved };
    },
  );

  app.get(
    underRest(PAYROLL_API.employment),
    {
      config: { access: groupAction('getEmploymentDetails', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The institute's staff with their employment details",
        querystring: payrollGroupQuerySchema,
        response: { 200: employmentListSchema },
      },
    },
    async (request) => listEmployment(ctx, groupOf(request)),
  );
  app.put(
    underRest(PAYROLL_API.employment),
    {
      config: manage,
      schema: {
        tags,
        summary: "Save a staff member's employment details",
        body: employmentBodySchema,
        response: { 200: payrollSavedSchema },
      },
    },
    async (request) => {
      await saveEmploymentOf(ctx, await callerOf(request), groupOf(request), request.body);
      return { message: PAYROLL_TEXTS.employmentSaved };
    },
  );

  const readRuns = { access: groupAction('getPaySlip', GROUP_IN_QUERY) };
  app.get(
    underRest(PAYROLL_API.runs),
    {
      config: readRuns,
      schema: {
        tags,
        summary: 'The payroll runs, newest month first',
        querystring: payrollGroupQuerySchema,
        response: { 200: payrollRunListSchema },
      },
    },
    async (request) => listRuns(ctx, groupOf(request)),
  );
  app.get(
    underRest(PAYROLL_API.run),
    {
      config: readRuns,
      schema: {
        tags,
        summary: 'One payroll run with its payslips',
        querystring: payrollIdQuerySchema,
        response: { 200: payrollRunDetailSchema },
      },
    },
    async (request) => viewRun(ctx, groupOf(request), request.query.id),
  );
  app.post(
    underRest(PAYROLL_API.runs),
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Prepare a month's payroll (again, while a draft): one transaction, refused whole when a row is bad",
        body: payrollRunBodySchema,
        response: { 200: payrollRunSavedSchema },
      },
    },
    async (request) => preparePayroll(ctx, await callerOf(request), groupOf(request), request.body),
  );
  app.put(
    underRest(PAYROLL_API.approve),
    {
      config: { access: groupAction('approvePayroll', GROUP_IN_BODY), identityUnchanged: true },
      schema: {
        tags,
        summary: 'Approve a prepared month: locked, each salary recorded in the day book',
        body: payrollApproveSchema,
        response: { 200: payrollRunSavedSchema },
      },
    },
    async (request) => approvePayroll(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.get(
    underRest(PAYROLL_API.mine),
    {
      config: { access: groupAction('getGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The caller's own payslips of approved months",
        querystring: payrollGroupQuerySchema,
        response: { 200: payslipListSchema },
      },
    },
    async (request) => myPayslips(ctx, await callerOf(request), groupOf(request)),
  );
  app.get(
    underRest(PAYROLL_API.payslipPdf),
    {
      config: { access: groupAction('getGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A payslip as PDF: one's own, or any for a reader of payslips",
        querystring: payrollIdQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await payslipPdf(ctx, await callerOf(request), groupOf(request), request.query.id),
        'attachment',
      ),
  );
};

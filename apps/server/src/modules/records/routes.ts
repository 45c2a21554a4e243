import {
  academicRecordSchema,
  certificateIssuedSchema,
  certificateRequestSchema,
  documentUploadSchema,
  RECORD_DOCUMENT_MAX_BYTES,
  RECORDS_API,
  recordCertificatesSchema,
  recordChangeSchema,
  recordDocumentsSchema,
  recordItemQuerySchema,
  recordQuerySchema,
  recordStudentListSchema,
  recordStudentsQuerySchema,
  studentRecordSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { sendPdf, sendStoredFile } from '../../http/downloads.js';
import { rateLimited } from '../../http/rate-limit.js';
import { underRest } from '../../http/rest-path.js';
import { UPLOAD_LIMITS } from '../../http/upload-limits.js';
import { academicRecord } from './academic-service.js';
import { certificatePdf, issueCertificate, recordCertificates } from './certificate-service.js';
import {
  documentFile,
  recordDocuments,
  removeDocument,
  uploadDocument,
  verifyDocument,
} from './document-service.js';
import { changeRecord, studentRecord } from './record-service.js';
import { findStudents } from './student-search.js';

const tags = ['records'];
const DOCUMENT_FORM = { maxFiles: 1, maxFileBytes: RECORD_DOCUMENT_MAX_BYTES, maxFieldBytes: 4096 };

/**
 * A person's record (issue 25 §5) under /rest/records. Any member of the institute may call
 * (getGroup, groupId the institute or any group of it); the service answers only what the
 * caller is to the person (policy.ts): the family and the staff who hold the details read, the
 * rest are refused. Issuing a certificate asks issueCertificate of the institute itself.
 */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const member = groupAction('getGroup', GROUP_IN_QUERY);
  const memberWrites = groupAction('getGroup', GROUP_IN_BODY);

  app.get(
    underRest(RECORDS_API.record),
    {
      config: { access: member },
      schema: {
        tags,
        summary:
          "A person's record: identity, health (Aadhaar masked), guardians, siblings, transport",
        querystring: recordQuerySchema,
        response: { 200: studentRecordSchema },
      },
    },
    async (request) =>
      studentRecord(ctx, await callerOf(request), groupOf(request), request.query.profileId),
  );

  app.put(
    underRest(RECORDS_API.record),
    {
      config: { access: memberWrites, identityUnchanged: true },
      schema: {
        tags,
        summary: 'Change the record (its family or the office; RTE by the office only)',
        body: recordChangeSchema,
        response: { 200: studentRecordSchema },
      },
    },
    async (request) => changeRecord(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.get(
    underRest(RECORDS_API.documents),
    {
      config: { access: member },
      schema: {
        tags,
        summary: "A person's documents in the institute",
        querystring: recordQuerySchema,
        response: { 200: recordDocumentsSchema },
      },
    },
    async (request) =>
      recordDocuments(ctx, await callerOf(request), groupOf(request), request.query.profileId),
  );

  app.post(
    underRest(RECORDS_API.documents),
    {
      config: { access: memberWrites, form: DOCUMENT_FORM, identityUnchanged: true },
      preHandler: rateLimited(app, UPLOAD_LIMITS.recordDocument),
      schema: {
        tags,
        summary: 'Upload a document (form; `file`: a PDF, JPEG or PNG of at most 5 MB)',
        consumes: ['multipart/form-data'],
        body: documentUploadSchema,
        response: { 200: recordDocumentsSchema },
      },
    },
    async (request) =>
      uploadDocument(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body,
        request.uploadedFiles ?? [],
      ),
  );

  app.get(
    underRest(RECORDS_API.documentFile),
    {
      config: { access: member },
      schema: {
        tags,
        summary: "A document's file",
        querystring: recordItemQuerySchema,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: { 200: z.any().describe('The document') },
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await documentFile(ctx, await callerOf(request), groupOf(request), request.query),
      ),
  );

  app.put(
    underRest(RECORDS_API.documentVerification),
    {
      config: { access: memberWrites, identityUnchanged: true },
      schema: {
        tags,
        summary: 'The office has checked the document against its original',
        body: recordItemQuerySchema,
        response: { 200: recordDocumentsSchema },
      },
    },
    async (request) => verifyDocument(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.delete(
    underRest(RECORDS_API.document),
    {
      config: { access: member, identityUnchanged: true },
      schema: {
        tags,
        summary: 'Remove a document (the office; its uploader until it is checked)',
        querystring: recordItemQuerySchema,
        response: { 200: recordDocumentsSchema },
      },
    },
    async (request) =>
      removeDocument(ctx, await callerOf(request), groupOf(request), request.query),
  );

  app.get(
    underRest(RECORDS_API.academic),
    {
      config: { access: member },
      schema: {
        tags,
        summary: "A student's classes, published results, this session's attendance and fees",
        querystring: recordQuerySchema,
        response: { 200: academicRecordSchema },
      },
    },
    async (request) =>
      academicRecord(ctx, await callerOf(request), groupOf(request), request.query.profileId),
  );

  app.get(
    underRest(RECORDS_API.certificates),
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'The transfer and bonafide certificates issued to a student',
        querystring: recordQuerySchema,
        response: { 200: recordCertificatesSchema },
      },
    },
    async (request) =>
      recordCertificates(ctx, await callerOf(request), groupOf(request), request.query.profileId),
  );

  app.post(
    underRest(RECORDS_API.certificates),
    {
      config: {
        access: groupAction('issueCertificate', GROUP_IN_BODY),
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary: 'Issue a transfer or bonafide certificate: the next number of its book, logged',
        body: certificateRequestSchema,
        response: { 200: certificateIssuedSchema },
      },
    },
    async (request) =>
      issueCertificate(ctx, await callerOf(request), instituteOf(request), request.body),
  );

  app.get(
    underRest(RECORDS_API.certificatePdf),
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'A certificate as issued (A4 PDF)',
        querystring: recordItemQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The certificate as PDF') },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await certificatePdf(ctx, await callerOf(request), groupOf(request), request.query),
        'attachment',
      ),
  );

  app.get(
    underRest(RECORDS_API.students),
    {
      config: { access: groupAction('getMemberDetails', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'The office finds a student of the active session by name or admission number',
        querystring: recordStudentsQuerySchema,
        response: { 200: recordStudentListSchema },
      },
    },
    async (request) => findStudents(ctx, instituteOf(request), request.query.q),
  );
};

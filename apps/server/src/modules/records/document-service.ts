import {
  DOCUMENT_KIND_LABELS,
  type DocumentUpload,
  RECORD_TEXTS as M,
  RECORD_DOCUMENTS_MAX,
  RECORDS_ROUTES,
  type RecordDocument,
  type RecordDocuments,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { fileStoreOf, inFileTransaction } from '../../files/file-transaction.js';
import { checkFileKind, loadFile, type UploadedFile } from '../../files/uploads.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { holdersOf, notifyAfter } from '../notifications/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { fullName, readableRecord, recordFacts } from './access.js';
import {
  countDocuments,
  type DocumentRow,
  documentsOf,
  findDocument,
  insertDocument,
  markVerified,
} from './document-queries.js';
import type { PersonRow } from './person-queries.js';
import {
  mayRemoveDocument,
  mayUploadDocument,
  mayVerifyDocument,
  type RecordFacts,
} from './policy.js';

/** Stored files' purpose: the quota counts them to the institute; a removal releases them. */
export const RECORD_DOCUMENT_PURPOSE = 'record-document';

const documentsPage = (p: Pick<PersonRow, 'id' | 'classId'>, instituteId: string) =>
  RECORDS_ROUTES.documents(p.id, instituteId, p.classId);

function present(d: DocumentRow, facts: RecordFacts, caller: Caller): RecordDocument {
  return {
    id: d.id,
    kind: d.kind,
    title: d.title,
    fileName: d.fileName,
    mimeType: d.mimeType,
    sizeBytes: d.sizeBytes,
    uploadedBy: d.uploadedBy,
    uploadedAt: d.uploadedAt.toISOString(),
    verifiedBy: d.verifiedBy,
    verifiedAt: d.verifiedAt?.toISOString() ?? null,
    mayRemove: mayRemoveDocument(facts, d, caller.accountId),
  };
}

/** GET /rest/records/documents: to those who read the record; another parent is refused. */
export async function recordDocuments(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  profileId: string,
): Promise<RecordDocuments> {
  const { person, facts } = await readableRecord(
    ctx.db,
    caller,
    scope,
    profileId,
    M.refusedDocuments,
  );
  const rows = await documentsOf(ctx.db, scope.instituteId, profileId);
  return {
    studentName: fullName(person),
    documents: rows.map((d) => present(d, facts, caller)),
    mayUpload: mayUploadDocument(facts),
    mayVerify: mayVerifyDocument(facts),
  };
}

/**
 * POST /rest/records/documents: one PDF, JPEG or PNG (its bytes decide, not its name), by the
 * family or the office. A family's upload tells those who keep the institute's members, who
 * check it against the original.
 */
export async function uploadDocument(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  form: DocumentUpload,
  files: readonly UploadedFile[],
): Promise<RecordDocuments> {
  const [file] = files;
  if (files.length !== 1 || !file || file.fieldname !== 'file') throw badRequest(M.file);
  const kind = await checkFileKind(file, ['pdf', 'jpg', 'png']).catch(() => {
    throw badRequest(M.file);
  });
  const { person, facts } = await recordFacts(ctx.db, caller, scope, form.profileId);
  if (!mayUploadDocument(facts)) throw forbidden(M.refusedDocuments);
  const now = ctx.clock.now();
  const label = DOCUMENT_KIND_LABELS[form.kind];
  await inFileTransaction(ctx.db, fileStoreOf(ctx), async (tx, store) => {
    if ((await countDocuments(tx, scope.instituteId, person.id)) >= RECORD_DOCUMENTS_MAX) {
      throw conflict(M.tooManyDocuments);
    }
    const [stored] = await store.store(now, [
      {
        file,
        kind,
        purpose: RECORD_DOCUMENT_PURPOSE,
        instituteId: scope.instituteId,
        ownerAccountId: caller.accountId,
      },
    ]);
    if (!stored) throw new Error('document not stored');
    await insertDocument(tx, {
      instituteId: scope.instituteId,
      profileId: person.id,
      kind: form.kind,
      title: form.title,
      fileId: stored.id,
      uploadedByAccountId: caller.accountId,
      uploadedByProfileId: caller.profileId,
      uploadedAt: now,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'record.documentUploaded',
      targetType: 'profile',
      targetId: person.id,
      detail: { name: fullName(person), kind: label },
    });
  });
  if (!facts.manages) {
    await notifyAfter(ctx, async (db) => ({
      kind: 'record.documentUploaded',
      profileIds: (await holdersOf(db, scope.instituteId, 'manageMembers')).filter(
        (id) => id !== caller.profileId,
      ),
      instituteId: scope.instituteId,
      groupId: person.classId ?? scope.instituteId,
      title: `Document to check: ${fullName(person)}`,
      message: `${label}${form.title ? ` (${form.title})` : ''} uploaded to the record of ${fullName(person)}${person.className ? `, ${person.className}` : ''}.`,
      target: documentsPage(person, scope.instituteId),
      featureId: person.id,
      featureAction: 'DOCUMENT_UPLOADED',
    }));
  }
  return recordDocuments(ctx, caller, scope, person.id);
}

/** GET /rest/records/documents/file: the document's bytes, to those who read the record. */
export async function documentFile(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  q: { profileId: string; id: string },
) {
  await readableRecord(ctx.db, caller, scope, q.profileId, M.refusedDocuments);
  const doc = await findDocument(ctx.db, scope.instituteId, q.profileId, q.id);
  const file = doc ? await loadFile(ctx.db, ctx.files, doc.fileId, scope.instituteId) : undefined;
  if (!file) throw notFound(M.documentNotFound);
  return file;
}

/** PUT /rest/records/documents/verification: the office has seen the original. */
export async function verifyDocument(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  q: { profileId: string; id: string },
): Promise<RecordDocuments> {
  const { person, facts } = await readableRecord(
    ctx.db,
    caller,
    scope,
    q.profileId,
    M.refusedDocuments,
  );
  if (!mayVerifyDocument(facts)) throw forbidden(M.refusedChange);
  const doc = await ctx.db.transaction(async (tx) => {
    const doc = await findDocument(tx, scope.instituteId, person.id, q.id);
    if (!doc) throw notFound(M.documentNotFound);
    if (!(await markVerified(tx, scope.instituteId, doc.id, caller.profileId, ctx.clock.now()))) {
      throw conflict(M.alreadyVerified);
    }
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'record.documentVerified',
      targetType: 'profile',
      targetId: person.id,
      detail: { name: fullName(person), kind: DOCUMENT_KIND_LABELS[doc.kind] },
    });
    return doc;
  });
  const uploader = doc.uploadedByProfileId;
  if (uploader && uploader !== caller.profileId) {
    await notifyAfter(ctx, async () => ({
      kind: 'record.documentVerified',
      profileIds: [uploader],
      instituteId: scope.instituteId,
      groupId: person.classId ?? scope.instituteId,
      title: `Document checked: ${fullName(person)}`,
      message: `The school has checked ${DOCUMENT_KIND_LABELS[doc.kind]}${doc.title ? ` (${doc.title})` : ''} against the original.`,
      target: documentsPage(person, scope.instituteId),
      featureId: person.id,
      featureAction: 'DOCUMENT_VERIFIED',
    }));
  }
  return recordDocuments(ctx, caller, scope, person.id);
}

/** DELETE /rest/records/documents/id: the office, or its uploader before it is checked. */
export async function removeDocument(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  q: { profileId: string; id: string },
): Promise<RecordDocuments> {
  const { person, facts } = await readableRecord(
    ctx.db,
    caller,
    scope,
    q.profileId,
    M.refusedDocuments,
  );
  await inFileTransaction(ctx.db, fileStoreOf(ctx), async (tx, store) => {
    const doc = await findDocument(tx, scope.instituteId, person.id, q.id);
    if (!doc) throw notFound(M.documentNotFound);
    if (!mayRemoveDocument(facts, doc, caller.accountId)) throw forbidden(M.mayNotRemove);
    // The document's row goes with its file (the foreign key cascades).
    await store.release([doc.fileId], RECORD_DOCUMENT_PURPOSE, {
      instituteId: scope.instituteId,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'record.documentRemoved',
      targetType: 'profile',
      targetId: person.id,
      detail: { name: fullName(person), kind: DOCUMENT_KIND_LABELS[doc.kind] },
    });
  });
  return recordDocuments(ctx, caller, scope, person.id);
}

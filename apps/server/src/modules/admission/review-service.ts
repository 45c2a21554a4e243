import {
  ADMISSION_MESSAGES,
  ADMISSION_PAGE_SIZE,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationListQuery,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { loadFile } from '../../files/uploads.js';
import { notFound } from '../../lib/errors.js';
import { toApplicationDetail, toApplicationSummary } from './presenters.js';
import { documentsOf, findApplication, findDocument, listApplications } from './queries.js';

export async function applicationList(
  db: Db,
  instituteId: string,
  query: Omit<ApplicationListQuery, 'groupId'>,
): Promise<ApplicationList> {
  const page = query.page ?? 1;
  const { rows, total } = await listApplications(
    db,
    { instituteId, status: query.status, classId: query.classId, search: query.search },
    { limit: ADMISSION_PAGE_SIZE, offset: (page - 1) * ADMISSION_PAGE_SIZE },
  );
  return { items: rows.map(toApplicationSummary), total, page, pageSize: ADMISSION_PAGE_SIZE };
}

export async function applicationOrNotFound(db: Db, instituteId: string, id: string) {
  const row = await findApplication(db, instituteId, id);
  if (!row) throw notFound(ADMISSION_MESSAGES.applicationNotFound);
  return row;
}

export async function applicationDetail(
  db: Db,
  instituteId: string,
  id: string,
): Promise<ApplicationDetail> {
  const row = await applicationOrNotFound(db, instituteId, id);
  return toApplicationDetail(row, await documentsOf(db, row.id));
}

/** A document's JPEG bytes: only of this institute's application. */
export async function applicationDocument(
  ctx: AppContext,
  instituteId: string,
  applicationId: string,
  documentId: string,
) {
  const application = await applicationOrNotFound(ctx.db, instituteId, applicationId);
  const doc = await findDocument(ctx.db, application.id, documentId);
  const file = doc ? await loadFile(ctx.db, ctx.files, doc.fileId, instituteId) : undefined;
  if (!file) throw notFound(ADMISSION_MESSAGES.documentNotFound);
  return { bytes: file.bytes, mimeType: file.row.mimeType, etag: `"${file.row.sha256}"` };
}

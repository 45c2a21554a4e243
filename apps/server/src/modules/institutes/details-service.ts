import {
  compareClassLevels,
  INSTITUTE_API,
  INSTITUTE_DETAILS_MESSAGES,
  type InstituteDetailsInput,
  instituteAdmissionLink,
  type PublicInstitute,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { inFileTransaction } from '../../files/file-transaction.js';
import type { FileStorage } from '../../files/storage.js';
import { checkFileKind, type UploadedFile } from '../../files/uploads.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findSession } from '../academic/index.js';
import { recordAudit } from '../audit/index.js';
import {
  classesOfInstitute,
  findInstitute,
  type GroupRow,
  updateInstitute,
} from '../groups/index.js';
import type { Caller } from '../permissions/index.js';
import { isVerifiedMember, LOGO_PURPOSE, latestLogo, logoIds } from './queries.js';

export async function instituteOrNotFound(db: Db, instituteId: string) {
  const row = await findInstitute(db, instituteId);
  if (!row) throw notFound(INSTITUTE_DETAILS_MESSAGES.notInstitute);
  return row;
}

const blankToNull = (value: string) => (value === '' ? null : value);

export async function updateDetails(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  input: InstituteDetailsInput,
) {
  await instituteOrNotFound(ctx.db, instituteId);
  return ctx.db.transaction(async (tx) => {
    const row = await updateInstitute(tx, instituteId, {
      name: input.name,
      about: blankToNull(input.about),
      address: blankToNull(input.address),
      phone: blankToNull(input.phone),
      email: blankToNull(input.email),
      website: blankToNull(input.website),
      verifyToViewDetails: input.verifyToViewDetails,
    });
    if (!row) throw notFound(INSTITUTE_DETAILS_MESSAGES.notInstitute);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'institute.detailsUpdated',
      targetType: 'group',
      targetId: instituteId,
      detail: { ...input },
    });
    return row;
  });
}

/**
 * One .jpg, .png or .webp file, by its bytes; stored and made the institute's image. The logo it
 * replaces is deleted with the change, and the new one must fit in the institute's storage.
 */
export async function replaceLogo(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  files: UploadedFile[],
) {
  await instituteOrNotFound(ctx.db, instituteId);
  const [file] = files;
  if (!file || files.length !== 1) throw badRequest(INSTITUTE_DETAILS_MESSAGES.noLogo);
  const kind = await checkFileKind(file, ['jpg', 'png', 'webp']);
  const store = { storage: ctx.files, quotaMb: ctx.config.storageQuotaMb };
  return inFileTransaction(ctx.db, store, async (tx, stored) => {
    // Released first, so the quota counts the new logo instead of both.
    await stored.release(await logoIds(tx, instituteId), LOGO_PURPOSE, { instituteId });
    const [logo] = await stored.store(ctx.clock.now(), [
      { file, kind, purpose: LOGO_PURPOSE, instituteId, ownerAccountId: caller.accountId },
    ]);
    if (!logo) throw new Error('logo store returned nothing');
    const row = await updateInstitute(tx, instituteId, {
      imageLocation: INSTITUTE_API.publicImage(instituteId),
    });
    if (!row) throw notFound(INSTITUTE_DETAILS_MESSAGES.notInstitute);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'institute.logoChanged',
      targetType: 'group',
      targetId: instituteId,
      detail: { fileId: logo.id, kind, sizeBytes: logo.sizeBytes },
    });
    return row;
  });
}

export async function completeSetup(ctx: AppContext, caller: Caller, instituteId: string) {
  const before = await instituteOrNotFound(ctx.db, instituteId);
  return ctx.db.transaction(async (tx) => {
    const row = await updateInstitute(tx, instituteId, {
      setupCompletedAt: before.setupCompletedAt ?? ctx.clock.now(),
    });
    if (!row) throw notFound(INSTITUTE_DETAILS_MESSAGES.notInstitute);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'institute.setupCompleted',
      targetType: 'group',
      targetId: instituteId,
      detail: { again: before.setupCompletedAt !== null },
    });
    return row;
  });
}

/** The logo's bytes and type; undefined when the institute has none (or is no institute). */
export async function logoOf(db: Db, storage: FileStorage, instituteId: string) {
  const institute = await instituteOrNotFound(db, instituteId);
  const file = await latestLogo(db, institute.id);
  if (!file) return undefined;
  const bytes = await storage.get(file.storageKey);
  return bytes ? { bytes, mimeType: file.mimeType, etag: `"${file.sha256}"` } : undefined;
}

/**
 * What the public institute page shows. With verifyToViewDetails only the name, image and
 * verified mark, unless the caller's account has a verified profile in the institute.
 */
export async function publicDetails(
  db: Db,
  instituteId: string,
  viewerAccountId: string | null,
): Promise<PublicInstitute> {
  const row = await instituteOrNotFound(db, instituteId);
  const head = {
    id: row.id,
    name: row.name,
    imageLocation: row.imageLocation,
    verified: row.verified,
  };
  const mayView =
    !row.verifyToViewDetails ||
    (viewerAccountId !== null && (await isVerifiedMember(db, viewerAccountId, row.id)));
  if (!mayView) return { ...head, detailsHidden: true };
  return { ...head, detailsHidden: false, ...(await fullDetails(db, row)) };
}

async function fullDetails(db: Db, row: GroupRow) {
  const active = row.activeSessionId
    ? await findSession(db, row.id, row.activeSessionId)
    : undefined;
  const session = active ? { id: active.id, name: active.name } : undefined;
  const classes = await classesOfInstitute(db, row.id);
  const levels = new Map<string, string[]>();
  for (const c of classes) {
    const level = c.level ?? c.name;
    const sections = levels.get(level) ?? [];
    if (c.level && c.section) sections.push(c.section);
    levels.set(level, sections);
  }
  const open = session !== undefined && classes.some((c) => c.admissionConfigSet);
  return {
    about: row.about ?? '',
    address: row.address ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    website: row.website ?? '',
    activeSession: session ?? null,
    classes: [...levels.entries()]
      .sort(([a], [b]) => compareClassLevels(a, b))
      .map(([level, sections]) => ({ level, sections: sections.sort() })),
    admission: {
      open,
      link: open && session ? instituteAdmissionLink(row.id, session.id) : null,
    },
  };
}

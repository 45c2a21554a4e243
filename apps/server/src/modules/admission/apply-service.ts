import {
  ADMISSION_MAX_FILES,
  ADMISSION_MESSAGES,
  type AdmissionExtraField,
  checkAdmissionExtras,
  compareClassLevels,
  indiaDay,
  titleCase,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { inFileTransaction } from '../../files/file-transaction.js';
import { checkFileKind, type UploadedFile } from '../../files/uploads.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { findSession, findSessionById } from '../academic/index.js';
import { type AuditCaller, recordAudit } from '../audit/index.js';
import { classesOfInstitute, findClass, findInstitute } from '../groups/index.js';
import { holdersOf, notifyAfter } from '../notifications/index.js';
import { findAccountById, findOwnProfile } from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import { ensureAddressRoom } from './address-budget.js';
import { applicationsByEmail, configsOf, insertApplication, insertDocument } from './queries.js';
import { mailApplicationReceived } from './received-mail.js';
import { readAdmissionSettings } from './settings.js';

export const DOCUMENT_PURPOSE = 'admission-document';

export type Applicant = {
  instituteId: string;
  sessionId: string;
  classId: string;
  fName: string;
  lName: string;
  email: string | null;
  phone: string;
  gender: 'male' | 'female' | 'Other';
  fathername?: string | undefined;
  motherName?: string | undefined;
} & Partial<Record<AdmissionExtraField, string | undefined>>;

/** Spec §4: the open institute the direct-admission page shows. */
export async function openInstitute(db: Db, instituteId: string) {
  const row = await findInstitute(db, instituteId);
  if (!row) throw notFound(ADMISSION_MESSAGES.instituteNotFound);
  const session = row.activeSessionId
    ? await findSession(db, row.id, row.activeSessionId)
    : undefined;
  const settings = await readAdmissionSettings(db, row.id);
  return {
    id: row.id,
    name: row.name,
    imageLocation: row.imageLocation,
    activeSession: session ? { id: session.id, name: session.name } : null,
    extraFields: settings.extraFields,
  };
}

/** The institute's classes (sub-groups) with their admissionConfigSet flag. */
export async function openClasses(db: Db, instituteId: string) {
  await openInstitute(db, instituteId);
  const rows = await classesOfInstitute(db, instituteId);
  // School order (Nursery, LKG, UKG, Class 1 ...), so the first open class is the youngest.
  rows.sort(
    (a, b) =>
      compareClassLevels(a.level ?? a.name, b.level ?? b.name) || a.name.localeCompare(b.name),
  );
  const instructionsOf = new Map(
    (await configsOf(db, instituteId)).map((c) => [c.classId, c.instructions]),
  );
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    admissionConfigSet: c.admissionConfigSet,
    instructions: c.admissionConfigSet ? (instructionsOf.get(c.id) ?? null) : null,
  }));
}

/** A session by id; with an institute, only that institute's. */
export async function openSession(db: Db, sessionId: string, instituteId: string | undefined) {
  const row = instituteId
    ? await findSession(db, instituteId, sessionId)
    : await findSessionById(db, sessionId);
  if (!row) throw notFound(ADMISSION_MESSAGES.sessionNotFound);
  return { id: row.id, name: row.name };
}

/**
 * An application with its documents: the institute, session and class must belong together and
 * the class must take admissions; every file must be a JPEG by its bytes. The application and
 * its documents are stored in one transaction; nothing is stored when anything is refused
 * (documents past the institute's storage quota, or, unsigned, past the address's daily bytes).
 */
export async function submitApplication(
  ctx: AppContext,
  /** Who applies: a caller, or an anonymous visitor known by its address (no account). */
  applicant: AuditCaller & { ip: string },
  input: Applicant,
  files: UploadedFile[],
  /** The profile a signed-in account applied for (its holder's consent). */
  profileId: string | null = null,
) {
  if (files.length === 0) throw badRequest(ADMISSION_MESSAGES.documentsRequired);
  if (files.length > ADMISSION_MAX_FILES) throw badRequest(ADMISSION_MESSAGES.tooMany);
  const institute = await findInstitute(ctx.db, input.instituteId);
  if (!institute) throw notFound(ADMISSION_MESSAGES.instituteNotFound);
  const session = await findSession(ctx.db, institute.id, input.sessionId);
  if (!session) throw notFound(ADMISSION_MESSAGES.sessionNotFound);
  const klass = await findClass(ctx.db, institute.id, input.classId);
  if (!klass) throw notFound(ADMISSION_MESSAGES.classNotFound);
  if (!klass.admissionConfigSet) throw badRequest(ADMISSION_MESSAGES.classClosed);
  const now = ctx.clock.now();
  // The fields the institute asks beyond the spec's form, each by its setting.
  const { extraFields } = await readAdmissionSettings(ctx.db, institute.id);
  const extras = checkAdmissionExtras(extraFields, input, indiaDay(now));
  if (!extras.ok) throw badRequest(extras.message);
  for (const file of files) await checkFileKind(file, ['jpg']);

  const store = { storage: ctx.files, quotaMb: ctx.config.storageQuotaMb };
  const application = await inFileTransaction(ctx.db, store, async (tx, stored) => {
    if (applicant.accountId === null) {
      const bytes = files.reduce((sum, f) => sum + f.bytes.length, 0);
      await ensureAddressRoom(tx, applicant.ip, bytes, now);
    }
    const row = await insertApplication(tx, {
      instituteId: institute.id,
      sessionId: session.id,
      classId: klass.id,
      firstName: titleCase(input.fName.trim()),
      lastName: titleCase(input.lName.trim()),
      email: input.email ? input.email.trim().toLowerCase() : null,
      phone: input.phone,
      gender: input.gender,
      fatherName: input.fathername?.trim() || null,
      motherName: input.motherName?.trim() || null,
      ...extras.value,
      applicantProfileId: profileId,
      ip: applicant.ip,
      createdAt: now,
    });
    // The institute's quota counts anonymous applications too: they are its files.
    const documents = await stored.store(
      now,
      files.map((file) => ({
        file,
        kind: 'jpg' as const,
        purpose: DOCUMENT_PURPOSE,
        instituteId: institute.id,
        ownerAccountId: applicant.accountId,
      })),
    );
    for (const document of documents) await insertDocument(tx, row.id, document.id);
    await recordAudit(tx, ctx, applicant, {
      instituteId: institute.id,
      action: 'admission.applied',
      targetType: 'admissionApplication',
      targetId: row.id,
      detail: { classId: klass.id, sessionId: session.id, documents: files.length },
    });
    // The acknowledgement is written with the application: both or neither.
    await mailApplicationReceived(ctx, tx, row, {
      institute: institute.name,
      className: klass.name,
      session: session.name,
      documents: files.length,
    });
    return row;
  });

  await notifyAfter(ctx, async (db) => ({
    kind: 'admission.received',
    profileIds: await holdersOf(db, institute.id, 'decideAdmission'),
    instituteId: institute.id,
    groupId: klass.id,
    title: 'Admission received',
    message: `${application.firstName} ${application.lastName} applied for ${klass.name} (${session.name}).`,
    target: '/admission/requests',
    featureId: application.id,
    featureAction: 'ADMISSION_RECEIVED',
  }));
  return { id: application.id, message: ADMISSION_MESSAGES.submitted };
}

/**
 * A signed-in account applies for one of its own profiles (its holder's consent), with the
 * account's e-mail; another account's profile is refused.
 */
export async function applyForOwnProfile(
  ctx: AppContext,
  caller: Caller,
  input: Omit<Applicant, 'email'> & { profileId: string },
  files: UploadedFile[],
) {
  const { profileId, ...fields } = input;
  const profile = await findOwnProfile(ctx.db, caller.accountId, profileId);
  if (!profile) throw forbidden(ADMISSION_MESSAGES.profileNotYours);
  const email = (await findAccountById(ctx.db, caller.accountId))?.email ?? null;
  return submitApplication(ctx, caller, { ...fields, email }, files, profile.id);
}

/** The applications made with an e-mail (the signed-in account's), newest first. */
export async function applicationsOfEmail(ctx: AppContext, email: string) {
  return applicationsByEmail(ctx.db, email);
}
